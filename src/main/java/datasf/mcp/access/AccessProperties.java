package datasf.mcp.access;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;
import java.util.Optional;

/**
 * Access keys for {@code /mcp}. With neither {@code secretId} nor {@code keys} set, the endpoint
 * is open (anonymous, read-only); with either, every {@code /mcp} request needs
 * {@code Authorization: Bearer <key>}.
 *
 * @param keys access keys, comma- or whitespace-separated (local use)
 * @param secretId Secrets Manager secret name or ARN holding the access keys (template parameter
 *     {@code AccessKeysSecretArn}); set, every {@code /mcp} request needs a key; wins over
 *     {@code keys}
 * @param ttl how long keys read from the secret are reused before it is read again (how
 *     rotation is picked up)
 * @param rate requests per second each key may make on one instance (template parameter
 *     {@code AccessKeyRate})
 * @param burst requests a key may make at once before {@code rate} applies, per instance
 *     (template parameter {@code AccessKeyBurst})
 */
@ConfigurationProperties("datasf.access")
public record AccessProperties(
        @Nullable String keys,
        @Nullable String secretId,
        @Bindable(defaultValue = "5m") Duration ttl,
        @Bindable(defaultValue = "5") double rate,
        @Bindable(defaultValue = "20") int burst) {

    public AccessProperties {
        Settings.requirePositive(ttl, "datasf.access.ttl");
        if (!(rate > 0) || Double.isInfinite(rate)) {
            throw new InvalidSettingException("datasf.access.rate", "a positive number of requests per second", rate);
        }
        if (burst < 1) {
            throw new InvalidSettingException("datasf.access.burst", "at least 1", burst);
        }
    }

    public Optional<String> keysIfSet() {
        return keys == null || keys.isBlank() ? Optional.empty() : Optional.of(keys);
    }

    public Optional<String> secretIdIfSet() {
        return secretId == null || secretId.isBlank() ? Optional.empty() : Optional.of(secretId.strip());
    }

    @Override
    public String toString() {
        // the generated toString would print the keys
        return "AccessProperties[keys=" + (keysIfSet().isPresent() ? "<redacted>" : "<unset>")
                + ", secretId=" + secretIdIfSet().orElse("<unset>") + ", ttl=" + ttl + ", rate=" + rate
                + ", burst=" + burst + "]";
    }
}
