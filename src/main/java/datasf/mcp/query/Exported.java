package datasf.mcp.query;

/**
 * An answer whose whole result can be downloaded: its export and the source it came from, from
 * which the server also makes the MCP resource link that hosts show as a download.
 */
public interface Exported {

    /** The export, or null when the answer has none. */
    Export export();

    Source source();
}
