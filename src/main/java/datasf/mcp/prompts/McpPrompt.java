package datasf.mcp.prompts;

import io.modelcontextprotocol.server.McpStatelessServerFeatures;

/** A prompt the client can offer its user; a bean, collected by the server like the tools. */
public interface McpPrompt {

    McpStatelessServerFeatures.SyncPromptSpecification specification();
}
