package datasf.mcp.support.soql;

import datasf.mcp.support.soql.Stage.Ordering;
import datasf.mcp.support.soql.Stage.Output;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * SoQL's rules for aggregates (soql-reference's AggregateChecker, as the reference fake applies
 * them): a stage is grouped when it has GROUP BY or HAVING, or an aggregate among its outputs or in
 * ORDER BY. No aggregate in WHERE, written there or reached through a select alias, in GROUP BY,
 * or inside another aggregate ({@code aggregate-in-ungrouped-context}); in a grouped stage every
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

    static boolean isGrouped(List<Output> outputs, List<Expr> groupBy, Expr having, List<Ordering> orderBy) {
        return !groupBy.isEmpty()
                || having != null
                || (outputs != null
                        && outputs.stream()
                                .anyMatch(o -> o.expr() != null && FunctionCatalog.containsAggregate(o.expr())))
                || orderBy.stream().anyMatch(o -> FunctionCatalog.containsAggregate(o.expr()));
    }

    /** The selected columns of a grouped stage, checked before WHERE as Socrata's checker does. */
    static void checkOutputs(List<Output> outputs, List<Expr> groupBy) {
        if (outputs == null) {
            throw SoqlError.columnNotInGroupBys("*", 0);
        }
        for (Output output : outputs) {
            if (output.expr() == null) {
                throw SoqlError.columnNotInGroupBys("*", 0);
            }
            requireGrouped(output.expr(), groupBy, "selected columns");
        }
    }

    /** GROUP BY, HAVING and ORDER BY of a grouped stage, after its WHERE. */
    static void checkGrouped(List<Expr> groupBy, Expr having, List<Ordering> orderBy) {
        for (Expr key : groupBy) {
            requireNoAggregate(key, "GROUP BY");
        }
        if (having != null) {
            requireGrouped(having, groupBy, "HAVING");
        }
        for (Ordering ordering : orderBy) {
            requireGrouped(ordering.expr(), groupBy, "ORDER BY");
        }
    }

    /**
     * After grouping: a GROUP BY expression, a literal, an aggregate (whose arguments are read
     * before grouping) or made only of these; the first column that is none of them is refused.
     */
    private static void requireGrouped(Expr expr, List<Expr> groupBy, String clause) {
        String rendered = expr.render();
        if (expr instanceof Expr.Literal
                || groupBy.stream().anyMatch(g -> g.render().equals(rendered))) {
            return;
        }
        if (expr instanceof Expr.Call call && FunctionCatalog.isAggregate(call.function())) {
            call.args().forEach(arg -> requireNoAggregate(arg, clause));
            return;
        }
        if (expr instanceof Expr.Column column) {
            throw SoqlError.columnNotInGroupBys(column.field(), column.pos());
        }
        for (Expr child : expr.children()) {
            requireGrouped(child, groupBy, clause);
        }
    }

    private static void requireNoAggregate(Expr expr, String clause) {
        Expr.Call aggregate = FunctionCatalog.firstAggregate(expr);
        if (aggregate != null) {
            throw SoqlError.aggregateInUngroupedContext(aggregate.function(), clause, aggregate.pos());
        }
    }
}
