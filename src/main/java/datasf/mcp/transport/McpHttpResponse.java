package datasf.mcp.transport;

import java.util.Map;

/** What the endpoint answers: status, extra headers and a JSON body (empty for 202). */
public record McpHttpResponse(int status, Map<String, String> headers, String body) {

    public static McpHttpResponse json(int status, String body) {
        return new McpHttpResponse(status, Map.of("Content-Type", "application/json"), body);
    }

    /** A refusal with a JSON-RPC error body ({@code "id": null}), for answers outside the transport. */
    public static McpHttpResponse error(int status, String message) {
        return status >= 500
                ? JsonRpcErrors.http(status, JsonRpcErrors.INTERNAL_ERROR, message)
                : JsonRpcErrors.http(status, message);
    }

    public static McpHttpResponse accepted() {
        return new McpHttpResponse(202, Map.of(), "");
    }
}
