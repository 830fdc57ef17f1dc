package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A dataset of 1,000 columns for {@link FakeSocrata#serveDataset}: {@code survey_answer_0000} to
 * {@code survey_answer_0996} (text), then {@code neighborhood} (text), {@code inspection_date}
 * (calendar_date) and {@code total_score} (number), each described; 30 rows, with values in the
 * named columns and in every 97th answer ({@code 'answer 0'} to {@code 'answer 3'}).
 */
public final class WideDataset {

    public static final String ID = "wide-0001";
    public static final int COLUMNS = 1000;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private WideDataset() {}

    /** Makes {@code socrata} serve it, until its next reset. */
    public static void serve(FakeSocrata socrata) {
        ObjectNode views = MAPPER.createObjectNode().put("id", ID).put("name", "A survey of every block");
        ArrayNode columns = views.putArray("columns");
        List<String> fields = fields();
        for (int i = 0; i < COLUMNS; i++) {
            String field = fields.get(i);
            columns.addObject()
                    .put("name", displayName(field))
                    .put("fieldName", field)
                    .put(
                            "dataTypeName",
                            field.equals("inspection_date") ? "calendar_date" : i == 999 ? "number" : "text")
                    .put("description", "What the survey recorded as " + displayName(field));
        }
        ArrayNode rows = MAPPER.createArrayNode();
        String[] neighborhoods = {"Mission", "Sunset", "Marina"};
        for (int r = 0; r < 30; r++) {
            ObjectNode row = rows.addObject();
            for (int i = 0; i < COLUMNS - 3; i += 97) {
                row.put(fields.get(i), "answer " + (r % 4));
            }
            row.put("neighborhood", neighborhoods[r % 3]);
            row.put("inspection_date", String.format(Locale.ROOT, "2024-%02d-15T00:00:00.000", 1 + r % 12));
            row.put("total_score", Integer.toString(50 + r));
        }
        socrata.serveDataset(ID, views, rows);
    }

    /** Every field name, in the schema's order. */
    public static List<String> fields() {
        List<String> fields = new ArrayList<>();
        for (int i = 0; i < COLUMNS - 3; i++) {
            fields.add(String.format(Locale.ROOT, "survey_answer_%04d", i));
        }
        fields.addAll(List.of("neighborhood", "inspection_date", "total_score"));
        return fields;
    }

    /** {@code survey_answer_0001} -> {@code survey answer 0001}. */
    public static String displayName(String field) {
        return field.replace('_', ' ');
    }
}
