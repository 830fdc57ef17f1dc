package datasf.mcp.query;

/** How rows come back: JSON objects, or CSV text (header + rows), which costs far fewer tokens. */
public enum ResultFormat {
    json,
    csv
}
