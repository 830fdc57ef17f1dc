package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.List;

/**
 * An aggregate of {@code case(...)} that cannot say what it is named for. {@code count} counts the
 * values that are not null, so {@code count(case(closed, 1, true, 0))} counts every row (0 is a
 * value); {@code avg} skips nulls, so {@code avg(case(closed, 1))}, with no value for the other
 * rows, is 1 wherever a row matched. The note's query sums the first and gives the second its 0.
 */
final class CaseAggregateCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        Edits edits = new Edits(text);
        Call first = null;
        String why = null;
        String suggestion = null;
        for (Call aggregate : Walk.all(review.query(), Call.class)) {
            boolean count = aggregate.function().equals("count");
            boolean avg = aggregate.function().equals("avg");
            if (!count && !avg
                    || aggregate.star()
                    || aggregate.distinct()
                    || aggregate.arguments().size() != 1
                    || !(Outputs.unwrapped(aggregate.arguments().get(0)) instanceof Call branch)
                    || !branch.function().equals("case")
                    || branch.arguments().size() < 2) {
                continue;
            }
            Expr otherwise = otherwise(branch.arguments());
            String fixed;
            if (count && otherwise != null && !Values.isNull(otherwise)) {
                fixed = "sum(" + branch.in(text) + ")";
                why = why != null
                        ? why
                        : "count counts every value that is not null, and the case gives " + otherwise.in(text)
                                + " to the other rows: this counts every row";
            } else if (avg && otherwise == null) {
                int close = branch.end() - 1;
                fixed = text.substring(aggregate.start(), close) + ", true, 0" + text.substring(close, aggregate.end());
                why = why != null
                        ? why
                        : "the case gives no value (null) to the rows that match no condition, and avg"
                                + " skips nulls: this averages only the rows that match, so it is 1 where any do";
            } else {
                continue;
            }
            edits.replace(aggregate, fixed);
            suggestion = suggestion != null ? suggestion : fixed;
            first = first != null ? first : aggregate;
        }
        if (first != null) {
            notes.add(first, why, suggestion, edits.apply());
        }
    }

    /** The value of the case's last pair when its condition is {@code true}: the other rows' value. */
    private static Expr otherwise(List<Expr> parts) {
        if (parts.size() % 2 != 0) {
            return null;
        }
        Expr last = parts.get(parts.size() - 2);
        return last instanceof Literal literal
                        && literal.kind() == Literal.Kind.BOOLEAN
                        && literal.value().equalsIgnoreCase("true")
                ? parts.get(parts.size() - 1)
                : null;
    }
}
