package datasf.mcp.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Reads the parts of a Views API answer ({@code /api/views/{id}.json}) that a schema needs. */
final class ViewMetadata {

    static final int MAX_DESCRIPTION = 600;

    private ViewMetadata() {}

    static DatasetSchema toSchema(String datasetId, JsonNode view, long rowCount, String baseUrl) {
        List<ColumnInfo> columns = new ArrayList<>();
        for (JsonNode column : view.path("columns")) {
            if (isHidden(column) || column.path("fieldName").asText().isEmpty()) {
                continue;
            }
            columns.add(new ColumnInfo(
                    column.path("name").asText(column.path("fieldName").asText()),
                    column.path("fieldName").asText(),
                    column.path("dataTypeName").asText("text"),
                    blankToNull(trim(column.path("description").asText(""), 300))));
        }
        return new DatasetSchema(
                datasetId,
                view.path("name").asText(datasetId),
                blankToNull(trim(view.path("description").asText(""), MAX_DESCRIPTION)),
                blankToNull(view.path("category").asText("")),
                baseUrl + "/d/" + datasetId,
                epochSecondsToIso(view.get("rowsUpdatedAt")),
                rowCount,
                List.copyOf(columns));
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
                ? Instant.ofEpochSecond(seconds.asLong()).toString() : null;
    }

    /** Shortens long publisher text at a word boundary; the LLM needs the gist, not the essay. */
    static String trim(String text, int max) {
        String clean = text.strip();
        if (clean.length() <= max) {
            return clean;
        }
        int cut = clean.lastIndexOf(' ', max - 1);
        return clean.substring(0, cut > max / 2 ? cut : max - 1) + "…";
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
