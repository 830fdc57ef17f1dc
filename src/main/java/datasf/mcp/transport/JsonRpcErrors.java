package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.JsonFactory;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.regex.Pattern;

/**
 * JSON-RPC error answers: the bodies of failures the transport answers itself (id null: none was
 * read), and the SDK's own error responses made fit for a client (no Java names, binding failures
 * answered as the client's mistake).
 */
final class JsonRpcErrors {

    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int INTERNAL_ERROR = -32603;
    /** Implementation-defined server error: used for HTTP-level refusals (406, 415, 403...). */
    static final int SERVER_ERROR = -32000;

    /**
     * A fully qualified Java name ("com.fasterxml.jackson...", "java.lang.String") or a Jackson
     * backtick-quoted type: error text carrying one is replaced before it reaches a client.
     */
    private static final Pattern JAVA_NAME = Pattern.compile(
            "\\b(?:java|javax|jakarta|com|org|io|reactor|datasf|sun)\\.[a-z_$][\\w$]*\\.[\\w$.]+|`[\\w$.]+`");

    private static final ObjectMapper MAPPER = JsonFactory.create();

    private JsonRpcErrors() {}

    static McpHttpResponse http(int status, String message) {
        return McpHttpResponse.json(status, body(status == 400 ? INVALID_REQUEST : SERVER_ERROR, message));
    }

    static McpHttpResponse http(int status, int code, String message) {
        return McpHttpResponse.json(status, body(code, message));
    }

    static String body(int code, String message) {
        String quoted;
        try {
            quoted = MAPPER.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            quoted = "\"error\"";
        }
        // written by hand: "id": null must be present, and the mapper omits nulls
        return "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":" + code + ",\"message\":" + quoted + "}}";
    }

    /** True when a message would show a client Java internals. */
    static boolean leaksInternals(String message) {
        return message != null
                && (JAVA_NAME.matcher(message).find() || message.contains("Exception") || message.contains("\tat "));
    }

    static McpSchema.JSONRPCResponse response(Object id, int code, String message) {
        return new McpSchema.JSONRPCResponse(
                "2.0", id, null, new McpSchema.JSONRPCResponse.JSONRPCError(code, message, null));
    }

    /**
     * Params the SDK could not bind although {@link JsonRpcParams} let them through (a shape inside
     * them it checks no further, e.g. initialize's capabilities): still the client's mistake, -32602.
     */
    static McpSchema.JSONRPCResponse paramsNotBound(Object id) {
        return response(
                id, McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params: the params object does not match the method");
    }

    /** Jackson's convertValue (how the SDK binds params) wraps its binding errors in IllegalArgumentException. */
    static boolean isBindingFailure(RuntimeException e) {
        return e instanceof IllegalArgumentException && e.getCause() instanceof JsonMappingException;
    }

    /**
     * Whether the SDK turned its binding failure into an "internal" error: it copies a Jackson
     * binding error's message into a -32603 when the failure happens inside its reactive handler,
     * and Jackson appends the location, " at [Source: ...]".
     */
    static boolean isBindingError(McpSchema.JSONRPCResponse response) {
        return response.error() != null
                && response.error().code() == INTERNAL_ERROR
                && response.error().message() != null
                && response.error().message().contains(" at [Source: ");
    }

    /**
     * The SDK puts exception messages into JSON-RPC errors (e.g. Jackson's "Cannot deserialize
     * value of type `...McpSchema$CallToolRequest`" for malformed params). Those name Java classes,
     * which a client must never see; they are replaced by a plain statement of the problem.
     */
    static McpSchema.JSONRPCResponse withoutInternals(McpSchema.JSONRPCResponse response) {
        McpSchema.JSONRPCResponse.JSONRPCError error = response.error();
        if (error == null || !leaksInternals(error.message())) {
            return response;
        }
        String message = switch (error.code()) {
            case McpSchema.ErrorCodes.INVALID_PARAMS -> "Invalid params: the params object does not match the method";
            case McpSchema.ErrorCodes.INTERNAL_ERROR -> "Internal error";
            default -> "Request failed";
        };
        return response(response.id(), error.code(), message);
    }

    /** The SDK's message for a tools/call of a tool it does not have: a placeholder, not the name. */
    private static final String SDK_UNKNOWN_TOOL = "Unknown tool: invalid_tool_name";

    /**
     * The SDK answers a call of a tool it does not have with the literal placeholder "Unknown tool:
     * invalid_tool_name"; the client gets the name it called and how to find the right one.
     */
    static McpSchema.JSONRPCResponse namingTheUnknownTool(
            McpSchema.JSONRPCRequest request, McpSchema.JSONRPCResponse response) {
        McpSchema.JSONRPCResponse.JSONRPCError error = response.error();
        if (error == null || !SDK_UNKNOWN_TOOL.equals(error.message())) {
            return response;
        }
        Object name = request.params() instanceof java.util.Map<?, ?> params ? params.get("name") : null;
        String called = name == null ? "" : String.valueOf(name);
        if (called.length() > 64) {
            called = called.substring(0, 64) + "...";
        }
        return response(
                response.id(),
                error.code(),
                "Unknown tool: " + MAPPER.valueToTree(called) + "; call tools/list for the tools this server has");
    }
}
