package datasf.mcp.resources;

import datasf.mcp.errors.ErrorType;
import datasf.mcp.errors.ToolException;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * A classified failure while reading a resource, as the JSON-RPC error the client receives. A
 * resource that does not exist carries its URI in the error's data, as the SDK's own not-found
 * answer does (2026-07-28 asks for it).
 */
final class ResourceErrors {

    /** MCP's code for a resource that does not exist. */
    static final int RESOURCE_NOT_FOUND = -32002;

    private ResourceErrors() {}

    static McpError of(ToolException e, String uri) {
        int code = switch (e.type()) {
            case NOT_FOUND -> RESOURCE_NOT_FOUND;
            case VALIDATION -> McpSchema.ErrorCodes.INVALID_PARAMS;
            default -> McpSchema.ErrorCodes.INTERNAL_ERROR;
        };
        String message = e.getMessage()
                + (e.type() == ErrorType.NOT_FOUND || e.details() == null ? "" : " (" + e.details() + ")");
        McpError.Builder error = McpError.builder(code).message(message);
        return (e.type() == ErrorType.NOT_FOUND ? error.data(Map.of("uri", uri)) : error).build();
    }
}
