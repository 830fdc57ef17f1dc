package datasf.mcp.schema;

/** A schema and whether it came from the cache (no upstream call) or from Socrata. */
public record SchemaLookup(DatasetSchema schema, boolean cached) {}
