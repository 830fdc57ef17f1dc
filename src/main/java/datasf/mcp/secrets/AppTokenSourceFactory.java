package datasf.mcp.secrets;

import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Produces the one {@link AppTokenSource}, first match wins:
 * <ol>
 *   <li>{@code datasf.app-token.secret-id} set: read it from Secrets Manager;</li>
 *   <li>{@code datasf.app-token.value} set: use that token as is;</li>
 *   <li>otherwise: anonymous.</li>
 * </ol>
 * A secret id wins over a plain value so that switching a deployment to Secrets Manager
 * does not require deleting the old variable first.
 */
@Factory
class AppTokenSourceFactory {

    private static final Logger LOG = LoggerFactory.getLogger(AppTokenSourceFactory.class);

    // On shutdown, invalidate() drops the cached token and releases the SDK client
    // (Micronaut does not close a factory-made bean by itself).
    @Singleton
    @Bean(preDestroy = "invalidate")
    AppTokenSource appTokenSource(AppTokenConfig config) {
        // Builds objects only: nothing here may call AWS (see SecretsManagerAppTokenSource).
        var secretId = config.secretIdIfSet();
        if (secretId.isPresent()) {
            LOG.info("Socrata app token: Secrets Manager secret '{}', re-read every {}", secretId.get(), config.ttl());
            return new SecretsManagerAppTokenSource(secretId.get(), config.ttl());
        }
        var value = config.valueIfSet();
        if (value.isPresent()) {
            try {
                var source = new StaticAppTokenSource(AppTokenSecretFormat.validToken(value.get()));
                LOG.info("Socrata app token: from configuration (DATASF_APP_TOKEN_VALUE)");
                return source;
            } catch (MalformedAppTokenException e) {
                // Same policy as an unreadable secret: anonymous beats failing to start.
                LOG.warn(
                        "Ignoring the configured Socrata app token (DATASF_APP_TOKEN_VALUE): {}. Calling Socrata anonymously.",
                        e.getMessage());
                return AnonymousAppTokenSource.INSTANCE;
            }
        }
        LOG.debug("Socrata app token: none configured, calling Socrata anonymously");
        return AnonymousAppTokenSource.INSTANCE;
    }
}
