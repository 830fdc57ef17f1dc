package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.server.RequestLogFields;
import datasf.mcp.transport.modern.EraSelector;
import datasf.mcp.transport.modern.McpHeaders;
import datasf.mcp.transport.modern.RequestHeaderRules;
import datasf.mcp.transport.modern.RpcFailure;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * One MCP message in, its answer out, whatever binding carried it: the entry that Streamable HTTP
 * ({@link StatelessMcpTransport}) and a stdio binding share. It picks the message's era
 * ({@link EraSelector}: from the message and its headers alone, statelessly) and answers by that
 * era's rules: legacy requests as a 2025-11-25 server (held only to the rule, for every era,
 * that the {@code Mcp-Method} and {@code Mcp-Name} headers, where sent, repeat the body), modern
 * ones through {@link ModernEra}. Either way the tools, resources and prompts run through
 * {@link SdkServerBridge#answer}, with the revision the request speaks in their context
 * ({@link RequestRevision}).
 */
@Singleton
public class McpDispatcher {

    private final ObjectMapper mapper;
    private final SdkServerBridge sdk;
    private final ModernEra modern;
    private final RpcReplies replies;

    public McpDispatcher(ObjectMapper mapper, SdkServerBridge sdk, ModernEra modern, RpcReplies replies) {
        this.mapper = mapper;
        this.sdk = sdk;
        this.modern = modern;
        this.replies = replies;
    }

    /**
     * Answers a message already read as one JSON-RPC message ({@link JsonRpcMessageReader}).
     *
     * @param headers the binding's headers ({@link McpHeaders#NONE} on stdio)
     */
    public McpReply dispatch(JsonNode message, McpHeaders headers, McpTransportContext context) {
        RequestMetrics metrics = RequestScope.current();
        RequestLogFields.record(message, metrics);
        if (!message.has("method")) {
            return McpReply.none(); // a response to a server request: nothing to do statelessly
        }
        EraSelector.Era era = EraSelector.choose(message, headers);
        JsonNode id = message.get("id");
        if (era.kind() == EraSelector.Era.Kind.UNSUPPORTED) {
            return replies.failure(id, RpcFailure.unsupportedVersion(era.requested()));
        }
        if (id == null) {
            // No notification changes anything here (there is no session to initialize and no
            // in-flight request to cancel across POSTs), so none reaches the SDK, which would log
            // each one, client-chosen method name included.
            return McpReply.none();
        }
        McpSchema.JSONRPCRequest request;
        try {
            request = mapper.treeToValue(message, McpSchema.JSONRPCRequest.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            metrics.httpError("invalid_request");
            return new McpReply(
                    400,
                    JsonRpcErrors.body(JsonRpcErrors.INVALID_REQUEST, "Invalid Request: malformed JSON-RPC request"));
        }
        McpTransportContext spoken = RequestRevision.of(era, headers, context);
        if (era.kind() == EraSelector.Era.Kind.MODERN) {
            return modern.answer(message, request, headers, spoken);
        }
        // headers a legacy client (or a gateway) sent must not contradict the body either
        Optional<RpcFailure> mismatch = RequestHeaderRules.whereSent(message, headers);
        if (mismatch.isPresent()) {
            return replies.failure(id, mismatch.get());
        }
        McpSchema.JSONRPCResponse response = sdk.answer(request, message.get("params"), spoken);
        if (response.error() != null) {
            metrics.rpcError(response.error().code());
        }
        return new McpReply(200, replies.serialized(response, id, request.method()));
    }
}
