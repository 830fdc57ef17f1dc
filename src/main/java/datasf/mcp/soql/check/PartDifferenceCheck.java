package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Walk;
import java.util.Map;

/**
 * "How many months from filing to issue" written {@code date_extract_m(issued_date) -
 * date_extract_m(filed_date)}: a part of a date drops the larger ones, so December to February is
 * -10 months, and a permit issued a year later to the month is 0. The note's query counts the
 * years too (months), or the days between the two dates ({@code date_diff_d}).
 */
final class PartDifferenceCheck implements Check {

    /** A part and the whole difference that replaces the difference of two of them (a, b). */
    private static final Map<String, String> WHOLE = Map.of(
            "date_extract_m",
                    "(date_extract_y(%1$s) - date_extract_y(%2$s)) * 12 + date_extract_m(%1$s) - date_extract_m(%2$s)",
            "date_extract_d", "date_diff_d(%1$s, %2$s)",
            "date_extract_woy", "date_diff_d(%1$s, %2$s) / 7");

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        for (Binary minus : Walk.all(review.query(), Binary.class)) {
            if (minus.op() != Op.MINUS
                    || !(Outputs.unwrapped(minus.left()) instanceof Call later)
                    || !(Outputs.unwrapped(minus.right()) instanceof Call earlier)
                    || !later.function().equals(earlier.function())
                    || !WHOLE.containsKey(later.function())
                    || later.arguments().size() != 1
                    || earlier.arguments().size() != 1) {
                continue;
            }
            Expr a = later.arguments().get(0);
            Expr b = earlier.arguments().get(0);
            if (a.in(text).equals(b.in(text))) {
                continue;
            }
            notes.replace(
                    minus,
                    later.function() + " is the part of the date alone and drops the year: December to"
                            + " February is -10, a year to the month is 0",
                    String.format(WHOLE.get(later.function()), a.in(text), b.in(text)));
            return;
        }
    }
}
