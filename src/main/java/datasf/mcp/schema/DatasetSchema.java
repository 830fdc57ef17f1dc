package datasf.mcp.schema;

import java.util.List;
import java.util.Map;

/**
 * What the server knows about a dataset's structure, from the Views API: the column list
 * auto-correction matches against and the answers' {@code source}. Cached per instance. The row
 * count is not part of it: only get_schema shows it, so it is fetched and cached on its own
 * ({@link SchemaService#card}).
 *
 * @param dataUpdatedAt when the data last changed (ISO-8601), or null when Socrata does not say
 * @param stats what the Views API says about each column's contents, by field name; a column it
 *     says nothing about is absent
 * @param profile what the statistics and the publisher's words say about the rows and columns,
 *     read once when the schema is built (null: read from the other parts)
 */
public record DatasetSchema(
        String datasetId,
        String datasetName,
        String description,
        String category,
        String permalink,
        String dataUpdatedAt,
        List<ColumnInfo> columns,
        Map<String, ColumnStats> stats,
        DatasetProfile profile) {

    public DatasetSchema {
        columns = List.copyOf(columns);
        stats = Map.copyOf(stats);
        if (profile == null) {
            profile = DatasetProfile.of(datasetName, description, columns, stats);
        }
    }

    /** A schema whose profile is read from its statistics. */
    public DatasetSchema(
            String datasetId,
            String datasetName,
            String description,
            String category,
            String permalink,
            String dataUpdatedAt,
            List<ColumnInfo> columns,
            Map<String, ColumnStats> stats) {
        this(datasetId, datasetName, description, category, permalink, dataUpdatedAt, columns, stats, null);
    }

    /** A schema without column statistics. */
    public DatasetSchema(
            String datasetId,
            String datasetName,
            String description,
            String category,
            String permalink,
            String dataUpdatedAt,
            List<ColumnInfo> columns) {
        this(datasetId, datasetName, description, category, permalink, dataUpdatedAt, columns, Map.of(), null);
    }

    /**
     * A dataset's page on the portal the server is configured for: every answer that names a
     * dataset links it the same way (search results too, whose Discovery API permalinks always
     * name the public portal).
     */
    public static String permalinkAt(String baseUrl, String datasetId) {
        return baseUrl + "/d/" + datasetId;
    }
}
