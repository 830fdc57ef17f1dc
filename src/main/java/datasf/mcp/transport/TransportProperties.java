package datasf.mcp.transport;

import datasf.mcp.config.Settings;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import java.util.List;

/**
 * Inbound HTTP rules for {@code /mcp}.
 *
 * @param allowedOrigins browser origins allowed to call the endpoint, comma-separated
 *     (DNS-rebinding protection; others get 403); requests without an Origin header (every
 *     non-browser MCP client) are unaffected
 * @param maxBodyBytes largest request body accepted (413 above)
 * @param localMode set by the local server: also requires a localhost Host header, because a
 *     local server is what DNS-rebinding attacks aim at
 */
@ConfigurationProperties("datasf.transport")
public record TransportProperties(
        @Bindable(defaultValue = "") List<String> allowedOrigins,
        @Bindable(defaultValue = "1048576") int maxBodyBytes,
        @Bindable(defaultValue = "false") boolean localMode) {

    public TransportProperties {
        // below this, even an initialize request is refused with 413
        Settings.requireAtLeast(maxBodyBytes, 1024, "datasf.transport.max-body-bytes");
        allowedOrigins = allowedOrigins == null
                ? List.of()
                : allowedOrigins.stream()
                        .map(String::trim)
                        .filter(s -> !s.isEmpty())
                        .toList();
    }
}
