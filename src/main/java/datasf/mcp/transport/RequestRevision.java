package datasf.mcp.transport;

import datasf.mcp.server.ClientProtocol;
import datasf.mcp.transport.modern.EraSelector;
import datasf.mcp.transport.modern.McpHeaders;
import datasf.mcp.transport.modern.ProtocolVersions;
import io.modelcontextprotocol.common.McpTransportContext;

/**
 * The MCP revision one request speaks, added to the context its handler runs with
 * ({@link ClientProtocol#CONTEXT_KEY}), so that its answer holds what that revision has (a
 * {@code resource_link} from 2025-06-18 on) and nothing a client of an older one could refuse.
 * Read per request, statelessly: the modern revision of a modern request; for a legacy one the
 * {@code MCP-Protocol-Version} header every request after {@code initialize} carries, else what the
 * binding's own handshake negotiated (stdio has no headers, see {@link #NEGOTIATED}), else
 * 2025-03-26, which the 2025 revisions say a server without either assumes.
 */
public final class RequestRevision {

    /**
     * The context key under which a binding that keeps a session (stdio) passes the revision its
     * {@code initialize} negotiated.
     */
    public static final String NEGOTIATED = "datasf.negotiated_protocol_version";

    /** What a legacy request without a header or a negotiated revision speaks. */
    static final String ASSUMED = "2025-03-26";

    private RequestRevision() {}

    static McpTransportContext of(EraSelector.Era era, McpHeaders headers, McpTransportContext context) {
        String revision =
                era.kind() == EraSelector.Era.Kind.MODERN ? ProtocolVersions.MODERN : legacy(headers, context);
        return key -> ClientProtocol.CONTEXT_KEY.equals(key) ? revision : context.get(key);
    }

    private static String legacy(McpHeaders headers, McpTransportContext context) {
        String header = headers.get(McpHeaders.PROTOCOL_VERSION);
        if (header != null) {
            return header;
        }
        return context.get(NEGOTIATED) instanceof String negotiated ? negotiated : ASSUMED;
    }
}
