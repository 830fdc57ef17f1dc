package datasf.mcp.access;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The keys' rate limiter on a clock that moves only when a test moves it, so a burst is a burst
 * however slowly a loaded machine serves it. A bean only where a test sets {@value #ENABLED}
 * (see {@link #PROPERTIES}); get it with {@code context.getBean(ManualRateClock.class)}.
 */
@Factory
@Requires(property = ManualRateClock.ENABLED, value = "true")
public class ManualRateClock {

    /** The setting that puts the access control on this clock. */
    public static final String ENABLED = "datasf.test.manual-rate-clock";
    /** The configuration a test adds to use it. */
    public static final Map<String, Object> PROPERTIES = Map.of(ENABLED, "true");

    private final AtomicLong nanos = new AtomicLong();

    @Singleton
    @Replaces(AccessControl.class)
    AccessControl accessControl(AccessKeySource source, AccessProperties properties) {
        return new AccessControl(source, properties, nanos::get);
    }

    /** Lets {@code elapsed} pass for the rate limiter. */
    public void advance(Duration elapsed) {
        nanos.addAndGet(elapsed.toNanos());
    }
}
