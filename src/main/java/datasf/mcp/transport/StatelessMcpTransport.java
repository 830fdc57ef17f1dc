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
 * is answered by {@link McpDispatcher}, which a stdio binding shares.
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

    /** Answers a POST to /mcp. */
    public McpHttpResponse handle(McpHttpRequest request, McpTransportContext context) {
        Optional<McpHttpResponse> refusal = guard.check(request);
        if (refusal.isPresent()) {
            return refusal.get();
        }
        RequestMetrics metrics = RequestScope.current();
        JsonRpcMessageReader.Read read = reader.read(request.body(), metrics);
        if (read.refusal() != null) {
            return read.refusal();
        }
        McpReply reply = dispatcher.dispatch(read.message(), McpHeaders.of(request.headers()), context);
        return reply.hasBody() ? McpHttpResponse.json(reply.httpStatus(), reply.body()) : McpHttpResponse.accepted();
    }
}
