package datasf.mcp.socrata;

import io.micronaut.http.client.exceptions.ContentLengthExceededException;
import io.micronaut.http.client.exceptions.HttpClientException;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.exceptions.NoHostException;
import io.micronaut.http.client.exceptions.ReadTimeoutException;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * Whether a failed Socrata GET is tried again, and after how long. Only what is likely to pass
 * on a second try is retried: 429, 502, 503, 504 and connection failures (refused, reset, closed
 * before an answer). An answer about the request itself (400, 404...) would come back the same,
 * a 500 from Socrata is usually a query it cannot run, and a timed-out query would most likely
 * time out again while loading a shared public API: none of these is retried.
 *
 * <p>Waits grow exponentially with "equal jitter" (half fixed, half random), so instances that
 * failed together do not come back together. A {@code Retry-After} is honoured up to a cap; a
 * longer one ends the request. No wait is started that would leave the next attempt less than
 * {@link #MIN_ATTEMPT} of the request's budget.
 *
 * <p>Besides the attempts per request, a tool call has {@code maxAttempts - 1} retries in all,
 * shared by every upstream request it sends (counted in its RequestMetrics): a call that needs two
 * requests from a Socrata answering 429 to everything sends at most four, not six.
 */
final class RetryPolicy {

    /** The least time worth starting an attempt with. */
    static final Duration MIN_ATTEMPT = Duration.ofMillis(100);

    private static final Set<Integer> RETRYABLE_STATUSES = Set.of(429, 502, 503, 504);

    private final RetryProperties properties;
    private final DoubleSupplier random;

    RetryPolicy(RetryProperties properties) {
        this(properties, () -> ThreadLocalRandom.current().nextDouble());
    }

    RetryPolicy(RetryProperties properties, DoubleSupplier random) {
        this.properties = properties;
        this.random = random;
    }

    int maxAttempts() {
        return properties.maxAttempts();
    }

    /**
     * The wait before attempt {@code next} after {@code failure}, or empty when the request must
     * end with this failure.
     *
     * @param remaining what is left of the request's budget
     */
    Optional<Duration> delayBefore(int next, Throwable failure, Duration remaining, Instant now) {
        if (next > properties.maxAttempts() || !retryable(failure)) {
            return Optional.empty();
        }
        Duration wait = backoff(next);
        Optional<Duration> asked = retryAfter(failure, now);
        if (asked.isPresent()) {
            if (asked.get().compareTo(properties.maxRetryAfter()) > 0) {
                return Optional.empty();
            }
            wait = asked.get().compareTo(wait) > 0 ? asked.get() : wait;
        }
        return remaining.minus(wait).compareTo(MIN_ATTEMPT) < 0 ? Optional.empty() : Optional.of(wait);
    }

    /** Equal jitter on min(maxBackoff, initial * 2^(next-2)): between half and all of it. */
    Duration backoff(int next) {
        long initial = properties.initialBackoff().toMillis();
        long exponential = initial << Math.min(Math.max(next - 2, 0), 20);
        long capped = Math.min(exponential, properties.maxBackoff().toMillis());
        return Duration.ofMillis(capped / 2 + (long) (random.getAsDouble() * (capped - capped / 2)));
    }

    static boolean retryable(Throwable failure) {
        if (failure instanceof HttpClientResponseException response) {
            return RETRYABLE_STATUSES.contains(response.getStatus().getCode());
        }
        return connectionFailure(failure);
    }

    /** No usable answer arrived on the connection: refused, reset, closed early, connect timeout. */
    static boolean connectionFailure(Throwable failure) {
        if (failure instanceof ReadTimeoutException || failure instanceof NoHostException || tooLarge(failure)) {
            return false;
        }
        return failure instanceof HttpClientException || failure instanceof IOException;
    }

    /** The body was over the size cap (the client stops reading and says so, maybe wrapped). */
    static boolean tooLarge(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ContentLengthExceededException) {
                return true;
            }
        }
        return false;
    }

    /** The Retry-After of a 429/503 answer, if it has a readable one. */
    static Optional<Duration> retryAfter(Throwable failure, Instant now) {
        if (failure instanceof HttpClientResponseException response) {
            return RetryAfter.parse(response.getResponse().getHeaders().get("Retry-After"), now);
        }
        return Optional.empty();
    }
}
