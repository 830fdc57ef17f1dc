package datasf.mcp.soql.analysis;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Paren;
import datasf.mcp.soql.tree.SelectItem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The names one stage of a query can use, as Socrata binds them: the dataset's columns and system
 * fields in the first stage, the previous stage's outputs in the others; and the stage's select
 * aliases, written with AS or given by Socrata to an unaliased column or call ({@code count} for
 * {@code count(*)}, {@code max_incident_date}). The select list sees columns only, WHERE columns
 * first, GROUP BY, HAVING and ORDER BY aliases first. Names compare ignoring case.
 */
final class StageScope {

    /** What a name stands for. */
    sealed interface Target permits Column, AliasOf, Unresolved {}

    /** A column of the stage's input; type null when not known (system fields, columns of unknown type). */
    record Column(String field, SoqlType type) implements Target {}

    /** A select alias: the item's expression. */
    record AliasOf(SelectItem item) implements Target {}

    /** A name the stage does not know (Socrata answers it "no such column"): nothing is judged of it. */
    enum Unresolved implements Target {
        NAME
    }

    /** Where a clause looks names up. */
    enum Lookup {
        COLUMNS_ONLY,
        COLUMNS_FIRST,
        ALIASES_FIRST
    }

    private final Map<String, Column> columns;
    private final boolean systemFields;
    private final Map<String, SelectItem> aliases = new LinkedHashMap<>();

    /**
     * @param columns the input's columns by field name, in order
     * @param systemFields whether {@code :id} and the other system fields are there (the first stage)
     */
    StageScope(Map<String, Column> columns, boolean systemFields) {
        this.columns = new LinkedHashMap<>();
        columns.forEach((field, column) -> this.columns.putIfAbsent(fold(field), column));
        this.systemFields = systemFields;
    }

    /** The stage's select list: its aliases, explicit ones before the names Socrata derives. */
    void alias(List<SelectItem> items) {
        for (SelectItem item : items) {
            if (item.alias() != null) {
                aliases.put(fold(item.alias().name()), item);
            }
        }
        for (SelectItem item : items) {
            String derived = item.alias() == null ? derivedName(item.expr()) : null;
            if (derived != null) {
                aliases.putIfAbsent(fold(derived), item);
            }
        }
    }

    Target resolve(ColumnRef ref, Lookup lookup) {
        if (!ref.isPlain()) {
            if (ref.qualifier() != null || !systemFields) {
                return Unresolved.NAME;
            }
            // a computed column (:@computed_region_...) is a column of the schema, with its type;
            // the other system fields (:id, :created_at, ...) go with anything
            Column column = columns.get(fold(ref.name()));
            return column != null ? column : new Column(ref.name(), null);
        }
        String name = fold(ref.name());
        SelectItem alias = lookup == Lookup.COLUMNS_ONLY ? null : aliases.get(name);
        if (alias != null && lookup == Lookup.ALIASES_FIRST) {
            return new AliasOf(alias);
        }
        Column column = columns.get(name);
        if (column != null) {
            return column;
        }
        return alias != null ? new AliasOf(alias) : Unresolved.NAME;
    }

    /** The input's columns, in order: what {@code *} selects. */
    Map<String, Column> columns() {
        return columns;
    }

    /**
     * The name Socrata gives an unaliased output, only where it is sure: a column's own name, and
     * a call on columns, literals or {@code *} ({@code count}, {@code max_incident_date},
     * {@code date_trunc_ym_incident_date}); null for anything else.
     */
    String derivedName(Expr expr) {
        Expr inner = unwrap(expr);
        if (inner instanceof ColumnRef ref) {
            Target target = resolve(ref, Lookup.COLUMNS_ONLY);
            return target instanceof Column column ? column.field() : null;
        }
        if (!(inner instanceof Call call) || call.window() != null || call.filter() != null) {
            return null;
        }
        StringBuilder name = new StringBuilder(call.function());
        for (Expr argument : call.arguments()) {
            Expr arg = unwrap(argument);
            if (arg instanceof ColumnRef ref) {
                String field = derivedName(ref);
                if (field == null) {
                    return null;
                }
                name.append('_').append(field);
            } else if (!(arg instanceof Literal)) {
                return null;
            }
        }
        return name.toString();
    }

    static Expr unwrap(Expr expr) {
        Expr inner = expr;
        while (inner instanceof Paren paren) {
            inner = paren.inner();
        }
        return inner;
    }

    static String fold(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
