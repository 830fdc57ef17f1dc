package datasf.mcp.server;

import io.modelcontextprotocol.common.McpTransportContext;

/**
 * The MCP revision a request speaks, as the transport puts it in the request's context (the
 * server is stateless: each request carries its own), and what its answer may hold for it.
 */
public final class ClientProtocol {

    /** The context key of the request's revision, e.g. {@code 2025-06-18}. */
    public static final String CONTEXT_KEY = "datasf.protocol_version";

    /** The first revision with {@code resource_link} content in tool results. */
    static final String RESOURCE_LINKS = "2025-06-18";

    private ClientProtocol() {}

    /** Whether the request's revision knows resource links; not when the transport said none. */
    static boolean takesResourceLinks(McpTransportContext context) {
        Object version = context == null ? null : context.get(CONTEXT_KEY);
        // revisions are dates, so they compare as text
        return version instanceof String v && v.matches("\\d{4}-\\d{2}-\\d{2}") && v.compareTo(RESOURCE_LINKS) >= 0;
    }
}
