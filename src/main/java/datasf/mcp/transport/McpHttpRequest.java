package datasf.mcp.transport;

import java.util.Locale;
import java.util.Map;

/**
 * An HTTP request to {@code /mcp}, independent of where it came from (API Gateway event, local
 * socket, test). Header names are lower-case; repeated headers are joined with a comma.
 */
public record McpHttpRequest(String method, Map<String, String> headers, String body) {

    public String header(String name) {
        return headers.get(name.toLowerCase(Locale.ROOT));
    }
}
