package datasf.mcp.access;

/**
 * A token bucket: holds up to {@code burst} tokens, refilled at {@code rate} per second; each
 * request takes one. Synchronized: one bucket per key, touched once per request.
 */
final class TokenBucket {

    private final double ratePerNano;
    private final double capacity;
    private double tokens;
    private long lastNanos;

    TokenBucket(double ratePerSecond, int burst, long nowNanos) {
        this.ratePerNano = ratePerSecond / 1_000_000_000d;
        this.capacity = burst;
        this.tokens = burst;
        this.lastNanos = nowNanos;
    }

    /** Takes a token: 0 when granted, else the nanoseconds until one will be there. */
    synchronized long take(long nowNanos) {
        long elapsed = Math.max(0, nowNanos - lastNanos);
        tokens = Math.min(capacity, tokens + elapsed * ratePerNano);
        lastNanos = nowNanos;
        if (tokens >= 1) {
            tokens -= 1;
            return 0;
        }
        return (long) Math.ceil((1 - tokens) / ratePerNano);
    }
}
