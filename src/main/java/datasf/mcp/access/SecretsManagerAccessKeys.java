package datasf.mcp.access;

import datasf.mcp.secrets.SecretReadFailure;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * Access keys from a Secrets Manager secret, read on first use and re-read after {@code ttl}, so a
 * rotation (add the new key, hand it out, remove the old one) is picked up without a redeploy.
 * Like the App Token source, nothing is read and no client is built before the first request
 * (SnapStart: the snapshot holds no key, and the client is built with the restored environment's
 * credentials).
 *
 * <p>Fails closed: until a first successful read every request is refused (503). A failed
 * re-read keeps the last good keys, logs a warning (secret id and error code, never a value) and
 * tries again after {@code min(ttl, 1 minute)}. Reads are serialised; fresh keys take no lock.
 */
final class SecretsManagerAccessKeys implements AccessKeySource {

    static final Duration MAX_FAILURE_BACKOFF = Duration.ofMinutes(1);

    private static final Logger LOG = LoggerFactory.getLogger(SecretsManagerAccessKeys.class);

    private final String secretId;
    private final Duration ttl;
    private final Duration failureBackoff;
    private final Supplier<SecretsManagerClient> clientFactory;
    private final InstantSource clock;
    private final ReentrantLock readLock = new ReentrantLock();

    /** The last read's outcome; null before the first read. */
    private volatile Cached cached;
    /** Built on first read; guarded by {@link #readLock}. */
    private SecretsManagerClient client;

    SecretsManagerAccessKeys(String secretId, Duration ttl, Supplier<SecretsManagerClient> clientFactory,
                             InstantSource clock) {
        this.secretId = secretId;
        this.ttl = ttl;
        this.failureBackoff = ttl.compareTo(MAX_FAILURE_BACKOFF) < 0 ? ttl : MAX_FAILURE_BACKOFF;
        this.clientFactory = clientFactory;
        this.clock = clock;
    }

    @Override
    public boolean required() {
        return true;
    }

    @Override
    public KeyRing keys() {
        Cached current = cached;
        if (current == null || !current.freshAt(clock.instant())) {
            readLock.lock();
            try {
                current = cached;
                if (current == null || !current.freshAt(clock.instant())) {
                    current = readNow(current);
                    cached = current;
                }
            } finally {
                readLock.unlock();
            }
        }
        if (current.ring() == null) {
            throw new AccessKeysUnavailableException();
        }
        return current.ring();
    }

    /** Reads the secret; on failure keeps {@code previous}'s keys (if any) for a short while. */
    private Cached readNow(Cached previous) {
        try {
            if (client == null) {
                client = clientFactory.get();
            }
            String value = client.getSecretValue(request -> request.secretId(secretId)).secretString();
            KeyRing ring = KeyRing.of(AccessKeyFormat.parse(value, "secret '" + secretId + "'"));
            if (previous == null || previous.ring() == null || previous.ring().size() != ring.size()) {
                LOG.info("Access keys: {} read from Secrets Manager secret '{}', re-read every {}", ring.size(), secretId, ttl);
            }
            return new Cached(ring, clock.instant().plus(ttl));
        } catch (InvalidAccessKeysException e) {
            return failed(previous, e.getMessage());
        } catch (RuntimeException e) {
            // SDK failures: only classes and error codes, messages might quote the response
            return failed(previous, SecretReadFailure.describe(e));
        }
    }

    private Cached failed(Cached previous, String reason) {
        boolean haveKeys = previous != null && previous.ring() != null;
        LOG.warn("Cannot read the access keys from Secrets Manager secret '{}': {}. {}; next attempt in {}.",
                secretId, reason, haveKeys ? "Keeping the last keys read" : "Refusing every request until then",
                failureBackoff);
        return new Cached(haveKeys ? previous.ring() : null, clock.instant().plus(failureBackoff));
    }

    @Override
    public void close() {
        readLock.lock();
        try {
            if (client != null) {
                client.close();
                client = null;
            }
            cached = null; // after a SnapStart restore, read the current keys afresh
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public String toString() {
        return "SecretsManagerAccessKeys[secretId=" + secretId + ", ttl=" + ttl + "]";
    }

    /** Keys (null: none usable) and until when to use them. */
    private record Cached(KeyRing ring, Instant until) {
        boolean freshAt(Instant now) {
            return now.isBefore(until);
        }
    }
}
