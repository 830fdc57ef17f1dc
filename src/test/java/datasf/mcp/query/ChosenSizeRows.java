package datasf.mcp.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.FakeSocrata;
import java.util.List;

/**
 * A dataset of rows whose sizes a test chooses, for walks of pages sized by the byte budget: a
 * number {@code n} (1, 2, ...) and a text {@code body}, walked with {@link #SOQL}.
 */
final class ChosenSizeRows {

    /** Every row, in order of n. */
    static final String SOQL = "SELECT n, body ORDER BY n";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ChosenSizeRows() {}

    /** Serves {@code bodies} as the rows n = 1, 2, ... of {@code datasetId} until the fake's next reset. */
    static void serve(FakeSocrata socrata, String datasetId, List<String> bodies) {
        ObjectNode views = MAPPER.createObjectNode().put("id", datasetId).put("name", "Rows of chosen sizes");
        ArrayNode columns = views.putArray("columns");
        columns.addObject().put("name", "N").put("fieldName", "n").put("dataTypeName", "number");
        columns.addObject().put("name", "Body").put("fieldName", "body").put("dataTypeName", "text");
        ArrayNode rows = MAPPER.createArrayNode();
        for (int i = 0; i < bodies.size(); i++) {
            rows.addObject().put("n", Integer.toString(i + 1)).put("body", bodies.get(i));
        }
        socrata.serveDataset(datasetId, views, rows);
    }
}
