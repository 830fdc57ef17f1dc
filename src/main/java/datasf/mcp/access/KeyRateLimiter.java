package datasf.mcp.access;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * One {@link TokenBucket} per access key (by fingerprint), in this instance's memory. Only keys
 * that matched get a bucket, so the map holds no more entries than keys valid since startup.
 */
final class KeyRateLimiter {

    private final double rate;
    private final int burst;
    private final LongSupplier nanoClock;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();

    KeyRateLimiter(double rate, int burst, LongSupplier nanoClock) {
        this.rate = rate;
        this.burst = burst;
        this.nanoClock = nanoClock;
    }

    /** 0 when the key may go ahead, else the nanoseconds until it may. */
    long acquire(String keyFingerprint) {
        long now = nanoClock.getAsLong();
        return buckets.computeIfAbsent(keyFingerprint, k -> new TokenBucket(rate, burst, now))
                .take(now);
    }

    double rate() {
        return rate;
    }

    int burst() {
        return burst;
    }
}
