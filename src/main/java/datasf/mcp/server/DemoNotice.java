package datasf.mcp.server;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * What the demo adds ({@link DemoProperties}): a notice after every tool answer's content, and a
 * first line in the instructions, so neither the LLM nor the person reading its answer takes
 * recorded sample data for San Francisco's current data.
 */
final class DemoNotice {

    static final String ANSWER = "DEMO DATA: this answer comes from a local demo portal of recorded DataSF datasets "
            + "(200 to 2,500 rows of each), not from data.sf.gov; say so when you use it.";

    static final String INSTRUCTIONS = "DEMO: this server answers from a local demo portal of six recorded DataSF "
            + "datasets, not from data.sf.gov; every answer says so. Tell the user the figures are demo data.\n";

    private DemoNotice() {}

    static McpSchema.CallToolResult addTo(McpSchema.CallToolResult result) {
        List<McpSchema.Content> content = new ArrayList<>(result.content());
        content.add(new McpSchema.TextContent(ANSWER));
        return new McpSchema.CallToolResult(content, result.isError(), result.structuredContent(), result.meta());
    }
}
