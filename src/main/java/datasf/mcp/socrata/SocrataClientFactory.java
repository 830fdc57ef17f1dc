package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The one {@link SocrataClient} the tools share, at the configured portal with the App Token. */
@Factory
class SocrataClientFactory {

    @Singleton
    @Bean(preDestroy = "close")
    SocrataClient socrataClient(
            SocrataProperties properties,
            RetryProperties retry,
            AppTokenSource tokens,
            ObjectMapper mapper,
            BuildInfo build) {
        return new SocrataClient(properties, retry, tokens, mapper, "datasf-mcp/" + build.version());
    }
}
