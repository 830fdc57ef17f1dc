package datasf.mcp.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.check.AnswerRows;
import java.util.List;

/** Socrata's rows as the checks on an answer read them, without copying them. */
public final class JsonRows implements AnswerRows {

    private final List<JsonNode> rows;
    private final JsonNode pastLimit;

    private JsonRows(List<JsonNode> rows, JsonNode pastLimit) {
        this.rows = rows;
        this.pastLimit = pastLimit;
    }

    public static AnswerRows of(List<JsonNode> rows) {
        return new JsonRows(rows, null);
    }

    /** The rows and the one after the query's LIMIT, read only to see a tie it cut (null: none). */
    public static AnswerRows of(List<JsonNode> rows, JsonNode pastLimit) {
        return new JsonRows(rows, pastLimit);
    }

    @Override
    public int size() {
        return rows.size();
    }

    @Override
    public String value(int row, String field) {
        return text(rows.get(row).get(field));
    }

    @Override
    public String pastLimit(String field) {
        return pastLimit == null ? null : text(pastLimit.get(field));
    }

    @Override
    public boolean hasPastLimit() {
        return pastLimit != null;
    }

    private static String text(JsonNode value) {
        if (value == null || value.isNull()) {
            return null;
        }
        return value.isValueNode() ? value.asText() : value.toString();
    }
}
