package datasf.mcp.query;

import datasf.mcp.runtime.LambdaRuntime;
import datasf.mcp.runtime.RestoreAware;
import datasf.mcp.secrets.CachedSecret;
import datasf.mcp.secrets.InvalidSecretException;
import datasf.mcp.secrets.SecretsManagerClients;
import io.micronaut.context.annotation.Context;
import jakarta.annotation.PreDestroy;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Optional;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key that signs and checks cursors ({@link CursorCodec}), first match wins:
 * <ol>
 *   <li>{@code DATASF_CURSOR_SECRET_ID}: a Secrets Manager secret ({@link CachedSecret}), read on
 *       first use, never during init or priming, dropped after a SnapStart restore. If it cannot be
 *       read, the last key read is kept; with none yet, this instance's random key stands in;</li>
 *   <li>{@code DATASF_CURSOR_SECRET}: the key itself;</li>
 *   <li>neither: a random key made by this instance on first use (also after a restore, so no two
 *       restored instances share one). A cursor then works only on the instance that issued it:
 *       fine for the local server, not for a Lambda deployment.</li>
 * </ol>
 * The handler's init-phase priming signs no cursor, so it never reads the secret (no secret may be
 * in a SnapStart snapshot).
 */
@Context // built at startup, so a badly configured key stops the server instead of failing calls
public class CursorKeys implements RestoreAware {

    private static final Logger LOG = LoggerFactory.getLogger(CursorKeys.class);
    private static final String ALGORITHM = "HmacSHA256";

    private final CachedSecret<SecretKeySpec> secret;
    private final SecretKeySpec configured;
    private volatile SecretKeySpec instanceKey;

    public CursorKeys(CursorProperties properties, LambdaRuntime lambda) {
        Optional<String> secretId = properties.secretIdIfSet();
        this.secret = secretId.map(id -> new CachedSecret<>(
                        id,
                        properties.ttl(),
                        CursorKeys::parse,
                        CachedSecret.OnFailure.KEEP_LAST_GOOD,
                        new CachedSecret.Reporting(
                                LOG,
                                "the cursor key",
                                "Keeping the last key read",
                                "Signing cursors with a key of this instance only (they work only here)"),
                        SecretsManagerClients::standard,
                        InstantSource.system()))
                .orElse(null);
        this.configured = secretId.isPresent()
                ? null
                : properties.secretIfSet().map(CursorKeys::key).orElse(null);
        if (secretId.isPresent()) {
            LOG.info("Cursor key: Secrets Manager secret '{}', re-read every {}", secretId.get(), properties.ttl());
        } else if (configured != null) {
            LOG.info("Cursor key: from configuration (DATASF_CURSOR_SECRET)");
        } else if (lambda.active()) {
            LOG.info("Cursor key: none configured; a random key of this instance signs cursors, so a cursor "
                    + "works only on the instance that issued it (set DATASF_CURSOR_SECRET_ID on Lambda)");
        } else {
            // a local start is one instance: its own key is all it needs, and nothing to tell its user
            LOG.debug("Cursor key: none configured; this process's own random key signs cursors");
        }
    }

    /** The key to sign and check cursors with now. */
    SecretKeySpec current() {
        if (secret != null) {
            return secret.get().orElseGet(this::instanceKey);
        }
        return configured != null ? configured : instanceKey();
    }

    private SecretKeySpec instanceKey() {
        SecretKeySpec key = instanceKey;
        if (key == null) {
            synchronized (this) {
                key = instanceKey;
                if (key == null) {
                    key = randomKey();
                    instanceKey = key;
                }
            }
        }
        return key;
    }

    /** A restored snapshot reads the secret afresh and makes its own random key. */
    @Override
    public void afterRestore() {
        if (secret != null) {
            secret.invalidate();
        }
        instanceKey = null;
    }

    @PreDestroy
    void close() {
        if (secret != null) {
            secret.close();
        }
    }

    private static SecretKeySpec parse(String value) throws InvalidSecretException {
        String key = value.strip();
        if (key.length() < CursorProperties.MIN_SECRET_LENGTH) {
            throw new InvalidSecretException("the cursor key must be at least " + CursorProperties.MIN_SECRET_LENGTH
                    + " characters, the secret holds " + key.length());
        }
        return key(key);
    }

    private static SecretKeySpec key(String text) {
        return new SecretKeySpec(text.getBytes(StandardCharsets.UTF_8), ALGORITHM);
    }

    private static SecretKeySpec randomKey() {
        byte[] bytes = new byte[32];
        // a new generator each time (a few per instance life): none seeded before a snapshot is reused
        new SecureRandom().nextBytes(bytes);
        return new SecretKeySpec(bytes, ALGORITHM);
    }

    @Override
    public String toString() {
        return "CursorKeys["
                + (secret != null ? "secret " + secret.secretId() : configured != null ? "configured" : "instance")
                + "]";
    }
}
