package datasf.mcp.server;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * Who the server is and what it offers, in one place for both eras: the legacy {@code initialize}
 * answer (built by the SDK from this) and the modern {@code server/discover} answer and results'
 * {@code _meta} (built by the transport from this).
 */
public record ServerDescription(
        String name, String version, String instructions, McpSchema.ServerCapabilities capabilities) {

    /** {@code {"name": ..., "version": ...}}, MCP's Implementation. */
    public Map<String, String> implementation() {
        return Map.of("name", name, "version", version);
    }
}
