package datasf.mcp.secrets;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.bind.annotation.Bindable;

import java.time.Duration;
import java.util.Optional;

/**
 * Where to find the Socrata App Token ({@code datasf.app-token.*}).
 *
 * <p>A variable set to an empty string (the template's way of saying "none") arrives here as
 * one: blank values are treated as unset.
 *
 * @param secretId Secrets Manager secret name or ARN holding the token (the way to run on
 *     Lambda), {@code SOCRATA_APP_TOKEN_SECRET_ID}; wins over {@code value}
 * @param value the token itself, for when no secret is used (local runs),
 *     {@code SOCRATA_APP_TOKEN}
 * @param ttl how long a token read from Secrets Manager is reused before it is read again (this
 *     is how rotation is picked up), {@code SOCRATA_APP_TOKEN_TTL}
 */
@ConfigurationProperties("datasf.app-token")
public record AppTokenConfig(
        @Nullable String secretId,
        @Nullable String value,
        @Bindable(defaultValue = "15m") Duration ttl) {

    public AppTokenConfig {
        if (ttl == null || ttl.isNegative() || ttl.isZero()) {
            // Zero would mean one Secrets Manager call per Socrata request.
            throw new IllegalArgumentException("datasf.app-token.ttl (SOCRATA_APP_TOKEN_TTL) must be positive, was " + ttl);
        }
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
