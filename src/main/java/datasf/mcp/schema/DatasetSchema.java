package datasf.mcp.schema;

import java.util.List;

/**
 * What the server knows about a dataset's structure: the schema card the tools return and the
 * column list auto-correction matches against. Cached per instance.
 *
 * @param dataUpdatedAt when the data last changed (ISO-8601), or null when Socrata does not say
 */
public record DatasetSchema(
        String datasetId,
        String datasetName,
        String description,
        String category,
        String permalink,
        String dataUpdatedAt,
        long rowCount,
        List<ColumnInfo> columns) {}
