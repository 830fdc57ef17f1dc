package datasf.mcp.secrets;

import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.util.Optional;

/** The plain {@code SOCRATA_APP_TOKEN} environment variable (or anonymous when unset). */
@Singleton
public class EnvAppTokenSource implements AppTokenSource {

    private final Optional<String> token;

    public EnvAppTokenSource(@Value("${datasf.app-token.value:}") String token) {
        this.token = token == null || token.isBlank() ? Optional.empty() : Optional.of(token.trim());
    }

    @Override
    public Optional<String> token() {
        return token;
    }

    @Override
    public Optional<String> refresh() {
        return token;
    }

    @Override
    public String toString() {
        return "EnvAppTokenSource[" + (token.isPresent() ? "token set" : "anonymous") + "]";
    }
}
