package datasf.mcp.transport;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.observability.LogText;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * The MCP SDK's side of our transport: the SDK hands its request handler over through
 * {@link #setMcpHandler}, and every request of either era that a handler answers (the tools,
 * resources and prompts) reaches it through {@link #answer}, the one code path that runs them.
 * Params are checked first ({@link JsonRpcParams}); a failure is answered in JSON-RPC's shape,
 * never with a Java name.
 */
@Singleton
public class SdkServerBridge implements McpStatelessServerTransport {

    private static final Logger LOG = LoggerFactory.getLogger(SdkServerBridge.class);

    private volatile McpStatelessServerHandler handler;

    @Override
    public void setMcpHandler(McpStatelessServerHandler mcpHandler) {
        this.handler = mcpHandler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /**
     * The legacy revisions, which the SDK negotiates in {@code initialize}, oldest first: it answers
     * a version it does not know with the last one.
     */
    @Override
    public List<String> protocolVersions() {
        return List.of("2025-03-26", "2025-06-18", "2025-11-25");
    }

    /** The SDK's answer when the params pass {@link JsonRpcParams}; a failure to bind them is the client's mistake. */
    McpSchema.JSONRPCResponse answer(McpSchema.JSONRPCRequest request, JsonNode params, McpTransportContext context) {
        Optional<String> badParams = JsonRpcParams.check(request.method(), params);
        if (badParams.isPresent()) {
            return JsonRpcErrors.response(
                    request.id(), McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params: " + badParams.get());
        }
        McpSchema.JSONRPCResponse response;
        try {
            response = handler.handleRequest(context, request)
                    .contextWrite(ctx -> ctx.put(McpTransportContext.KEY, context))
                    .block();
        } catch (RuntimeException e) {
            if (JsonRpcErrors.isBindingFailure(e)) {
                return paramsNotBound(request);
            }
            LOG.error("request {} failed: {}", LogText.safe(request.method()), LogText.safe(e.toString()));
            return JsonRpcErrors.response(request.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error");
        }
        if (response == null) {
            return JsonRpcErrors.response(request.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error: no response");
        }
        if (JsonRpcErrors.isBindingError(response)) {
            return paramsNotBound(request);
        }
        return JsonRpcErrors.withoutInternals(JsonRpcErrors.namingTheUnknownTool(request, response));
    }

    /** The client's mistake, -32602, and a warning (not an error) that says a params check is missing. */
    private static McpSchema.JSONRPCResponse paramsNotBound(McpSchema.JSONRPCRequest request) {
        LOG.warn("request {} had params the SDK could not bind", LogText.safe(request.method()));
        return JsonRpcErrors.paramsNotBound(request.id());
    }
}
