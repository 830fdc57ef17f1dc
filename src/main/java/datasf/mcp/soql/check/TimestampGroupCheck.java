package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Grouping by a timestamp groups by its exact value: on a column with times of day that is one
 * group per minute, nearly every count 1, where "per day" was meant. Noted when the statistics
 * show the column holds times and most of the answer's groups are single rows (or it counts
 * nothing to show them); the note's query groups by {@code date_trunc_ymd}. A column of dates
 * only groups by day already: noted only when the answer's counts show most days hold one row
 * over a span of months or years ("trees planted each year" grouped by the planting day), and
 * grouped by month, or by year over more than {@link #YEARS_FOR_YEAR} years; not when the person's
 * question asks for the days ("on each planting date", "daily"). A question that names one period
 * ("which month of 2022", "each year") has the raw date grouped by that period, whatever the rows
 * show; one that speaks of days has a time of day grouped by day.
 */
final class TimestampGroupCheck implements Check {

    /** The share of groups of one row from which the grouping is by instant, not by day. */
    static final double SINGLE_ROW_SHARE = 0.8;

    /** Days of dates only the answer must span before a grouping by day is taken for too fine. */
    static final int MIN_DAYS = 62;

    /** Years of dates only from which the grouping meant is by year, not by month. */
    static final int YEARS_FOR_YEAR = 2;

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
            if (profile == null) {
                continue;
            }
            String[] trunc = truncation(review, select, item, profile);
            if (trunc == null) {
                continue;
            }
            String text = review.text();
            String grouped = trunc[0] + "(" + column + ")";
            String name =
                    item != null && item.alias() != null ? item.alias().text() : name(review, select, column, trunc[1]);
            Edits edits = new Edits(text);
            if (item != null) {
                edits.replace(item.expr(), item.alias() != null ? grouped : grouped + " AS " + name);
            }
            for (Expr other : select.groupBy()) {
                if (column.equals(Outputs.bareColumn(review, other))) {
                    edits.replace(other, item != null ? name : grouped);
                }
            }
            for (OrderItem order : select.orderBy()) {
                if (column.equals(Outputs.bareColumn(review, order.expr()))) {
                    edits.replace(order.expr(), item != null ? name : grouped);
                }
            }
            notes.add(
                    key,
                    profile.grain() == ColumnProfile.Grain.TIMES
                            ? "grouping by " + column + " groups by its exact time, so nearly every group is one row"
                            : column + " holds dates only, so grouping by it groups by day, and nearly every day "
                                    + "here is one row",
                    "GROUP BY " + grouped,
                    edits.apply());
            return;
        }
    }

    /**
     * The truncation the grouping likely meant and its unit's name ({@code date_trunc_ymd}, day),
     * or null when the grouping by the column's value is likely what is meant.
     */
    private static String[] truncation(Review review, Select select, SelectItem item, ColumnProfile profile) {
        String period = review.question().period().orElse(null);
        if (item != null && profile.isTimestamp() && ("month".equals(period) || "year".equals(period))) {
            // "which month of 2022", "each year": grouped by the date, the question's period is meant
            return period.equals("month")
                    ? new String[] {"date_trunc_ym", "month"}
                    : new String[] {"date_trunc_y", "year"};
        }
        if (profile.grain() == ColumnProfile.Grain.TIMES) {
            // "the busiest day" grouped by the instant: the days are meant, whatever the rows show
            return ones(review, select) != Ones.FEW || review.question().speaksOfDays()
                    ? new String[] {"date_trunc_ymd", "day"}
                    : null;
        }
        if (profile.grain() != ColumnProfile.Grain.DATES_ONLY
                || item == null
                || review.question().byDay()
                || ones(review, select) != Ones.MOST) {
            return null; // "on each planting date": the days are asked for, one row each or not
        }
        String field = Outputs.field(item);
        LocalDate first = null;
        LocalDate last = null;
        for (int i = 0; i < review.rows().size() && field != null; i++) {
            LocalDate day = Dates.dayOf(review.rows().value(i, field));
            if (day != null) {
                first = first == null || day.isBefore(first) ? day : first;
                last = last == null || day.isAfter(last) ? day : last;
            }
        }
        if (first == null || ChronoUnit.DAYS.between(first, last) < MIN_DAYS) {
            return null;
        }
        return ChronoUnit.YEARS.between(first, last) >= YEARS_FOR_YEAR
                ? new String[] {"date_trunc_y", "year"}
                : new String[] {"date_trunc_ym", "month"};
    }

    /** How many groups of an answer hold one row, by its counts. */
    private enum Ones {
        MOST,
        FEW,
        /** The answer has no count to show it. */
        UNKNOWN
    }

    private static Ones ones(Review review, Select select) {
        for (SelectItem item : select.items()) {
            String field = Outputs.field(item);
            if (item.expr() instanceof Call call && call.function().equals("count") && field != null) {
                int ones = 0;
                for (int i = 0; i < review.rows().size(); i++) {
                    ones += "1".equals(review.rows().value(i, field)) ? 1 : 0;
                }
                return ones >= SINGLE_ROW_SHARE * review.rows().size() ? Ones.MOST : Ones.FEW;
            }
        }
        return Ones.UNKNOWN;
    }

    /** The unit's name ({@code day}), unless the query or the dataset already has that name. */
    private static String name(Review review, Select select, String column, String unit) {
        return select.aliased(unit) == null && !review.dataset().isColumn(unit) ? unit : column + "_" + unit;
    }
}
