package datasf.mcp.support;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test class that drives the server through the Lambda handler against the fake Socrata, with
 * JUnit ({@link LambdaTestExtension}) or jqwik ({@link LambdaTestHook}) alike.
 *
 * <p>The class's constructor, lifecycle methods ({@code @BeforeAll}, {@code @BeforeEach}, jqwik's
 * {@code @BeforeContainer}, {@code @BeforeTry}, ...) and tests may take as parameters:
 * <ul>
 *   <li>{@link FakeSocrata}: the class's own fake Socrata, started before the class and stopped
 *       after it;</li>
 *   <li>{@link LambdaHarness}: the Lambda handler on a Micronaut context pointed at that fake and
 *       configured with {@link #properties()}, started on first use, closed after the class;</li>
 *   <li>{@link LambdaHarnesses}: further harnesses on the same fake with other settings, one per
 *       distinct configuration, closed after the class.</li>
 * </ul>
 * Before each test (each try of a jqwik property) the fake forgets its scripts and its request log
 * and every harness of the class empties its caches, so each test meets a fresh instance's state
 * whatever ran before it. A test that needs more (its own secrets, a context per test) builds a
 * {@code new LambdaHarness(...)} itself and closes it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(LambdaTestExtension.class)
@AddLifecycleHook(LambdaTestHook.class)
public @interface LambdaTest {

    /**
     * Settings of the class's {@link LambdaHarness} on top of the fake's URLs, each
     * {@code "name=value"}, e.g. {@code "datasf.socrata.timeout=4s"}.
     */
    String[] properties() default {};
}
