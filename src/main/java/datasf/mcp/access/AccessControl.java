package datasf.mcp.access;

import datasf.mcp.lambda.PrimingMode;
import datasf.mcp.runtime.RestoreAware;
import jakarta.inject.Singleton;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The access-key check in front of {@code /mcp}: {@code Authorization: Bearer <key>} against the
 * configured keys, then the key's request rate. With no keys configured every request passes.
 */
@Singleton
public class AccessControl implements RestoreAware {

    static final String REALM = "Bearer realm=\"datasf-mcp\"";

    private final AccessKeySource source;
    private final KeyRateLimiter limiter;
    private final PrimingMode priming;

    public AccessControl(AccessKeySource source, AccessProperties properties, PrimingMode priming) {
        this.source = source;
        this.priming = priming;
        this.limiter = new KeyRateLimiter(properties.rate(), properties.burst(), System::nanoTime);
    }

    /** A restored snapshot re-reads the keys with a fresh SDK client. */
    @Override
    public void afterRestore() {
        source.close();
    }

    /**
     * Whether requests with a valid key could be served now: false only when keys are required
     * and none could ever be read (every {@code /mcp} call is answered 503). For the health check:
     * it shares the source's cache, so polling it reads the secret no more often than traffic
     * does (once per TTL, or per failure back-off while the secret is unreadable).
     */
    public boolean keysAvailable() {
        if (!source.required() || priming.active()) {
            return true;
        }
        try {
            source.keys();
            return true;
        } catch (AccessKeysUnavailableException e) {
            return false;
        }
    }

    /** @param authorization the Authorization header, or null */
    public AccessDecision check(String authorization) {
        // priming requests must not make the source read the keys (see PrimingMode)
        if (!source.required() || priming.active()) {
            return AccessDecision.OPEN;
        }
        KeyRing ring;
        try {
            ring = source.keys();
        } catch (AccessKeysUnavailableException e) {
            return new AccessDecision(503, "access_keys_unavailable",
                    "Service unavailable: the access keys could not be loaded; try again shortly",
                    Map.of("Retry-After", "30"), null, null);
        }
        if (authorization == null || authorization.isBlank()) {
            return unauthorized("missing_key", null, REALM,
                    "Unauthorized: this server needs an access key; send the header Authorization: Bearer <key>");
        }
        Optional<String> presented = bearerToken(authorization);
        if (presented.isEmpty()) {
            return unauthorized("malformed_authorization", null, REALM + ", error=\"invalid_request\"",
                    "Unauthorized: the Authorization header must be Bearer <key>");
        }
        Optional<String> key = ring.match(presented.get());
        if (key.isEmpty()) {
            return unauthorized("wrong_key", KeyHashes.fingerprint(presented.get()), REALM + ", error=\"invalid_token\"",
                    "Unauthorized: the access key is not valid");
        }
        long waitNanos = limiter.acquire(key.get());
        if (waitNanos > 0) {
            long seconds = Math.max(1, (waitNanos + 999_999_999L) / 1_000_000_000L);
            return new AccessDecision(429, "rate_limited", "Too many requests for this access key (at most "
                    + rate() + " per second, bursts of " + limiter.burst() + "); retry after " + seconds + "s",
                    Map.of("Retry-After", Long.toString(seconds)), null, key.get());
        }
        return AccessDecision.allowed(key.get());
    }

    private static AccessDecision unauthorized(String reason, String fingerprint, String challenge, String message) {
        return new AccessDecision(401, "unauthorized", message, Map.of("WWW-Authenticate", challenge), reason, fingerprint);
    }

    /** The token of "Bearer token" (scheme in any case), or empty for any other shape. */
    static Optional<String> bearerToken(String authorization) {
        String value = authorization.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).toLowerCase(Locale.ROOT).equals("bearer")) {
            return Optional.empty();
        }
        String token = value.substring(space + 1).strip();
        return token.isEmpty() || token.length() > AccessKeyFormat.MAX_LENGTH * 2 ? Optional.empty() : Optional.of(token);
    }

    private String rate() {
        double rate = limiter.rate();
        return rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate);
    }
}
