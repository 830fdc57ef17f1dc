package datasf.mcp.access;

import datasf.mcp.runtime.RestoreAware;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * The access-key check in front of {@code /mcp}: {@code Authorization: Bearer <key>} against the
 * configured keys, then the key's request rate. With no keys configured every request passes.
 * The handler's own init-phase priming requests carry an {@link InitPass} instead.
 */
@Singleton
public class AccessControl implements RestoreAware {

    static final String REALM = "Bearer realm=\"datasf-mcp\"";

    private final AccessKeySource source;
    private final KeyRateLimiter limiter;
    /** The open init pass (one-time, init only, so kept as it is); null when none is open. */
    private volatile byte[] initPass;
    /** True until an init pass is issued or a request is judged, whichever comes first. */
    private final AtomicBoolean initPassIssuable = new AtomicBoolean(true);

    @Inject
    public AccessControl(AccessKeySource source, AccessProperties properties) {
        this(source, properties, System::nanoTime);
    }

    /** With the clock the keys' rates are measured by, in nanoseconds (tests move it by hand). */
    AccessControl(AccessKeySource source, AccessProperties properties, LongSupplier nanoClock) {
        this.source = source;
        this.limiter = new KeyRateLimiter(properties.rate(), properties.burst(), nanoClock);
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
        if (!source.required()) {
            return true;
        }
        try {
            source.keys();
            return true;
        } catch (AccessKeysUnavailableException e) {
            return false;
        }
    }

    /**
     * A key for the handler's own priming requests during init (see {@link InitPass}).
     *
     * @throws IllegalStateException once a pass was issued, or once any request was judged
     */
    public InitPass openInitPass() {
        if (!initPassIssuable.compareAndSet(true, false)) {
            throw new IllegalStateException("an init pass is issued once per instance, before the first request");
        }
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        String key = HexFormat.of().formatHex(random);
        initPass = key.getBytes(StandardCharsets.UTF_8);
        return new InitPass(key, () -> initPass = null);
    }

    /** @param authorization the Authorization header, or null */
    public AccessDecision check(String authorization) {
        byte[] pass = initPass;
        if (pass != null && carries(authorization, pass)) {
            return AccessDecision.INIT_PASS; // the keys' secret is not read for it
        }
        if (initPassIssuable.get()) {
            initPassIssuable.set(false); // a request was judged: too late for a pass
        }
        if (!source.required()) {
            return AccessDecision.OPEN;
        }
        KeyRing ring;
        try {
            ring = source.keys();
        } catch (AccessKeysUnavailableException e) {
            return AccessDecision.refused(
                    503,
                    "access_keys_unavailable",
                    "Service unavailable: the access keys could not be loaded; try again shortly",
                    Map.of("Retry-After", "30"),
                    null,
                    null);
        }
        if (authorization == null || authorization.isBlank()) {
            return unauthorized(
                    "missing_key",
                    null,
                    REALM,
                    "Unauthorized: this server needs an access key; send the header Authorization: Bearer <key>");
        }
        Optional<String> presented = bearerToken(authorization);
        if (presented.isEmpty()) {
            return unauthorized(
                    "malformed_authorization",
                    null,
                    REALM + ", error=\"invalid_request\"",
                    "Unauthorized: the Authorization header must be Bearer <key>");
        }
        Optional<String> key = ring.match(presented.get());
        if (key.isEmpty()) {
            return unauthorized(
                    "wrong_key",
                    KeyHashes.fingerprint(presented.get()),
                    REALM + ", error=\"invalid_token\"",
                    "Unauthorized: the access key is not valid");
        }
        long waitNanos = limiter.acquire(key.get());
        if (waitNanos > 0) {
            long seconds = Math.max(1, (waitNanos + 999_999_999L) / 1_000_000_000L);
            return AccessDecision.refused(
                    429,
                    "rate_limited",
                    "Too many requests for this access key (at most " + rate() + " per second, bursts of "
                            + limiter.burst() + "); retry after " + seconds + "s",
                    Map.of("Retry-After", Long.toString(seconds)),
                    null,
                    key.get());
        }
        return AccessDecision.allowed(key.get());
    }

    private static AccessDecision unauthorized(String reason, String fingerprint, String challenge, String message) {
        return AccessDecision.refused(
                401, "unauthorized", message, Map.of("WWW-Authenticate", challenge), reason, fingerprint);
    }

    private static boolean carries(String authorization, byte[] pass) {
        Optional<String> presented = authorization == null ? Optional.empty() : bearerToken(authorization);
        return presented.isPresent() && MessageDigest.isEqual(presented.get().getBytes(StandardCharsets.UTF_8), pass);
    }

    /** The token of "Bearer token" (scheme in any case), or empty for any other shape. */
    static Optional<String> bearerToken(String authorization) {
        String value = authorization.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).toLowerCase(Locale.ROOT).equals("bearer")) {
            return Optional.empty();
        }
        String token = value.substring(space + 1).strip();
        return token.isEmpty() || token.length() > AccessKeyFormat.MAX_LENGTH * 2
                ? Optional.empty()
                : Optional.of(token);
    }

    private String rate() {
        double rate = limiter.rate();
        return rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate);
    }
}
