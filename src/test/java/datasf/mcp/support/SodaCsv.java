package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Socrata's answer at {@code /resource/<id>.csv}, as the portal's export writes it and the
 * reference fake answers it: a header of the output columns, every value quoted (a quote inside
 * doubled), lines ending in {@code \n}; a null (a field Socrata's JSON leaves out) is an empty
 * cell, a checkbox {@code true}/{@code false}, a point WKT ({@code POINT (lon lat)}), another
 * object (a location, a URL) its compact JSON.
 */
public final class SodaCsv {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SodaCsv() {}

    /** The rows under a header of {@code columns}, the query's output columns in order. */
    static String of(List<String> columns, JsonNode rows) {
        StringBuilder csv = new StringBuilder();
        line(csv, columns);
        for (JsonNode row : rows) {
            line(csv, columns.stream().map(column -> cell(row.get(column))).toList());
        }
        return csv.toString();
    }

    /** The rows under a header of every field they hold, first seen first: for answers that name no columns. */
    static String of(JsonNode rows) {
        Set<String> columns = new LinkedHashSet<>();
        rows.forEach(row -> row.fieldNames().forEachRemaining(columns::add));
        return of(List.copyOf(columns), rows);
    }

    static JsonNode tree(Object rows) {
        return MAPPER.valueToTree(rows);
    }

    private static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            csv.append(i == 0 ? "" : ",")
                    .append('"')
                    .append(cells.get(i).replace("\"", "\"\""))
                    .append('"');
        }
        csv.append('\n');
    }

    /** One value as the export writes it: what a row's field (null when Socrata left it out) becomes. */
    public static String cell(JsonNode value) {
        if (value == null || value.isNull()) {
            return "";
        }
        if (value.isObject() && "Point".equals(value.path("type").asText())) {
            JsonNode at = value.path("coordinates");
            if (at.isArray() && at.size() == 2) {
                return "POINT (" + at.get(0).asText() + " " + at.get(1).asText() + ")";
            }
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }

    /**
     * Reads CSV (RFC 4180: quoted or not, quotes doubled, line breaks inside quotes, {@code \n} or
     * {@code \r\n}) as rows of header to value, an empty cell left out as Socrata's JSON leaves a null.
     */
    public static List<Map<String, String>> read(String csv) {
        List<List<String>> lines = lines(csv);
        List<Map<String, String>> rows = new ArrayList<>();
        for (List<String> values : lines.subList(Math.min(1, lines.size()), lines.size())) {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < values.size(); i++) {
                if (!values.get(i).isEmpty()) {
                    row.put(lines.get(0).get(i), values.get(i));
                }
            }
            rows.add(row);
        }
        return rows;
    }

    /** The header of a CSV answer: its first line's cells. */
    public static List<String> header(String csv) {
        List<List<String>> lines = lines(csv);
        return lines.isEmpty() ? List.of() : lines.get(0);
    }

    private static List<List<String>> lines(String csv) {
        List<List<String>> lines = new ArrayList<>();
        List<String> line = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted && c == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
                cell.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (quoted || c != ',' && c != '\n' && c != '\r') {
                cell.append(c);
            } else {
                line.add(cell.toString());
                cell.setLength(0);
                if (c != ',') {
                    i += c == '\r' && i + 1 < csv.length() && csv.charAt(i + 1) == '\n' ? 1 : 0;
                    lines.add(line);
                    line = new ArrayList<>();
                }
            }
        }
        if (cell.length() > 0 || !line.isEmpty()) {
            line.add(cell.toString());
            lines.add(line);
        }
        return lines;
    }
}
