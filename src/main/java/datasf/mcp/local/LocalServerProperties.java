package datasf.mcp.local;

import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
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
        @Bindable(defaultValue = "8080") int port,
        @Bindable(defaultValue = "10s") Duration clientTimeout) {

    public LocalServerProperties {
        if (port < 0 || port > 65535) {
            throw new InvalidSettingException("datasf.local.port", "a port number, 0 to 65535", port);
        }
        Settings.requirePositive(clientTimeout, "datasf.local.client-timeout");
    }
}
