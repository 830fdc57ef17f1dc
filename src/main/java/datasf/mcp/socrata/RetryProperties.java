package datasf.mcp.socrata;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;

/**
 * How failed Socrata GETs are tried again (see {@link RetryPolicy}).
 *
 * @param maxAttempts attempts per upstream request, the first included: 1 (no retry) to 3; a
 *     tool call makes at most this minus 1 retries in all
 * @param initialBackoff wait before the second attempt, doubled for each later one, then
 *     jittered
 * @param maxBackoff largest computed wait
 * @param maxRetryAfter longest {@code Retry-After} the server honours; when Socrata asks for a
 *     longer pause the request fails at once with its rate-limit message instead of holding the
 *     function (and the caller) that long
 */
@ConfigurationProperties("datasf.socrata.retry")
public record RetryProperties(
        @Bindable(defaultValue = "3") int maxAttempts,
        @Bindable(defaultValue = "200ms") Duration initialBackoff,
        @Bindable(defaultValue = "2s") Duration maxBackoff,
        @Bindable(defaultValue = "5s") Duration maxRetryAfter) {

    /** The ceiling: a shared public API is not hammered harder than this. */
    public static final int MAX_ATTEMPTS_LIMIT = 3;

    public RetryProperties {
        if (maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS_LIMIT) {
            throw new InvalidSettingException(
                    "datasf.socrata.retry.max-attempts", "between 1 and " + MAX_ATTEMPTS_LIMIT, maxAttempts);
        }
        Settings.requirePositive(initialBackoff, "datasf.socrata.retry.initial-backoff");
        Settings.requirePositive(maxBackoff, "datasf.socrata.retry.max-backoff");
        Settings.requirePositive(maxRetryAfter, "datasf.socrata.retry.max-retry-after");
        Settings.requireAtMost(
                initialBackoff, maxBackoff, "datasf.socrata.retry.initial-backoff", "datasf.socrata.retry.max-backoff");
    }
}
