package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.Set;

/**
 * {@code ORDER BY x DESC} puts the rows (or groups) where {@code x} is null first, on Socrata as
 * in PostgreSQL: a top-n by a column, an expression or an aggregate with gaps is a list of gaps.
 * Noted when the answer's first row has no value for the sort key, or for the one column an
 * expression key reads ({@code length(fun_facts)}, null where {@code fun_facts} is) when that
 * column is among the rows' fields; or, when neither is, when the key is a column the statistics
 * show with nulls and no condition of the query touches it. Not when the query says where nulls go ({@code NULL FIRST}/{@code NULL LAST}).
 * The note's query is the same with {@code NULL LAST}.
 */
final class NullSortCheck implements Check {

    /** Functions that give a value where their argument is null. */
    private static final Set<String> FILLS_NULLS = Set.of("coalesce", "case");

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
        if (column == null && keepsNulls(first.expr())) {
            column = Outputs.onlyColumn(review, first.expr());
        }
        String shown = column == null ? null : shownAs(select, review, column);
        if (shown != null) {
            int leading = 0;
            while (leading < review.rows().size() && review.rows().value(leading, shown) == null) {
                leading++;
            }
            return leading == 0
                    ? null
                    : "DESC puts the rows where " + key + " is null first: "
                            + (leading == 1 ? "the first row here has" : "the first " + leading + " rows here have")
                            + " no " + shown;
        }
        ColumnProfile profile = review.dataset().profile().column(column);
        if (profile == null || !profile.hasNulls() || touched(review, column)) {
            return null;
        }
        return "DESC puts the rows where " + column + " is null first, and it is null in about " + profile.nulls()
                + " rows";
    }

    /**
     * Whether an expression of a column is null where the column is ({@code length(fun_facts)},
     * {@code cost * 2}): no aggregate, and nothing that fills a null in ({@code coalesce}, {@code case}).
     */
    private static boolean keepsNulls(Expr expr) {
        for (Call call : Walk.all(expr, Call.class)) {
            if (call.isAggregate() || FILLS_NULLS.contains(call.function())) {
                return false;
            }
        }
        return true;
    }

    /** The field of the rows that is the column as it is ({@code fun_facts}), or null. */
    private static String shownAs(Select select, Review review, String column) {
        for (SelectItem item : select.items()) {
            if (!item.isStar() && column.equals(Outputs.bareColumn(review, item.expr()))) {
                return Outputs.field(item);
            }
        }
        return null;
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
