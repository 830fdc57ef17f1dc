package datasf.mcp.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Rows as RFC 4180 CSV: a header, then one line per row. Tabular answers cost far fewer tokens
 * as CSV than as JSON objects that repeat every column name in every row.
 */
public final class CsvWriter {

    private CsvWriter() {}

    /** The columns in first-seen order (Socrata omits a row's null fields, so rows differ). */
    public static List<String> columns(List<JsonNode> rows) {
        Set<String> columns = new LinkedHashSet<>();
        for (JsonNode row : rows) {
            row.fieldNames().forEachRemaining(columns::add);
        }
        return List.copyOf(columns);
    }

    public static String header(List<String> columns) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
            if (i > 0) {
                line.append(',');
            }
            line.append(escape(columns.get(i)));
        }
        return line.append('\n').toString();
    }

    public static String line(JsonNode row, List<String> columns) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
            if (i > 0) {
                line.append(',');
            }
            JsonNode value = row.get(columns.get(i));
            if (value != null && !value.isNull()) {
                // nested values (points, locations, urls) keep their JSON form in one cell
                line.append(escape(value.isValueNode() ? value.asText() : value.toString()));
            }
        }
        return line.append('\n').toString();
    }

    static String escape(String value) {
        boolean quote = value.indexOf(',') >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0;
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }
}
