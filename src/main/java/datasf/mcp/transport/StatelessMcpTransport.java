package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.server.RequestLogFields;
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
 * MCP streamable HTTP, stateless: every POST carries one JSON-RPC message and gets its answer in
 * the same HTTP response, so any Lambda instance can serve any request. No session id is issued
 * and no SSE stream is opened (GET/DELETE get 405).
 *
 * <p>The SDK has no Micronaut transport; this class is ours. The SDK hands us its request handler
 * through {@link #setMcpHandler}; the controller (Lambda or local) hands us requests through
 * {@link #handle}. The HTTP rules are {@link RequestGuard}'s, reading the body is
 * {@link JsonRpcMessageReader}'s, and every error answer is shaped by {@link JsonRpcErrors}.
 */
@Singleton
public class StatelessMcpTransport implements McpStatelessServerTransport {

    private static final Logger LOG = LoggerFactory.getLogger(StatelessMcpTransport.class);

    private final RequestGuard guard;
    private final ObjectMapper mapper;
    private final JsonRpcMessageReader reader;
    private volatile McpStatelessServerHandler handler;

    public StatelessMcpTransport(RequestGuard guard, ObjectMapper mapper) {
        this.guard = guard;
        this.mapper = mapper;
        this.reader = new JsonRpcMessageReader(mapper);
    }

    @Override
    public void setMcpHandler(McpStatelessServerHandler mcpHandler) {
        this.handler = mcpHandler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    @Override
    public List<String> protocolVersions() {
        return List.of("2025-03-26", "2025-06-18", "2025-11-25");
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
        JsonNode json = read.message();
        RequestLogFields.record(json, metrics);
        if (!json.has("method")) {
            return McpHttpResponse.accepted(); // a response to a server request: nothing to do statelessly
        }
        if (!json.has("id")) {
            return notification();
        }
        return request(json, context);
    }

    /**
     * Stateless, tools only: no notification changes anything here (there is no session to
     * initialize and no in-flight request to cancel across POSTs), and no handler is registered
     * for any. So they are acknowledged without reaching the SDK, which would log each one,
     * client-chosen method name included.
     */
    private static McpHttpResponse notification() {
        return McpHttpResponse.accepted();
    }

    private McpHttpResponse request(JsonNode json, McpTransportContext context) {
        McpSchema.JSONRPCRequest rpcRequest;
        try {
            rpcRequest = mapper.treeToValue(json, McpSchema.JSONRPCRequest.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            RequestScope.current().httpError("invalid_request");
            return JsonRpcErrors.http(
                    400, JsonRpcErrors.INVALID_REQUEST, "Invalid Request: malformed JSON-RPC request");
        }
        McpSchema.JSONRPCResponse response = JsonRpcErrors.withoutInternals(
                JsonRpcErrors.namingTheUnknownTool(rpcRequest, answer(rpcRequest, json.get("params"), context)));
        if (response.error() != null) {
            RequestScope.current().rpcError(response.error().code());
        }
        try {
            return McpHttpResponse.json(200, mapper.writeValueAsString(response));
        } catch (JsonProcessingException e) {
            LOG.error(
                    "response to {} could not be serialized: {}",
                    LogText.safe(rpcRequest.method()),
                    LogText.safe(e.toString()));
            return McpHttpResponse.json(
                    200,
                    serialized(JsonRpcErrors.response(
                            rpcRequest.id(),
                            JsonRpcErrors.INTERNAL_ERROR,
                            "Internal error: the response could not be serialized")));
        }
    }

    private String serialized(McpSchema.JSONRPCResponse response) {
        try {
            return mapper.writeValueAsString(response);
        } catch (JsonProcessingException e) {
            return "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}";
        }
    }

    /** The SDK's answer when the params pass {@link JsonRpcParams}; a failure to bind them is the client's mistake. */
    private McpSchema.JSONRPCResponse answer(
            McpSchema.JSONRPCRequest rpcRequest, JsonNode params, McpTransportContext context) {
        Optional<String> badParams = JsonRpcParams.check(rpcRequest.method(), params);
        if (badParams.isPresent()) {
            return JsonRpcErrors.response(
                    rpcRequest.id(), McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params: " + badParams.get());
        }
        McpSchema.JSONRPCResponse response;
        try {
            response = handler.handleRequest(context, rpcRequest)
                    .contextWrite(ctx -> ctx.put(McpTransportContext.KEY, context))
                    .block();
        } catch (RuntimeException e) {
            if (JsonRpcErrors.isBindingFailure(e)) {
                return paramsNotBound(rpcRequest);
            }
            LOG.error("request {} failed: {}", LogText.safe(rpcRequest.method()), LogText.safe(e.toString()));
            return JsonRpcErrors.response(rpcRequest.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error");
        }
        if (response == null) {
            return JsonRpcErrors.response(rpcRequest.id(), JsonRpcErrors.INTERNAL_ERROR, "Internal error: no response");
        }
        if (JsonRpcErrors.isBindingError(response)) {
            return paramsNotBound(rpcRequest);
        }
        return response;
    }

    /** The client's mistake, -32602, and a warning (not an error) that says a params check is missing. */
    private static McpSchema.JSONRPCResponse paramsNotBound(McpSchema.JSONRPCRequest request) {
        LOG.warn("request {} had params the SDK could not bind", LogText.safe(request.method()));
        return JsonRpcErrors.paramsNotBound(request.id());
    }
}
