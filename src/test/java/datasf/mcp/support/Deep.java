package datasf.mcp.support;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test that spends its time waiting (a call budget run out in real time, a TTL, an external
 * emulator starting) or in the test fake's own work on a query built to be extreme: left out of the everyday {@code ./mvnw -B verify}, run by
 * {@code ./mvnw -B verify -Pdeep}, which CI runs too (docs/testing.md).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Tag("deep")
public @interface Deep {}
