package datasf.mcp.soql.analysis;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The dataset's columns with their SoQL types, built once per call from the schema and read by
 * everything that asks a column's type: the rewrites ({@code rewrite.RewriteContext}), the checks
 * on answers ({@code check.DatasetFacts}), the advisor and the checker ({@link SoqlChecker}).
 *
 * <p>One rule for a schema that lists a field name twice (the Views API can, for a hidden copy or a
 * computed column): <b>the first column of a field name wins</b>, its type is the field's. Socrata
 * itself resolves a name case-insensitively, so {@link #find} does too, again first one first;
 * {@link #type} and {@link #asMap} key the field names exactly as the schema spells them, which is
 * how the rewrites and the advisor compare them.
 */
public final class ColumnTypes {

    private static final ColumnTypes NONE = new ColumnTypes(List.of(), Map.of(), Map.of());

    private final List<ColumnInfo> columns;
    private final Map<String, SoqlType> byField;
    private final Map<String, String> byFoldedName;

    private ColumnTypes(List<ColumnInfo> columns, Map<String, SoqlType> byField, Map<String, String> byFoldedName) {
        this.columns = columns;
        this.byField = byField;
        this.byFoldedName = byFoldedName;
    }

    /** No schema at hand: no column is known, so nothing is judged by type. */
    public static ColumnTypes none() {
        return NONE;
    }

    /** @param columns the schema's columns, in its order; null when the schema is not at hand */
    public static ColumnTypes of(List<ColumnInfo> columns) {
        if (columns == null || columns.isEmpty()) {
            return NONE;
        }
        Map<String, SoqlType> byField = new LinkedHashMap<>();
        Map<String, String> byFoldedName = new LinkedHashMap<>();
        for (ColumnInfo column : columns) {
            String field = column.fieldName();
            if (field == null || field.isEmpty()) {
                continue;
            }
            byField.putIfAbsent(field, SoqlType.ofDataType(column.dataType()));
            byFoldedName.putIfAbsent(field.toLowerCase(Locale.ROOT), field);
        }
        return new ColumnTypes(
                List.copyOf(columns), Collections.unmodifiableMap(byField), Collections.unmodifiableMap(byFoldedName));
    }

    /** Whether the schema is known at all. */
    public boolean known() {
        return !byField.isEmpty();
    }

    /** The schema's columns as given (null-free), for what needs their display names too. */
    public List<ColumnInfo> columns() {
        return columns;
    }

    public boolean isColumn(String field) {
        return byField.containsKey(field);
    }

    /** The type of a field spelt exactly as the schema spells it. */
    public Optional<SoqlType> type(String field) {
        return Optional.ofNullable(byField.get(field));
    }

    /** The field a name written in a query refers to, ignoring case as Socrata does; empty when none. */
    public Optional<String> find(String name) {
        return Optional.ofNullable(byFoldedName.get(name.toLowerCase(Locale.ROOT)));
    }

    /** Every field with its type, in the schema's order: a read-only view, not a copy. */
    public Map<String, SoqlType> asMap() {
        return byField;
    }
}
