package datasf.mcp.resources;

import io.modelcontextprotocol.server.McpStatelessServerFeatures;

/**
 * A fixed resource, e.g. {@code datasf://categories}. Each is a bean; the server collects every one
 * like the tools, so adding a resource means adding one class.
 */
public interface McpResource {

    McpStatelessServerFeatures.SyncResourceSpecification specification();
}
