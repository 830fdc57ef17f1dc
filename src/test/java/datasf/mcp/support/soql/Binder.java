package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Query.SelectItem;
import datasf.mcp.support.soql.Stage.Ordering;
import datasf.mcp.support.soql.Stage.Output;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Binds the names of one stage. A name is a column of the scope or a select alias: GROUP BY,
 * HAVING and ORDER BY try aliases first, WHERE tries columns first (so {@code WHERE n > 5} with
 * {@code count(*) AS n} reaches the aggregate, which the grouping rules then refuse). The select
 * list names only columns. Anything else is {@code no-such-column}, named as written.
 */
final class Binder {

    /** The bound clauses, and the aliases (explicit ones and derived names such as {@code count}). */
    record Bound(
            List<Output> outputs,
            Expr where,
            List<Expr> groupBy,
            Expr having,
            List<Ordering> orderBy,
            Map<String, Expr> aliases) {}

    /** Where a name is looked up: the select list sees columns only. */
    private enum Lookup {
        COLUMNS_ONLY,
        COLUMNS_FIRST,
        ALIASES_FIRST
    }

    private final Scope scope;
    private final Map<String, Expr> aliases = new LinkedHashMap<>();

    private Binder(Scope scope) {
        this.scope = scope;
    }

    static Bound bind(Query query, Scope scope) {
        return new Binder(scope).run(query);
    }

    private Bound run(Query query) {
        List<Output> outputs = null;
        if (query.select() != null) {
            outputs = new ArrayList<>();
            List<SelectItem> items = query.select();
            for (int i = 0; i < items.size(); i++) {
                SelectItem item = items.get(i);
                if (item.isStar()) {
                    outputs.add(new Output(item.kind(), null, null));
                    continue;
                }
                Expr bound = bind(item.expr(), Lookup.COLUMNS_ONLY);
                String derived = derivedName(bound, i);
                String name = item.alias() != null ? item.alias() : derived.isEmpty() ? "_expr" + i : derived;
                String key = name.toLowerCase(Locale.ROOT);
                if (item.alias() != null || !aliases.containsKey(key)) {
                    aliases.put(key, bound);
                }
                outputs.add(new Output(item.kind(), bound, name));
            }
        }
        Expr where = query.where() == null ? null : bind(query.where(), Lookup.COLUMNS_FIRST);
        List<Expr> groupBy =
                query.groupBy().stream().map(g -> bind(g, Lookup.ALIASES_FIRST)).toList();
        Expr having = query.having() == null ? null : bind(query.having(), Lookup.ALIASES_FIRST);
        List<Ordering> orderBy = query.orderBy().stream()
                .map(o -> new Ordering(bind(o.expr(), Lookup.ALIASES_FIRST), o.descending(), o.nullsFirst()))
                .toList();
        return new Bound(outputs, where, groupBy, having, orderBy, Map.copyOf(aliases));
    }

    private Expr bind(Expr expr, Lookup lookup) {
        if (expr instanceof Expr.Name name) {
            String key = name.name().toLowerCase(Locale.ROOT);
            if (lookup == Lookup.ALIASES_FIRST && aliases.containsKey(key)) {
                return aliases.get(key);
            }
            Scope.Column column = scope.find(name.name());
            if (column != null) {
                return new Expr.Column(column.field(), column.type(), name.pos());
            }
            if (lookup != Lookup.COLUMNS_ONLY && aliases.containsKey(key)) {
                return aliases.get(key);
            }
            throw SoqlError.noSuchColumn(name.name(), name.pos());
        }
        List<Expr> children = expr.children();
        if (children.isEmpty()) {
            return expr;
        }
        List<Expr> bound = new ArrayList<>(children.size());
        for (Expr child : children) {
            bound.add(bind(child, lookup));
        }
        return expr.withChildren(bound);
    }

    /**
     * The output name Socrata gives an unaliased expression: a column's name, a call's name joined
     * with its arguments' names by "_" ({@code count}, {@code sum_x}, {@code date_trunc_ym_x}),
     * {@code _exprN} for anything else; empty for a literal.
     */
    static String derivedName(Expr expr, int index) {
        if (expr instanceof Expr.Column column) {
            return column.field();
        }
        if (expr instanceof Expr.Call call) {
            List<String> parts = new ArrayList<>();
            parts.add(call.function());
            for (Expr arg : call.args()) {
                String part = derivedName(arg, index);
                if (!part.isEmpty()) {
                    parts.add(part);
                }
            }
            return parts.stream().collect(Collectors.joining("_"));
        }
        return expr instanceof Expr.Literal ? "" : "_expr" + index;
    }
}
