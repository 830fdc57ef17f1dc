package datasf.mcp.soql.check;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A GROUP BY over a column with nulls makes one group of the rows where it is null, often the
 * largest. In a ranking (ORDER BY an aggregate, largest or smallest first) that group takes a
 * place among the top n, or the first: "which neighborhood has the most incidents" answered with
 * the incidents that have none, "the 5 districts with the fewest" with four districts and the
 * rows without one. Noted when the answer's rows hold that group first, or anywhere among rows
 * a LIMIT cut (they fill it); the note's query leaves those rows out ({@code IS NOT NULL}). A
 * breakdown the question asks for in full ("how does that split by") lists that group as one of
 * the answer's.
 */
final class NullGroupCheck implements Check {

    /** A question for every group: the one of rows without a value is part of the answer. */
    private static final Pattern BREAKDOWN =
            Pattern.compile("\\b(?:split|breaks? down|breakdown|broken (?:down|out)|distribution)\\b");

    @Override
    public void check(Review review, Notes notes) {
        List<RankedGroup> groups = RankedGroup.of(review);
        if (groups.isEmpty()) {
            return;
        }
        Select select = review.query().last();
        for (RankedGroup group : groups) {
            Expr key = group.key();
            String column = group.column();
            int at = firstNull(review.rows(), group.field());
            boolean cut = cutByLimit(select, review.rows());
            if (at < 0
                    || at > 0 && !cut
                    || !cut && review.question().read(BREAKDOWN).find()) {
                continue; // "how does that split by care assistant": every group, the one without too
            }
            String text = review.text();
            String condition = column + " IS NOT NULL";
            notes.add(
                    key,
                    "one of these groups is the rows where " + column + " is null"
                            + (at == 0 ? ", and it comes first" : " (row " + (at + 1) + ")"),
                    "WHERE " + condition,
                    withCondition(text, select, condition));
            return;
        }
    }

    /** ORDER BY an aggregate (or its alias), in either direction. */
    static boolean ranksByAnAggregate(Select select) {
        if (select.orderBy().isEmpty()) {
            return false;
        }
        OrderItem first = select.orderBy().get(0);
        Expr measure = Outputs.resolved(select, first.expr());
        return Walk.all(measure, Call.class).stream().anyMatch(Call::isAggregate);
    }

    /**
     * The LIMIT left groups out: the rows fill it. A list of every group shows the null group
     * among the others; only a cut one loses a group to it.
     */
    private static boolean cutByLimit(Select select, AnswerRows rows) {
        Literal limit = select.limit();
        return limit != null
                && limit.isInteger()
                && limit.text().length() < 10
                && rows.size() >= Integer.parseInt(limit.text());
    }

    private static int firstNull(AnswerRows rows, String field) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.value(i, field) == null) {
                return i;
            }
        }
        return -1;
    }

    /** The query with {@code condition} added to its WHERE (AND), or a WHERE of its own. */
    static String withCondition(String text, Select select, String condition) {
        Expr where = select.where();
        if (where == null) {
            return ClauseSplices.addClause(text, select, Clause.Kind.WHERE, "WHERE " + condition);
        }
        return ClauseSplices.replace(text, where, Outputs.asConjunct(where, text) + " AND " + condition);
    }
}
