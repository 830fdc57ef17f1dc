package datasf.mcp.transport;

/**
 * The answer to one MCP message, whatever binding carried it: the JSON-RPC response's text (empty
 * when a notification or a response needs none) and the HTTP status that Streamable HTTP gives it
 * (stdio has no status: it writes the body, and logs the status as HTTP would answer). What the
 * HTTP binding sends, headers included, is an {@link McpHttpResponse}.
 */
public record McpReply(int httpStatus, String body) {

    /** Nothing to send back: HTTP answers 202 with an empty body. */
    public static McpReply none() {
        return new McpReply(202, "");
    }

    public boolean hasBody() {
        return !body.isEmpty();
    }

    /** A JSON-RPC error body with its status, for a message refused before it is answered. */
    static McpReply refusal(int status, int code, String message) {
        return new McpReply(status, JsonRpcErrors.body(code, message));
    }

    /** As Streamable HTTP sends it: the JSON body, or 202 without one. */
    McpHttpResponse overHttp() {
        return hasBody() ? McpHttpResponse.json(httpStatus, body) : McpHttpResponse.accepted();
    }
}
