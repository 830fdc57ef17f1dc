package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.syntax.SoqlType;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.Optional;

/**
 * What rules may know beyond the query: the time of the request (for {@code NOW()} and
 * {@code CURRENT_DATE}, in the portal's local time, as its floating timestamps are) and the
 * dataset's columns with their types ({@link ColumnTypes}, the call's one reading of the schema;
 * none when the schema is not at hand).
 */
public record RewriteContext(LocalDateTime now, ColumnTypes columns) {

    public static RewriteContext of(LocalDateTime now, ColumnTypes columns) {
        return new RewriteContext(now, columns);
    }

    /** Every field with its type, keyed as the schema spells the field. */
    public Map<String, SoqlType> columnTypes() {
        return columns.asMap();
    }

    public boolean isColumn(String name) {
        return columns.isColumn(name);
    }

    public Optional<SoqlType> typeOf(String name) {
        return columns.type(name);
    }
}
