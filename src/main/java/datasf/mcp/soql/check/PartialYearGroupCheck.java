package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.time.LocalDate;
import java.util.Set;

/**
 * A total per year whose last year the data has not finished: "is crime down in 2025 compared with
 * 2024" answered with a count per {@code incident_year} compares ten months of 2025 with twelve of
 * 2024, where the rows end on 30 October; "which complete year had the fewest incidents" answers
 * 2025. Noted when the answer's rows hold the year of the time column's last day, that day is
 * more than a week before the year's end, and the query cuts no part of the year itself
 * ({@code date_extract_m}, an upper bound), and either
 * <ul>
 *   <li>the question names that year beside another the rows hold: the note's query counts the
 *       same part of every year, up to the last day's month and day; or
 *   <li>the question wants whole years, or the fewest is ranked first under a LIMIT: the note's
 *       query leaves that year out.
 * </ul>
 * A series of years asked as a trend ("going up year over year") is left alone: evaluators read
 * it both ways.
 */
final class PartialYearGroupCheck implements Check {

    /** What cuts a part out of every year already. */
    private static final Set<String> PARTS =
            Set.of("date_extract_m", "date_extract_d", "date_extract_woy", "date_extract_dow");

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty()
                || review.rows().size() == 0
                || !review.query().isSimple()
                || !review.question().isKnown()) {
            return;
        }
        Select select = review.query().last();
        SelectItem item = select.groupBy().size() == 1
                ? Outputs.item(select, select.groupBy().get(0))
                : null;
        if (item == null || !totals(select)) {
            return;
        }
        String yearColumn = ofYears(review, item.expr());
        String time = yearColumn != null
                ? EventDates.asked(review)
                : Outputs.callOn(review, item.expr(), "date_extract_y", "date_trunc_y");
        ColumnFacts facts = time == null ? null : review.dataset().column(time);
        LocalDate last = facts == null || facts.stats() == null
                ? null
                : Dates.dayOf(facts.stats().largest());
        if (last == null || last.getDayOfYear() > last.lengthOfYear() - 7 || cutsThePeriod(review, time)) {
            return;
        }
        int year = last.getYear();
        String field = Outputs.field(item);
        boolean held = false;
        boolean others = false;
        for (int row = 0; row < review.rows().size(); row++) {
            String value = review.rows().value(row, field);
            boolean same = value != null && value.startsWith(String.valueOf(year));
            held |= same;
            others |= value != null && !same;
        }
        Question question = review.question();
        boolean whole = question.years().whole() || fewestFirst(select);
        boolean compared = others && question.years().writes(year);
        if (!held || !whole && !compared) {
            return;
        }
        String condition = whole ? without(review, yearColumn, time, year) : samePart(time, last);
        notes.add(
                item.expr(),
                time + " ends on " + last + ", so " + year + " holds only part of its year: its total is not one of a"
                        + (whole ? " whole year" : " year to compare with the others"),
                "WHERE " + condition,
                NullGroupCheck.withCondition(review.text(), select, condition));
    }

    /** A count or a sum among the outputs: a total that grows with the days a year has. */
    private static boolean totals(Select select) {
        return select.items().stream()
                .anyMatch(i -> Outputs.unwrapped(i.expr()) instanceof Call call
                        && call.isAggregate()
                        && (call.function().equals("count") || call.function().equals("sum")));
    }

    /** A bare column named for years ({@code incident_year}), or null. */
    private static String ofYears(Review review, Expr expr) {
        String column = Outputs.bareColumn(review, expr);
        return Dates.namedForYears(column) ? column : null;
    }

    /** The fewest first, cut by a LIMIT: a part of a year is the likeliest fewest. */
    private static boolean fewestFirst(Select select) {
        if (select.limit() == null || !NullGroupCheck.ranksByAnAggregate(select)) {
            return false;
        }
        OrderItem first = select.orderBy().get(0);
        return !first.isDescending();
    }

    /** Whether the WHERE cuts a part out of each year, or bounds the time from above. */
    private static boolean cutsThePeriod(Review review, String time) {
        for (Predicate condition : review.predicates()) {
            if (condition.clause() != Clause.Kind.WHERE) {
                continue;
            }
            if (condition.function() != null && PARTS.contains(condition.function())) {
                return true;
            }
            boolean upper = condition.kind() == Predicate.Kind.BETWEEN
                    || condition.kind() == Predicate.Kind.COMPARE
                            && (condition.op() == Op.LT || condition.op() == Op.LE);
            if (time.equals(condition.column()) && condition.function() == null && upper) {
                return true;
            }
        }
        return false;
    }

    private static String without(Review review, String yearColumn, String time, int year) {
        if (yearColumn == null) {
            return time + " < '" + year + "-01-01'";
        }
        return yearColumn + " != "
                + (review.dataset().type(yearColumn) == SoqlType.TEXT
                        ? SoqlStrings.literal(String.valueOf(year))
                        : String.valueOf(year));
    }

    /** The days of every year up to the last day's month and day. */
    private static String samePart(String time, LocalDate last) {
        String month = "date_extract_m(" + time + ")";
        if (last.getDayOfMonth() == last.lengthOfMonth()) {
            return month + " <= " + last.getMonthValue();
        }
        return "(" + month + " < " + last.getMonthValue() + " OR " + month + " = " + last.getMonthValue()
                + " AND date_extract_d(" + time + ") <= " + last.getDayOfMonth() + ")";
    }
}
