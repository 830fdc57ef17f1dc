package datasf.mcp.support;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A jqwik property that runs every try it declares at every depth ({@link TriesFromSystemProperty}
 * leaves it alone): its coverage checks ask each case for a share of the tries, and over fewer
 * tries jqwik's edge cases, mixed in first, are most of them.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface AllTries {}
