package datasf.mcp.transport;

/**
 * What carried a JSON-RPC message to the server, named in the errors that refuse it: a client
 * told "one JSON value per POST" over stdio would look for a POST it never sent.
 */
public enum MessageFraming {
    /** Streamable HTTP: a POST's body. */
    HTTP_POST("POST", "the body"),
    /** stdio: one line of the server's stdin. */
    STDIO_LINE("line", "the line");

    private final String unit;
    private final String container;

    MessageFraming(String unit, String container) {
        this.unit = unit;
        this.container = container;
    }

    /** "POST", "line": what carries exactly one message. */
    String unit() {
        return unit;
    }

    /** "the body", "the line": what a malformed message is. */
    String container() {
        return container;
    }
}
