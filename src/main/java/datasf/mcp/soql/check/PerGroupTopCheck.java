package datasf.mcp.soql.check;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Values;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * "Top 3 incident categories in each of Mission and Tenderloin" written {@code WHERE
 * police_district IN ('Mission', 'Tenderloin') GROUP BY police_district, incident_category ORDER
 * BY n DESC LIMIT 3}: the LIMIT keeps the three largest groups of both districts together, not
 * three of each, and SoQL has no window to cut each district's list. Noted when the query ranks
 * groups of two keys or more by an aggregate under a LIMIT the rows fill, one key is kept to a
 * few named values by an IN, and the question says "each" or the rows leave one of those values
 * out; the note's query lists every group, each value's first, largest first within it, for the
 * reader to take the top of each.
 */
final class PerGroupTopCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.rows().size() == 0) {
            return;
        }
        Select select = review.query().last();
        Literal limit = select.limit();
        if (limit == null
                || select.groupBy().size() < 2
                || !NullGroupCheck.ranksByAnAggregate(select)
                || !limit.text().equals(String.valueOf(review.rows().size()))) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            String key = condition.kind() == Predicate.Kind.IN
                            && condition.clause() == Clause.Kind.WHERE
                            && !condition.negated()
                            && condition.isBareColumn()
                            && condition.values().size() >= 2
                    ? condition.column()
                    : null;
            SelectItem item = key == null ? null : Outputs.item(select, groupKey(review, select, key));
            if (item == null || !(review.question().words().contains("each") || leftOut(review, condition, item))) {
                continue;
            }
            // the ORDER BY with the key first (said once), without the LIMIT that follows it
            List<OrderItem> order = select.orderBy();
            String ranked = key + ", "
                    + String.join(
                            ", ",
                            order.stream()
                                    .filter(o ->
                                            !key.equals(Outputs.bareColumn(review, Outputs.resolved(select, o.expr()))))
                                    .map(o -> o.in(review.text()))
                                    .toList());
            String cut = ClauseSplices.remove(review.text(), select.clause(Clause.Kind.LIMIT));
            String text = cut.substring(0, order.get(0).start())
                    + ranked
                    + cut.substring(order.get(order.size() - 1).end());
            String n = limit.text();
            notes.add(
                    limit,
                    "LIMIT " + n + " keeps the " + (n.equals("1") ? "largest group" : n + " largest groups")
                            + " of all the " + key + " values together, not " + n + " for each",
                    "no LIMIT, ordered by " + key + " first: the top of each " + key + " is its first rows",
                    text);
            return;
        }
    }

    private static Expr groupKey(Review review, Select select, String column) {
        for (Expr key : select.groupBy()) {
            if (column.equals(Outputs.bareColumn(review, Outputs.resolved(select, key)))) {
                return key;
            }
        }
        return null;
    }

    /** Whether a value the IN names is missing from the rows the LIMIT kept. */
    private static boolean leftOut(Review review, Predicate condition, SelectItem item) {
        String field = Outputs.field(item);
        Set<String> shown = new HashSet<>();
        for (int row = 0; row < review.rows().size(); row++) {
            shown.add(review.rows().value(row, field));
        }
        List<Literal> named = condition.values().stream().map(Values::string).toList();
        return named.stream().anyMatch(value -> value != null && !shown.contains(value.value()));
    }
}
