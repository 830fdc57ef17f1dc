package datasf.mcp.resources;

import java.util.List;
import java.util.Map;

/**
 * The wire names of the MCP Apps extension ({@code io.modelcontextprotocol/ui}, SEP-1865, spec
 * 2026-01-26): how the server declares it, how a tool names the view that renders its results, and
 * how a view's resource is typed. Hosts without the extension ignore all of it.
 */
public final class McpApps {

    /** The extension's identifier, the key under {@code capabilities.extensions}. */
    public static final String EXTENSION_ID = "io.modelcontextprotocol/ui";

    /** The only view content type the extension defines. */
    public static final String HTML_MIME_TYPE = "text/html;profile=mcp-app";

    private McpApps() {}

    /**
     * The extension's entry in the server's {@code capabilities.extensions}: the settings object
     * the specification defines for the extension, whose one required field lists the view
     * content types (the server serves HTML views).
     */
    public static Map<String, Map<String, Object>> capability() {
        return Map.of(EXTENSION_ID, Map.of("mimeTypes", List.of(HTML_MIME_TYPE)));
    }

    /** A tool's {@code _meta}: {@code {"ui": {"resourceUri": uri}}}, the view that renders its results. */
    public static Map<String, Object> toolMeta(String viewUri) {
        return Map.of("ui", Map.of("resourceUri", viewUri));
    }
}
