package datasf.mcp.server;

import io.modelcontextprotocol.server.McpStatelessServerFeatures;

/**
 * Resources, resource templates and prompts as beans, collected by {@link McpServerFactory} like
 * the tools: adding one means adding one class.
 */
public final class McpFeatures {

    private McpFeatures() {}

    /** A fixed resource, e.g. {@code datasf://categories}. */
    public interface Resource {
        McpStatelessServerFeatures.SyncResourceSpecification specification();
    }

    /** A family of resources addressed by a URI template. */
    public interface ResourceTemplate {
        McpStatelessServerFeatures.SyncResourceTemplateSpecification specification();
    }

    /** A prompt the client can offer its user. */
    public interface Prompt {
        McpStatelessServerFeatures.SyncPromptSpecification specification();
    }
}
