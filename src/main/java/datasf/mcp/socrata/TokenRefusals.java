package datasf.mcp.socrata;

import datasf.mcp.secrets.AppTokenSource;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;

/**
 * What the Socrata client does when Socrata refuses the App Token (401/403): the token may have
 * been rotated, so the secret is read again and the request repeated once with what it holds.
 *
 * <p>A token that stays refused (revoked, or Socrata answering 403 for a while) must not turn every
 * call into a Secrets Manager read (cost, and a way for callers to hammer Secrets Manager), so the
 * secret is re-read <b>at most once per {@link #MIN_INTERVAL}</b>. Refusals that arrive while a
 * re-read is running wait for it and use its outcome; later ones within the interval repeat their
 * request with the token cached now, without reading.
 */
final class TokenRefusals {

    static final Duration MIN_INTERVAL = Duration.ofMinutes(1);

    private final AppTokenSource tokens;
    private final LongSupplier nanoTime;
    private final ReentrantLock lock = new ReentrantLock();
    /** System.nanoTime of the last re-read; guarded by {@link #lock}. */
    private long lastReread;

    private boolean rereadBefore;

    TokenRefusals(AppTokenSource tokens, LongSupplier nanoTime) {
        this.tokens = tokens;
        this.nanoTime = nanoTime;
    }

    /**
     * The token to repeat a refused request with (empty: anonymously). May read the secret, so it
     * blocks: never call it on an event loop.
     */
    Optional<String> tokenForRepeat() {
        lock.lock();
        try {
            long now = nanoTime.getAsLong();
            if (!rereadBefore || now - lastReread >= MIN_INTERVAL.toNanos()) {
                rereadBefore = true;
                lastReread = now;
                return tokens.refresh();
            }
        } finally {
            lock.unlock();
        }
        return tokens.token();
    }
}
