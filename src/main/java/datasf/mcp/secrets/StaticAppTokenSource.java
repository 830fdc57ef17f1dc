package datasf.mcp.secrets;

import java.util.Objects;
import java.util.Optional;

/**
 * A token given directly in configuration ({@code DATASF_APP_TOKEN_VALUE}).
 * There is nothing to re-read, so {@link #refresh()} returns the same value.
 */
final class StaticAppTokenSource implements AppTokenSource {

    private final String token;

    StaticAppTokenSource(String token) {
        this.token = Objects.requireNonNull(token, "token");
    }

    @Override
    public Optional<String> token() {
        return Optional.of(token);
    }

    @Override
    public Optional<String> refresh() {
        return Optional.of(token);
    }

    @Override
    public String toString() {
        // Never print the token: toString ends up in logs and exception messages.
        return "StaticAppTokenSource[token=<redacted>]";
    }
}
