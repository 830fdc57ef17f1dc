package datasf.mcp.transport;

/**
 * The answer to one MCP message, whatever binding carried it: the JSON-RPC response's text (empty
 * when a notification or a response needs none) and the HTTP status that Streamable HTTP gives it
 * (stdio has no status and ignores it).
 */
public record McpReply(int httpStatus, String body) {

    /** Nothing to send back: HTTP answers 202 with an empty body. */
    public static McpReply none() {
        return new McpReply(202, "");
    }

    public boolean hasBody() {
        return !body.isEmpty();
    }
}
