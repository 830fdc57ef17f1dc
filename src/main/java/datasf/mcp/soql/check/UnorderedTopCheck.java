package datasf.mcp.soql.check;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;

/**
 * {@code LIMIT n} after GROUP BY without ORDER BY keeps n groups in no particular order, not the
 * largest: a "top 5" that is any 5. Not when the LIMIT keeps every group (the grouped column has
 * no more distinct values than that). The note gives the query ordered by its first aggregate,
 * largest first.
 */
final class UnorderedTopCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        Select select = review.query().last();
        Literal limit = select.limit();
        if (limit == null
                || select.groupBy().isEmpty()
                || select.has(Clause.Kind.ORDER_BY)
                || keepsAll(review, select, limit)) {
            return;
        }
        String text = review.text();
        SelectItem measure = select.items().stream()
                .filter(item -> item.expr() instanceof Call call && call.isAggregate())
                .findFirst()
                .orElse(null);
        String why = "LIMIT " + limit.text() + " after GROUP BY without ORDER BY keeps any " + limit.text()
                + " groups, not the largest";
        if (measure == null) {
            notes.add("LIMIT " + limit.text(), why, "ORDER BY the measure DESC before LIMIT", null);
            return;
        }
        String order = "ORDER BY " + measure.reference(text) + " DESC";
        notes.add(
                "GROUP BY … LIMIT " + limit.text(),
                why,
                order,
                ClauseSplices.addClause(text, select, Clause.Kind.ORDER_BY, order));
    }

    /** One grouped column with no more distinct values than the LIMIT: every group comes back. */
    private static boolean keepsAll(Review review, Select select, Literal limit) {
        if (select.groupBy().size() != 1 || !limit.isInteger()) {
            return false;
        }
        Expr key = select.groupBy().get(0);
        ColumnFacts column = review.dataset().column(Predicates.column(key, review.dataset()::isColumn));
        return column != null
                && column.stats() != null
                && column.stats().cardinality() >= 0
                && column.stats().cardinality() <= Long.parseLong(limit.text());
    }
}
