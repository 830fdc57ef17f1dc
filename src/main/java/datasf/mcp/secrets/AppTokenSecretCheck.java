package datasf.mcp.secrets;

import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueResponse;

/**
 * Reads the App Token's secret once, for an operator's check: whether it can be read and holds a
 * well-formed token, and if not, why (in the words of {@link SecretReadFailure}: error codes and
 * class names, never the value). The server's own reads ({@link SecretsManagerAppTokenSource})
 * fall back to anonymous calls instead, with a warning in the log.
 */
public final class AppTokenSecretCheck {

    private AppTokenSecretCheck() {}

    /** What keeps the token in {@code secretId} from being used, or empty when nothing does. */
    public static Optional<String> problem(String secretId) {
        return problem(secretId, SecretsManagerClients::standard);
    }

    static Optional<String> problem(String secretId, Supplier<SecretsManagerClient> clients) {
        SecretsManagerClient client;
        try {
            client = clients.get();
        } catch (RuntimeException e) {
            // no region, a bad endpoint setting...: nothing was fetched, so the SDK's message
            // cannot hold the secret and says what to set
            return Optional.of("cannot build the Secrets Manager client: " + e.getMessage());
        }
        try (client) {
            GetSecretValueResponse response = client.getSecretValue(request -> request.secretId(secretId));
            AppTokenSecretFormat.tokenFrom(response.secretString());
            return Optional.empty();
        } catch (InvalidSecretException | RuntimeException e) {
            return Optional.of(SecretReadFailure.describe(e));
        }
    }
}
