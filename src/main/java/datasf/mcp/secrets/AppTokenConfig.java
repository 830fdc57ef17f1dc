package datasf.mcp.secrets;

import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;
import java.time.Duration;
import java.util.Optional;

/**
 * Where the Socrata App Token comes from, first match wins: a Secrets Manager secret, a configured
 * value, or neither (Socrata is called anonymously). Blank values count as unset: the template
 * sets an empty secret id when there is none.
 *
 * @param secretId Secrets Manager secret name or ARN holding the token (the way to run on Lambda;
 *     template parameter {@code SocrataAppTokenSecretArn}); wins over {@code value}
 * @param value the token itself, for when no secret is used (local runs; on Lambda it would sit
 *     in plain sight in the function's configuration)
 * @param ttl how long a token read from Secrets Manager is reused before it is read again (this
 *     is how rotation is picked up)
 */
@ConfigurationProperties("datasf.app-token")
public record AppTokenConfig(
        @Nullable String secretId,
        @Nullable String value,
        @Bindable(defaultValue = "15m") Duration ttl) {

    public AppTokenConfig {
        // zero would mean one Secrets Manager call per Socrata request
        Settings.requirePositive(ttl, "datasf.app-token.ttl");
    }

    /** The secret name or ARN, trimmed; empty when unset or blank. */
    public Optional<String> secretIdIfSet() {
        return nonBlank(secretId);
    }

    /** The plain token, trimmed; empty when unset or blank. */
    public Optional<String> valueIfSet() {
        return nonBlank(value);
    }

    private static Optional<String> nonBlank(@Nullable String text) {
        return text == null || text.isBlank() ? Optional.empty() : Optional.of(text.strip());
    }

    @Override
    public String toString() {
        // The record's generated toString would print the token.
        return "AppTokenConfig[secretId=" + secretIdIfSet().orElse("<unset>")
                + ", value=" + (valueIfSet().isPresent() ? "<redacted>" : "<unset>")
                + ", ttl=" + ttl + "]";
    }
}
