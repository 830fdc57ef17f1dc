package datasf.mcp.secrets;

import java.time.Duration;
import java.time.InstantSource;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The Socrata App Token from an AWS Secrets Manager secret ({@link CachedSecret}): read lazily on
 * the first Socrata request (never into a SnapStart snapshot), cached for {@code ttl}, read again
 * at once by {@link #refresh()} when Socrata refuses the token.
 *
 * <p>A secret that cannot be read or parsed means anonymous Socrata calls, not an error: one
 * warning, then {@link #token()} answers empty until the next attempt after
 * {@code min(ttl, 1 minute)}.
 */
final class SecretsManagerAppTokenSource implements AppTokenSource, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SecretsManagerAppTokenSource.class);

    private final CachedSecret<String> secret;

    SecretsManagerAppTokenSource(String secretId, Duration ttl) {
        this(secretId, ttl, SecretsManagerClients::standard, InstantSource.system());
    }

    SecretsManagerAppTokenSource(
            String secretId, Duration ttl, Supplier<SecretsManagerClient> clientFactory, InstantSource clock) {
        this.secret = new CachedSecret<>(
                secretId,
                ttl,
                AppTokenSecretFormat::tokenFrom,
                CachedSecret.OnFailure.FALL_BACK,
                new CachedSecret.Reporting(
                        LOG, "the Socrata app token", "Calling Socrata anonymously", "Calling Socrata anonymously"),
                clientFactory,
                clock);
    }

    @Override
    public Optional<String> token() {
        return secret.get();
    }

    @Override
    public Optional<String> refresh() {
        return secret.refresh();
    }

    @Override
    public void invalidate() {
        secret.invalidate();
    }

    @Override
    public void close() {
        secret.close();
    }

    @Override
    public String toString() {
        return "SecretsManagerAppTokenSource[secretId=" + secret.secretId() + ", ttl=" + secret.ttl() + "]";
    }
}
