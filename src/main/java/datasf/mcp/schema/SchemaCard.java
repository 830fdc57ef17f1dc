package datasf.mcp.schema;

/**
 * A dataset's schema with its real row count (a SoQL {@code count(*)}): what get_schema shows.
 *
 * @param cached true when both came from the instance cache, without an upstream call
 */
public record SchemaCard(DatasetSchema schema, long rowCount, boolean cached) {}
