package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Stage.Ordering;
import datasf.mcp.support.soql.Stage.Output;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * SoQL's rules for aggregates: none in WHERE, written there or reached through a select alias
 * ({@code aggregate-in-ungrouped-context}: the fix is HAVING); and in a grouped query every
 * selected, HAVING or ORDER BY column either grouped or inside an aggregate
 * ({@code column-not-in-group-bys}). {@code GROUP BY 1} groups by the constant 1, so every
 * selected column fails that rule, as on the legacy analyzer DataSF serves.
 */
final class GroupingRules {

    private GroupingRules() {}

    /** @param where WHERE as parsed (before binding), so that alias references are seen as such */
    static void checkWhere(Expr where, Scope scope, Map<String, Expr> aliases) {
        if (where instanceof Expr.Call call && FunctionCatalog.isAggregate(call.function())) {
            throw SoqlError.aggregateInWhere(call.function(), call.pos());
        }
        if (where instanceof Expr.Name name && scope.find(name.name()) == null) {
            Expr aliased = aliases.get(name.name().toLowerCase(Locale.ROOT));
            Expr.Call aggregate = aliased == null ? null : FunctionCatalog.firstAggregate(aliased);
            if (aggregate != null) {
                throw SoqlError.aggregateInWhere(aggregate.function(), name.pos());
            }
        }
        for (Expr child : where.children()) {
            checkWhere(child, scope, aliases);
        }
    }

    static boolean isGrouped(List<Output> outputs, List<Expr> groupBy) {
        return !groupBy.isEmpty()
                || (outputs != null
                        && outputs.stream()
                                .anyMatch(o -> o.expr() != null && FunctionCatalog.containsAggregate(o.expr())));
    }

    static void checkGrouped(List<Output> outputs, List<Expr> groupBy, Expr having, List<Ordering> orderBy) {
        if (outputs == null) {
            throw SoqlError.columnNotInGroupBys("*", 0);
        }
        for (Output output : outputs) {
            if (output.expr() == null) {
                throw SoqlError.columnNotInGroupBys("*", 0);
            }
            requireGrouped(output.expr(), groupBy);
        }
        if (having != null) {
            requireGrouped(having, groupBy);
        }
        for (Ordering ordering : orderBy) {
            requireGrouped(ordering.expr(), groupBy);
        }
    }

    private static void requireGrouped(Expr expr, List<Expr> groupBy) {
        Expr.Column loose = ungrouped(expr, groupBy);
        if (loose != null) {
            throw SoqlError.columnNotInGroupBys(loose.field(), loose.pos());
        }
    }

    /** The first column of {@code expr} outside both the GROUP BY expressions and any aggregate. */
    private static Expr.Column ungrouped(Expr expr, List<Expr> groupBy) {
        String rendered = expr.render();
        if (expr instanceof Expr.Literal
                || groupBy.stream().anyMatch(g -> g.render().equals(rendered))) {
            return null;
        }
        if (expr instanceof Expr.Call call && FunctionCatalog.isAggregate(call.function())) {
            return null;
        }
        if (expr instanceof Expr.Column column) {
            return column;
        }
        for (Expr child : expr.children()) {
            Expr.Column loose = ungrouped(child, groupBy);
            if (loose != null) {
                return loose;
            }
        }
        return null;
    }
}
