package datasf.mcp.query;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;
import java.util.Optional;

/**
 * Where the key that signs paging cursors (HMAC-SHA256) comes from, first match wins:
 * a Secrets Manager secret, a configured value, or (neither) a random key of this instance.
 * Every instance of a deployment must share the key for a cursor to work on any of them.
 *
 * @param secretId Secrets Manager secret name or ARN holding the key that signs paging cursors
 *     (template parameter {@code CursorSecretArn}); wins over {@code secret}
 * @param secret the key itself, at least 32 characters; with neither, each instance signs with a
 *     random key of its own, so a cursor works only on the instance that issued it
 * @param ttl how long a key read from the secret is reused before it is read again
 */
@ConfigurationProperties("datasf.cursor")
public record CursorProperties(
        @Nullable String secretId,
        @Nullable String secret,
        @Bindable(defaultValue = "15m") Duration ttl) {

    /** A key short enough to guess offline from one cursor and its tag protects nothing. */
    public static final int MIN_SECRET_LENGTH = 32;

    public CursorProperties {
        Settings.requirePositive(ttl, "datasf.cursor.ttl");
        if (secret != null && !secret.isBlank() && secret.strip().length() < MIN_SECRET_LENGTH) {
            // the message gives the rule and the length, never the value
            throw new InvalidSettingException(
                    "datasf.cursor.secret",
                    "at least " + MIN_SECRET_LENGTH + " characters",
                    secret.strip().length() + " characters",
                    "set DATASF_CURSOR_SECRET to a longer key (openssl rand -hex 32), or unset it for a random key "
                            + "of this instance");
        }
    }

    public Optional<String> secretIdIfSet() {
        return secretId == null || secretId.isBlank() ? Optional.empty() : Optional.of(secretId.strip());
    }

    public Optional<String> secretIfSet() {
        return secret == null || secret.isBlank() ? Optional.empty() : Optional.of(secret.strip());
    }

    @Override
    public String toString() {
        return "CursorProperties[secretId=" + secretIdIfSet().orElse("<unset>") + ", secret="
                + (secretIfSet().isPresent() ? "<redacted>" : "<unset>") + ", ttl=" + ttl + "]";
    }
}
