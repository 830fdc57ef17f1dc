package datasf.mcp.soql.rewrite;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.syntax.SoqlType;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What rules may know beyond the query: the time of the request (for {@code NOW()} and
 * {@code CURRENT_DATE}, in the portal's local time, as its floating timestamps are) and the
 * dataset's columns with their types, when the schema is at hand (empty when it is not).
 */
public record RewriteContext(LocalDateTime now, Map<String, SoqlType> columnTypes) {

    public RewriteContext {
        columnTypes = Map.copyOf(columnTypes);
    }

    public static RewriteContext of(LocalDateTime now, List<ColumnInfo> columns) {
        Map<String, SoqlType> types = new LinkedHashMap<>();
        columns.forEach(column -> types.putIfAbsent(column.fieldName(), SoqlType.ofDataType(column.dataType())));
        return new RewriteContext(now, types);
    }

    public boolean isColumn(String name) {
        return columnTypes.containsKey(name);
    }

    public Optional<SoqlType> typeOf(String name) {
        return Optional.ofNullable(columnTypes.get(name));
    }
}
