package datasf.mcp.access;

import datasf.mcp.secrets.SecretsManagerClients;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import java.time.InstantSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chooses where access keys come from, first match wins: the secret named by
 * {@code DATASF_ACCESS_SECRET_ID}, the keys in {@code DATASF_ACCESS_KEYS}, or none (open endpoint).
 *
 * <p>Built at startup ({@link Context}) so that badly written keys stop the server with a message
 * naming the variable and the rule, instead of failing requests later. Nothing here calls AWS.
 */
@Factory
class AccessKeySourceFactory {

    private static final Logger LOG = LoggerFactory.getLogger(AccessKeySourceFactory.class);

    @Context
    @Bean(preDestroy = "close")
    AccessKeySource accessKeySource(AccessProperties properties) {
        var secretId = properties.secretIdIfSet();
        if (secretId.isPresent()) {
            LOG.info("Access keys: required, from Secrets Manager secret '{}'", secretId.get());
            return new SecretsManagerAccessKeys(
                    secretId.get(), properties.ttl(), SecretsManagerClients::standard, InstantSource.system());
        }
        var keys = properties.keysIfSet();
        if (keys.isPresent()) {
            StaticAccessKeys source = new StaticAccessKeys(keys.get());
            LOG.info(
                    "Access keys: required, {} from DATASF_ACCESS_KEYS",
                    source.keys().size());
            return source;
        }
        LOG.debug("Access keys: none configured, /mcp is open to anonymous callers");
        return AccessKeySource.NONE;
    }
}
