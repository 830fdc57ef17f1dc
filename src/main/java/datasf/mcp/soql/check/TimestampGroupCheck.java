package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;

/**
 * Grouping by a timestamp groups by its exact value: on a column with times of day that is one
 * group per minute, nearly every count 1, where "per day" was meant. Noted when the statistics
 * show the column holds times and most of the answer's groups are single rows (or it counts
 * nothing to show them); the note's query groups by {@code date_trunc_ymd}. A column of dates
 * only groups by day already and is left alone.
 */
final class TimestampGroupCheck implements Check {

    /** The share of groups of one row from which the grouping is by instant, not by day. */
    static final double SINGLE_ROW_SHARE = 0.8;

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty() || review.rows().size() == 0 || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        for (Expr key : select.groupBy()) {
            SelectItem item = Outputs.item(select, key);
            String column = Outputs.bareColumn(review, item == null ? key : item.expr());
            ColumnProfile profile = review.dataset().profile().column(column);
            if (profile == null || profile.grain() != ColumnProfile.Grain.TIMES || !mostlySingleRows(review, select)) {
                continue;
            }
            String text = review.text();
            String day = "date_trunc_ymd(" + column + ")";
            String name = item != null && item.alias() != null ? item.alias().text() : dayName(review, select, column);
            Edits edits = new Edits(text);
            if (item != null) {
                edits.replace(item.expr(), item.alias() != null ? day : day + " AS " + name);
            }
            for (Expr other : select.groupBy()) {
                if (column.equals(Outputs.bareColumn(review, other))) {
                    edits.replace(other, item != null ? name : day);
                }
            }
            for (OrderItem order : select.orderBy()) {
                if (column.equals(Outputs.bareColumn(review, order.expr()))) {
                    edits.replace(order.expr(), item != null ? name : day);
                }
            }
            notes.add(
                    key,
                    "grouping by " + column + " groups by its exact time, so nearly every group is one row",
                    "GROUP BY " + day,
                    edits.apply());
            return;
        }
    }

    /** Most groups hold one row, by the answer's counts; true when it has no count to show it. */
    private static boolean mostlySingleRows(Review review, Select select) {
        for (SelectItem item : select.items()) {
            String field = Outputs.field(item);
            if (item.expr() instanceof Call call && call.function().equals("count") && field != null) {
                int ones = 0;
                for (int i = 0; i < review.rows().size(); i++) {
                    ones += "1".equals(review.rows().value(i, field)) ? 1 : 0;
                }
                return ones >= SINGLE_ROW_SHARE * review.rows().size();
            }
        }
        return true;
    }

    /** {@code day}, unless the query or the dataset already has that name. */
    private static String dayName(Review review, Select select, String column) {
        return select.aliased("day") == null && !review.dataset().isColumn("day") ? "day" : column + "_day";
    }
}
