package datasf.mcp.transport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.JsonFactory;
import java.util.regex.Pattern;

/** JSON-RPC error bodies for failures the transport answers itself (id is null: none was read). */
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
        return message != null && (JAVA_NAME.matcher(message).find() || message.contains("Exception")
                || message.contains("\tat "));
    }
}
