package datasf.mcp.transport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.server.ServerDescription;
import datasf.mcp.transport.modern.Discovery;
import datasf.mcp.transport.modern.McpHeaders;
import datasf.mcp.transport.modern.ModernErrors;
import datasf.mcp.transport.modern.ModernRequestRules;
import datasf.mcp.transport.modern.ModernResults;
import datasf.mcp.transport.modern.RpcFailure;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * A request of the modern era (2026-07-28), answered statelessly: checked against the revision's
 * rules ({@link ModernRequestRules}), then {@code server/discover} from the server's description,
 * and every other method by the same handler a legacy request reaches ({@link SdkServerBridge}),
 * its result completed for the revision ({@link ModernResults}) and its error recoded
 * ({@link ModernErrors}). Nothing is streamed: the answer is one JSON response, so no
 * {@code notifications/message} is ever sent, asked for or not.
 */
@Singleton
final class ModernEra {

    private final ObjectMapper mapper;
    private final SdkServerBridge sdk;
    private final RpcReplies replies;
    private final ServerDescription description;
    private final JsonNode serverInfo;

    ModernEra(ObjectMapper mapper, SdkServerBridge sdk, RpcReplies replies, ServerDescription description) {
        this.mapper = mapper;
        this.sdk = sdk;
        this.replies = replies;
        this.description = description;
        this.serverInfo = mapper.valueToTree(description.implementation());
    }

    McpReply answer(
            JsonNode message, McpSchema.JSONRPCRequest request, McpHeaders headers, McpTransportContext context) {
        JsonNode id = message.get("id");
        Optional<RpcFailure> refused = ModernRequestRules.check(message, headers);
        if (refused.isPresent()) {
            return replies.failure(id, refused.get());
        }
        ObjectNode response = mapper.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", id);
        if ("server/discover".equals(request.method())) {
            response.set(
                    "result",
                    completed(
                            request.method(),
                            Discovery.result(
                                    mapper.valueToTree(description.capabilities()), description.instructions())));
            return new McpReply(200, replies.serialized(response, id, request.method()));
        }
        McpSchema.JSONRPCResponse answer = sdk.answer(request, message.get("params"), context);
        if (answer.error() != null) {
            int code = ModernErrors.code(answer.error().code());
            RequestScope.current().rpcError(code);
            ObjectNode error = response.putObject("error")
                    .put("code", code)
                    .put("message", answer.error().message());
            if (answer.error().data() != null) {
                error.set("data", mapper.valueToTree(answer.error().data()));
            }
        } else {
            response.set("result", completed(request.method(), answer.result()));
        }
        return new McpReply(200, replies.serialized(response, id, request.method()));
    }

    /** The result as a tree, completed for the revision. */
    private ObjectNode completed(String method, Object result) {
        ObjectNode tree = mapper.valueToTree(result);
        ModernResults.complete(method, tree, serverInfo);
        return tree;
    }
}
