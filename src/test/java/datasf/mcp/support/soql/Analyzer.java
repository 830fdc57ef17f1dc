package datasf.mcp.support.soql;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns a parsed stage into a checked one, refusing it in the order Socrata's analysis meets the
 * problems: unknown columns, then unknown functions, then types, then the grouping rules in
 * soql-reference's order (selected columns, WHERE, GROUP BY, HAVING, ORDER BY).
 */
final class Analyzer {

    private Analyzer() {}

    static Stage analyze(Query query, Scope scope) {
        Binder.Bound bound = Binder.bind(query, scope);
        List<Expr> all = new ArrayList<>();
        if (bound.outputs() != null) {
            bound.outputs().stream().filter(o -> o.expr() != null).forEach(o -> all.add(o.expr()));
        }
        if (bound.where() != null) {
            all.add(bound.where());
        }
        if (bound.having() != null) {
            all.add(bound.having());
        }
        all.addAll(bound.groupBy());
        bound.orderBy().forEach(o -> all.add(o.expr()));
        all.forEach(FunctionCatalog::checkCalls);
        Map<Expr, SoqlType> types = TypeChecker.check(all);
        boolean grouped = GroupingRules.isGrouped(bound.outputs(), bound.groupBy(), bound.having(), bound.orderBy());
        if (grouped) {
            GroupingRules.checkOutputs(bound.outputs(), bound.groupBy());
        }
        if (query.where() != null) {
            GroupingRules.checkWhere(query.where(), scope, bound.aliases());
        }
        if (grouped) {
            GroupingRules.checkGrouped(bound.groupBy(), bound.having(), bound.orderBy());
        }
        return new Stage(
                query,
                scope,
                bound.outputs(),
                bound.where(),
                bound.groupBy(),
                bound.having(),
                bound.orderBy(),
                grouped,
                types);
    }
}
