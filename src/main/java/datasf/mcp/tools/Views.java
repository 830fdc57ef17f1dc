package datasf.mcp.tools;

/**
 * The MCP Apps views ({@code ui://} resources) tools can name in {@link McpTool#viewUri()}.
 * Each is served by a resource of its own (the resources package).
 */
public final class Views {

    /** Table, chart and provenance of a tabular answer (query_datasf, aggregate, distinct_values). */
    public static final String RESULTS = "ui://datasf/results.html";

    private Views() {}
}
