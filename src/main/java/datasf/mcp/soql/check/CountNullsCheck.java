package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;

/**
 * {@code count(x)} counts the rows where {@code x} is not null. Under {@code WHERE x IS NULL} it
 * is 0 whatever matched ("how many cases have no closed date": 0), and in the group of a
 * {@code GROUP BY x} where x is null it is 0 too. Noted on either, on an empty answer as well (its
 * 0 is not "nothing matched"), with the query counting rows ({@code count(*)}).
 */
final class CountNullsCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        for (SelectItem item : select.items()) {
            if (!(item.expr() instanceof Call call)
                    || !call.function().equals("count")
                    || call.star()
                    || call.arguments().size() != 1) {
                continue;
            }
            String column = Outputs.bareColumn(review, call.arguments().get(0));
            if (column == null) {
                continue;
            }
            String why = null;
            if (filteredToNull(select, review, column)) {
                why = "count(" + column + ") counts the rows where " + column + " is not null, so under " + column
                        + " IS NULL it " + Checks.ZERO_WHATEVER_MATCHED;
            } else if (groupedByWithNulls(select, review, column, item)) {
                why = "count(" + column + ") counts the rows where " + column + " is not null, so it is 0 "
                        + "for the group where " + column + " is null";
            }
            if (why != null) {
                String text = review.text();
                notes.add(
                        call,
                        why,
                        "count(*)",
                        new Edits(text).replace(call, "count(*)").apply());
                return;
            }
        }
    }

    private static boolean filteredToNull(Select select, Review review, String column) {
        for (Expr condition : Outputs.conjuncts(select.where())) {
            if (condition instanceof IsNull isNull
                    && !isNull.negated()
                    && column.equals(Outputs.bareColumn(review, isNull.operand()))) {
                return true;
            }
        }
        return false;
    }

    /** Grouped by the column, which has nulls: shown by a row without it, or by its statistics. */
    private static boolean groupedByWithNulls(Select select, Review review, String column, SelectItem count) {
        for (Expr key : select.groupBy()) {
            SelectItem item = Outputs.item(select, key);
            Expr keyExpr = item == null ? key : item.expr();
            if (!column.equals(Outputs.bareColumn(review, keyExpr))) {
                continue;
            }
            String field = item == null ? null : Outputs.field(item);
            String counted = Outputs.field(count);
            if (field != null && review.rows().known() && review.rows().size() > 0) {
                for (int i = 0; i < review.rows().size(); i++) {
                    if (review.rows().value(i, field) == null
                            && (counted == null || "0".equals(review.rows().value(i, counted)))) {
                        return true;
                    }
                }
                return false;
            }
            ColumnProfile profile = review.dataset().profile().column(column);
            return profile != null && profile.hasNulls();
        }
        return false;
    }
}
