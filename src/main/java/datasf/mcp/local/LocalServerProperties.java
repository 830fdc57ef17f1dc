package datasf.mcp.local;

import io.micronaut.context.annotation.ConfigurationProperties;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/**
 * The local server ({@code java -jar}).
 *
 * @param port the port on 127.0.0.1, {@code PORT} (default 8080; 0 picks a free one)
 */
@ConfigurationProperties("datasf.local")
public record LocalServerProperties(
        @Min(value = 0, message = "datasf.local.port (PORT) must be a port number, 0 to 65535")
        @Max(value = 65535, message = "datasf.local.port (PORT) must be a port number, 0 to 65535") int port) {
}
