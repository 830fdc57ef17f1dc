package datasf.mcp.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.check.AnswerRows;
import java.util.List;

/** Socrata's rows as the checks on an answer read them, without copying them. */
public final class JsonRows implements AnswerRows {

    private final List<JsonNode> rows;

    private JsonRows(List<JsonNode> rows) {
        this.rows = rows;
    }

    public static AnswerRows of(List<JsonNode> rows) {
        return new JsonRows(rows);
    }

    @Override
    public int size() {
        return rows.size();
    }

    @Override
    public String value(int row, String field) {
        JsonNode value = rows.get(row).get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }
}
