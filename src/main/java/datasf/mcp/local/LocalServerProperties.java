package datasf.mcp.local;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/**
 * The local server ({@code java -jar target/datasf-mcp.jar}); Lambda does not read it.
 *
 * @param port the port on 127.0.0.1 (0 picks a free one)
 */
@ConfigurationProperties("datasf.local")
public record LocalServerProperties(
        @Bindable(defaultValue = "8080")
        @Min(value = 0, message = "datasf.local.port (PORT) must be a port number, 0 to 65535")
        @Max(value = 65535, message = "datasf.local.port (PORT) must be a port number, 0 to 65535")
        int port) {}
