package datasf.mcp.transport;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.transport.modern.McpHeaders;
import io.modelcontextprotocol.common.McpTransportContext;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * MCP streamable HTTP, stateless: every POST carries one JSON-RPC message and gets its answer in
 * the same HTTP response, so any Lambda instance can serve any request. No session id is issued
 * and no SSE stream is opened (GET/DELETE get 405). Both eras are served here, chosen per request:
 * 2026-07-28 (the version in {@code _meta}) and 2025-11-25 and before ({@code initialize}).
 *
 * <p>The controller (Lambda or local) hands us requests through {@link #handle}. The HTTP rules
 * are {@link RequestGuard}'s, reading the body is {@link JsonRpcMessageReader}'s, and the message
 * is answered by {@link McpDispatcher}; a stdio binding comes in through {@link #answer}.
 */
@Singleton
public class StatelessMcpTransport {

    private final RequestGuard guard;
    private final JsonRpcMessageReader reader;
    private final McpDispatcher dispatcher;

    public StatelessMcpTransport(RequestGuard guard, ObjectMapper mapper, McpDispatcher dispatcher) {
        this.guard = guard;
        this.reader = new JsonRpcMessageReader(mapper);
        this.dispatcher = dispatcher;
    }

    /**
     * The answer to a message a binding would not read whole because it is over the size limit
     * (a stdio line): the same error an oversized POST gets.
     */
    public McpReply oversized(MessageFraming framing) {
        return guard.oversized(framing);
    }

    /** Answers a POST to /mcp: the HTTP rules first, then the message. */
    public McpHttpResponse handle(McpHttpRequest request, McpTransportContext context) {
        Optional<McpHttpResponse> refusal = guard.check(request);
        if (refusal.isPresent()) {
            return refusal.get();
        }
        return answer(request.body(), MessageFraming.HTTP_POST, McpHeaders.of(request.headers()), context)
                .overHttp();
    }

    /**
     * Answers one JSON-RPC message given as text, whatever carried it: a POST's body, or a line of
     * a stdio client's stdin. Everything MCP's rules say about a message is here (reading it,
     * refusing it, the era's answer through {@link McpDispatcher}); what stays with {@link #handle}
     * is HTTP's own. The status is the one Streamable HTTP answers with; a binding without statuses
     * sends the body alone, and nothing when the body is empty (a notification, a response).
     *
     * @param headers the binding's headers ({@link McpHeaders#NONE} on stdio)
     */
    public McpReply answer(String message, MessageFraming framing, McpHeaders headers, McpTransportContext context) {
        RequestMetrics metrics = RequestScope.current();
        JsonRpcMessageReader.Read read = reader.read(message, framing, metrics);
        if (read.refusal() != null) {
            return read.refusal();
        }
        return dispatcher.dispatch(read.message(), headers, context);
    }
}
