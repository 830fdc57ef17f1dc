package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.PrimingMode;
import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.util.Optional;

/** The one {@link SocrataClient} the tools share, at the configured portal with the App Token. */
@Factory
class SocrataClientFactory {

    @Singleton
    @Bean(preDestroy = "close")
    SocrataClient socrataClient(SocrataProperties properties, RetryProperties retry, AppTokenSource tokens,
                                ObjectMapper mapper, BuildInfo build, PrimingMode priming) {
        // priming talks to an in-process Socrata and must not read the token (see PrimingMode)
        AppTokenSource unlessPriming = new AppTokenSource() {
            @Override
            public Optional<String> token() {
                return priming.active() ? Optional.empty() : tokens.token();
            }

            @Override
            public Optional<String> refresh() {
                return tokens.refresh();
            }
        };
        return new SocrataClient(properties, new SocrataHttp(properties, retry, unlessPriming, mapper,
                "datasf-mcp/" + build.version()));
    }
}
