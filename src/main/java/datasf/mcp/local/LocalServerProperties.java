package datasf.mcp.local;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.time.Duration;

/**
 * The local server ({@code java -jar target/datasf-mcp.jar}); Lambda does not read it.
 *
 * @param port the port on 127.0.0.1 (0 picks a free one)
 * @param clientTimeout how long a client may take to send a request's body, and again to take
 *     its answer (the jar also bounds receiving a whole request, headers included, by it, in whole
 *     seconds); a slower client is disconnected, so it holds a thread no longer than that
 */
@ConfigurationProperties("datasf.local")
public record LocalServerProperties(
        @Bindable(defaultValue = "8080")
        @Min(value = 0, message = "datasf.local.port (PORT) must be a port number, 0 to 65535")
        @Max(value = 65535, message = "datasf.local.port (PORT) must be a port number, 0 to 65535")
        int port,

        @Bindable(defaultValue = "10s") Duration clientTimeout) {

    public LocalServerProperties {
        if (clientTimeout == null || clientTimeout.isZero() || clientTimeout.isNegative()) {
            throw new IllegalArgumentException(
                    "datasf.local.client-timeout (DATASF_LOCAL_CLIENT_TIMEOUT) must be a positive duration such as"
                            + " 10s, was " + clientTimeout);
        }
    }
}
