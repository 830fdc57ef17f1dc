package datasf.mcp.support.soql;

import java.util.List;
import java.util.Map;

/**
 * What a query answers: rows as Socrata sends them (field to String, Boolean or JsonNode; numbers
 * as strings; null fields left out) and the columns the query selects, with their types.
 */
public record SoqlResult(List<Map<String, Object>> rows, List<ResultColumn> columns) {

    public record ResultColumn(String name, SoqlType type) {}
}
