package datasf.mcp.observability;

import java.util.Locale;

/** How a request ended, as the {@code outcome} field of the request log line. */
public enum Outcome {
    /** A result (or 202 for a notification). */
    OK,
    /** A tools/call answered with {@code isError: true}. */
    TOOL_ERROR,
    /** A JSON-RPC error object in a 200 response. */
    RPC_ERROR,
    /** Refused at the HTTP level (4xx/5xx): transport rules, access keys, limits. */
    HTTP_ERROR;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
