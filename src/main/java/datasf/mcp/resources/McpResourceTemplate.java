package datasf.mcp.resources;

import io.modelcontextprotocol.server.McpStatelessServerFeatures;

/** A family of resources addressed by a URI template; a bean, collected by the server like the tools. */
public interface McpResourceTemplate {

    McpStatelessServerFeatures.SyncResourceTemplateSpecification specification();
}
