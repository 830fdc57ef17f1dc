package datasf.mcp.tools;

/**
 * The MCP Apps views ({@code ui://} resources) tools can name in {@link McpTool#viewUri()}.
 * The resource that serves each one lives in {@code datasf.mcp.resources}.
 */
public final class Views {

    /** Table, chart and provenance of a tabular answer (query_datasf, aggregate, distinct_values). */
    public static final String RESULTS = "ui://datasf/results.html";

    private Views() {}
}
