package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.transport.modern.RpcFailure;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** JSON-RPC responses as text: the era rules' refusals, and any response, safely written. */
@Singleton
class RpcReplies {

    private static final Logger LOG = LoggerFactory.getLogger(RpcReplies.class);

    private final ObjectMapper mapper;

    RpcReplies(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** A refusal with its HTTP status, carrying the request's id (none for a notification). */
    McpReply failure(JsonNode id, RpcFailure failure) {
        RequestScope.current().rpcError(failure.code());
        RequestScope.current().httpError(failure.errorType());
        ObjectNode response = mapper.createObjectNode().put("jsonrpc", "2.0");
        if (id != null) {
            response.set("id", id);
        }
        ObjectNode error =
                response.putObject("error").put("code", failure.code()).put("message", failure.message());
        if (failure.data() != null) {
            error.set("data", mapper.valueToTree(failure.data()));
        }
        return new McpReply(failure.httpStatus(), serialized(response, id, "error"));
    }

    /** The response's text; a response that cannot be written is an internal error, said so. */
    String serialized(Object response, JsonNode id, String method) {
        try {
            return mapper.writeValueAsString(response);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            LOG.error("response to {} could not be serialized: {}", LogText.safe(method), LogText.safe(e.toString()));
            ObjectNode error = mapper.createObjectNode().put("jsonrpc", "2.0");
            error.set("id", id);
            error.putObject("error")
                    .put("code", JsonRpcErrors.INTERNAL_ERROR)
                    .put("message", "Internal error: the response could not be serialized");
            return error.toString();
        }
    }
}
