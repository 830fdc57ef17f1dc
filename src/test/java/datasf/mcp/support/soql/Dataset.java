package datasf.mcp.support.soql;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A dataset the engine queries: its columns' SoQL types (from the views JSON) and its rows, each
 * a field-to-value map in recorded order. Rows get Socrata's system fields, deterministic per row
 * position ({@code :id} like {@code row-1ef7~3c46~5a95}, {@code :created_at} and
 * {@code :updated_at}), the same values the reference fake gives them.
 */
public record Dataset(String id, Map<String, SoqlType> columnTypes, List<Map<String, Object>> rows) {

    public Dataset {
        columnTypes = Collections.unmodifiableMap(new LinkedHashMap<>(columnTypes));
        rows = List.copyOf(rows);
    }

    /** From a views document ({@code columns[].fieldName/dataTypeName}) and a JSON array of rows. */
    public static Dataset fromJson(String id, JsonNode views, JsonNode rows) {
        Map<String, SoqlType> types = new LinkedHashMap<>();
        for (JsonNode column : views.path("columns")) {
            types.put(
                    column.path("fieldName").asText(),
                    SoqlType.ofDataTypeName(column.path("dataTypeName").asText()));
        }
        List<Map<String, Object>> all = new ArrayList<>(rows.size());
        int index = 0;
        for (JsonNode row : rows) {
            Map<String, Object> values = new LinkedHashMap<>();
            row.fields().forEachRemaining(e -> {
                Object value = value(e.getValue());
                if (value != null) {
                    values.put(e.getKey(), value);
                }
            });
            values.putAll(systemFields(index++));
            all.add(Collections.unmodifiableMap(values));
        }
        return new Dataset(id, types, all);
    }

    private static Object value(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        return node.isValueNode() ? node.asText() : node;
    }

    private static Map<String, Object> systemFields(int i) {
        Map<String, Object> fields = new LinkedHashMap<>();
        StringBuilder id = new StringBuilder("row-");
        for (int k = 1; k <= 3; k++) {
            String hex = String.format(Locale.ROOT, "%04x", (i * 7919L + k * 104729L) % 1679616L);
            id.append(k > 1 ? "~" : "").append(hex, 0, 4);
        }
        String stamp = String.format(Locale.ROOT, "2024-0%d-1%dT0%d:00:00.000Z", 1 + i % 9, i % 10, i % 10);
        fields.put(":id", id.toString());
        fields.put(":created_at", stamp);
        fields.put(":updated_at", stamp);
        return fields;
    }
}
