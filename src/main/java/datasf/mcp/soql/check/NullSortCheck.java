package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;

/**
 * {@code ORDER BY x DESC} puts the rows (or groups) where {@code x} is null first, on Socrata as
 * in PostgreSQL: a top-n by a column, an expression or an aggregate with gaps is a list of gaps.
 * Noted when the answer's first row has no value for the sort key, or, when the key is not among
 * the rows' fields, when it is a column the statistics show with nulls and no condition of the
 * query touches it. Not when the query says where nulls go ({@code NULL FIRST}/{@code NULL LAST}).
 * The note's query is the same with {@code NULL LAST}.
 */
final class NullSortCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty() || review.rows().size() == 0 || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (select.orderBy().isEmpty()) {
            return;
        }
        OrderItem first = select.orderBy().get(0);
        if (!first.isDescending() || first.nullsFirst() != null) {
            return;
        }
        String why = why(review, select, first);
        if (why == null) {
            return;
        }
        String text = review.text();
        String written = first.in(text);
        notes.add(written, why, written + " NULL LAST", ClauseSplices.insert(text, first.end(), " NULL LAST"));
    }

    /** What shows the nulls at the top, or null when nothing does. */
    private static String why(Review review, Select select, OrderItem first) {
        String key = first.expr().in(review.text());
        SelectItem item = Outputs.item(select, first.expr());
        String field = item == null ? null : Outputs.field(item);
        if (field != null) {
            int leading = 0;
            while (leading < review.rows().size() && review.rows().value(leading, field) == null) {
                leading++;
            }
            if (leading == 0) {
                return null;
            }
            String which = leading == review.rows().size()
                    ? "every row here has"
                    : leading == 1 ? "the first row here has" : "the first " + leading + " rows here have";
            return "DESC puts the rows where " + key + " is null first: " + which + " no " + field;
        }
        String column = Outputs.bareColumn(review, first.expr());
        ColumnProfile profile = review.dataset().profile().column(column);
        if (profile == null || !profile.hasNulls() || touched(review, column)) {
            return null;
        }
        return "DESC puts the rows where " + column + " is null first, and it is null in about " + profile.nulls()
                + " rows";
    }

    /** Whether a condition of the query reads the column: the rows it keeps may all have a value. */
    private static boolean touched(Review review, String column) {
        for (Predicate condition : review.predicates()) {
            if (column.equals(condition.column())) {
                return true;
            }
        }
        return false;
    }
}
