package datasf.mcp.transport;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/** Whether a parsed JSON object is a JSON-RPC 2.0 message as MCP uses them. */
final class JsonRpcShape {

    private JsonRpcShape() {}

    /** The reason the object is not a JSON-RPC message, or empty when it is one. */
    static Optional<String> check(JsonNode json) {
        if (!json.isObject()) {
            return Optional.of("expected a JSON-RPC object");
        }
        if (!"2.0".equals(json.path("jsonrpc").textValue())) {
            return Optional.of("\"jsonrpc\" must be \"2.0\"");
        }
        JsonNode id = json.get("id");
        if (id != null && !(id.isTextual() || id.isIntegralNumber())) {
            return Optional.of("\"id\" must be a string or an integer");
        }
        JsonNode method = json.get("method");
        if (method != null) {
            if (!method.isTextual() || method.textValue().isEmpty()) {
                return Optional.of("\"method\" must be a non-empty string");
            }
            JsonNode params = json.get("params");
            if (params != null && !params.isObject()) {
                return Optional.of("\"params\" must be an object");
            }
            return Optional.empty();
        }
        boolean hasResult = json.has("result");
        boolean hasError = json.has("error");
        if (id != null && hasResult != hasError) {
            return Optional.empty(); // a response from the client
        }
        return Optional.of(
                "not a request, notification or response (needs \"method\", or \"id\" with \"result\" or \"error\")");
    }
}
