package datasf.mcp.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads the parts of a Views API answer ({@code /api/views/{id}.json}) that a schema needs. */
final class ViewMetadata {

    static final int MAX_DESCRIPTION = 600;

    private ViewMetadata() {}

    static DatasetSchema toSchema(String datasetId, JsonNode view, String baseUrl) {
        List<ColumnInfo> columns = new ArrayList<>();
        Map<String, ColumnStats> stats = new HashMap<>();
        for (JsonNode column : view.path("columns")) {
            // asText("") and not asText(): a JSON null would otherwise become the field "null"
            String fieldName = column.path("fieldName").asText("");
            if (isHidden(column) || fieldName.isEmpty()) {
                continue;
            }
            columns.add(new ColumnInfo(
                    textOr(column.path("name"), fieldName),
                    fieldName,
                    textOr(column.path("dataTypeName"), "text"),
                    blankToNull(ShortText.shorten(column.path("description").asText(""), 300))));
            CachedContents.read(column.path("cachedContents")).ifPresent(s -> stats.putIfAbsent(fieldName, s));
        }
        return new DatasetSchema(
                datasetId,
                view.path("name").asText(datasetId),
                blankToNull(ShortText.shorten(view.path("description").asText(""), MAX_DESCRIPTION)),
                blankToNull(view.path("category").asText("")),
                DatasetSchema.permalinkAt(baseUrl, datasetId),
                epochSecondsToIso(view.get("rowsUpdatedAt")),
                columns,
                stats);
    }

    /**
     * The node's text, or {@code fallback} when it is absent, null or blank: asText(default) only
     * covers the first two, and an empty name or type is as useless to the LLM as a missing one.
     */
    private static String textOr(JsonNode node, String fallback) {
        String text = node.asText("");
        return text.isBlank() ? fallback : text;
    }

    private static boolean isHidden(JsonNode column) {
        for (JsonNode flag : column.path("flags")) {
            if ("hidden".equals(flag.asText())) {
                return true;
            }
        }
        return false;
    }

    static String epochSecondsToIso(JsonNode seconds) {
        return seconds != null && seconds.canConvertToLong() && seconds.asLong() > 0
                ? Instant.ofEpochSecond(seconds.asLong()).toString()
                : null;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
