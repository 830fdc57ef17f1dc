package datasf.mcp.resources;

import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;

/** A classified failure while reading a resource, as the JSON-RPC error the client receives. */
final class ResourceErrors {

    /** MCP's code for a resource that does not exist. */
    static final int RESOURCE_NOT_FOUND = -32002;

    private ResourceErrors() {}

    static McpError of(ToolException e) {
        int code = switch (e.type()) {
            case NOT_FOUND -> RESOURCE_NOT_FOUND;
            case VALIDATION -> McpSchema.ErrorCodes.INVALID_PARAMS;
            default -> McpSchema.ErrorCodes.INTERNAL_ERROR;
        };
        String message = e.getMessage()
                + (e.type() == ErrorType.NOT_FOUND || e.details() == null ? "" : " (" + e.details() + ")");
        return McpError.builder(code).message(message).build();
    }
}
