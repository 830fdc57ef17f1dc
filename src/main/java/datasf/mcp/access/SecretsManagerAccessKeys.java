package datasf.mcp.access;

import datasf.mcp.secrets.CachedSecret;
import datasf.mcp.secrets.InvalidSecretException;
import java.time.Duration;
import java.time.InstantSource;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * Access keys from a Secrets Manager secret ({@link CachedSecret}), read on first use and re-read
 * after {@code ttl}, so a rotation (add the new key, hand it out, remove the old one) is picked up
 * without a redeploy. Nothing is read and no client is built before the first request (SnapStart:
 * the snapshot holds no key, and the client is built with the restored environment's credentials).
 *
 * <p>Fails closed: until a first successful read every request is refused (503). A failed
 * re-read keeps the last good keys, logs a warning (secret id and error code, never a value) and
 * tries again after {@code min(ttl, 1 minute)}.
 */
final class SecretsManagerAccessKeys implements AccessKeySource {

    private static final Logger LOG = LoggerFactory.getLogger(SecretsManagerAccessKeys.class);

    private final CachedSecret<KeyRing> secret;
    /** How many keys the last read found, to log only when that changes; guarded by the secret's read lock. */
    private int lastCount = -1;

    SecretsManagerAccessKeys(
            String secretId, Duration ttl, Supplier<SecretsManagerClient> clientFactory, InstantSource clock) {
        this.secret = new CachedSecret<>(
                secretId,
                ttl,
                this::parse,
                CachedSecret.OnFailure.KEEP_LAST_GOOD,
                new CachedSecret.Reporting(
                        LOG, "the access keys", "Keeping the last keys read", "Refusing every request until then"),
                clientFactory,
                clock);
    }

    private KeyRing parse(String value) throws InvalidSecretException {
        KeyRing ring;
        try {
            ring = KeyRing.of(AccessKeyFormat.parse(value, "the secret"));
        } catch (InvalidAccessKeysException e) {
            throw new InvalidSecretException(e.getMessage()); // names the rule and the key's position only
        }
        if (ring.size() != lastCount) {
            LOG.info(
                    "Access keys: {} read from Secrets Manager secret '{}', re-read every {}",
                    ring.size(),
                    secret.secretId(),
                    secret.ttl());
            lastCount = ring.size();
        }
        return ring;
    }

    @Override
    public boolean required() {
        return true;
    }

    @Override
    public KeyRing keys() {
        return secret.get().orElseThrow(AccessKeysUnavailableException::new);
    }

    /** Releases the client and forgets the keys: after a SnapStart restore they are read afresh. */
    @Override
    public void close() {
        secret.invalidate();
    }

    @Override
    public String toString() {
        return "SecretsManagerAccessKeys[secretId=" + secret.secretId() + ", ttl=" + secret.ttl() + "]";
    }
}
