package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;

/**
 * A date-only upper bound on a column that holds times of day: {@code <= '2024-06-30'} and
 * {@code BETWEEN '2024-06-01' AND '2024-06-30'} are midnight, so they leave out that day after
 * 00:00 (and {@code > '2024-06-30'} takes it in). Only when the column's values show times.
 */
final class DateOnlyBoundCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (!condition.isBareColumn()
                    || condition.negated()
                    || column == null
                    || column.type() != SoqlType.TIMESTAMP
                    || !Dates.holdsTimes(column)) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            if (condition.kind() == Predicate.Kind.COMPARE && (condition.op() == Op.LE || condition.op() == Op.GT)) {
                LocalDate day = day(condition, 0);
                if (day != null && !pastTheData(column, day)) {
                    String op = condition.op() == Op.LE ? " < " : " >= ";
                    notes.replace(
                            condition.node(),
                            why(column, day, condition.op() == Op.LE ? "leaves out" : "takes in"),
                            subject + op + SoqlStrings.literal(day.plusDays(1).toString()));
                }
            } else if (condition.kind() == Predicate.Kind.BETWEEN
                    && !EmptyRangeCheck.inverted(
                            condition.values().get(0), condition.values().get(1), review.text())) {
                LocalDate high = day(condition, 1);
                if (high != null && !pastTheData(column, high)) {
                    String low = condition.values().get(0).in(review.text());
                    notes.replace(
                            condition.node(),
                            why(column, high, "leaves out"),
                            subject + " >= " + low + " AND " + subject + " < "
                                    + SoqlStrings.literal(high.plusDays(1).toString()));
                }
            }
        }
    }

    /** The data ends before that day: no row of it is left out or taken in ("so far in 2025" to 12-31). */
    private static boolean pastTheData(ColumnFacts column, LocalDate day) {
        LocalDate last =
                column.stats() == null ? null : Dates.dayOf(column.stats().largest());
        return last != null && last.isBefore(day);
    }

    private static LocalDate day(Predicate condition, int index) {
        var literal = Values.string(condition.values().get(index));
        // an explicit time (even T00:00:00) is meant as written
        return literal == null ? null : Dates.dateOnly(literal.value());
    }

    private static String why(ColumnFacts column, LocalDate day, String effect) {
        return "a date alone is midnight, so this " + effect + " " + day + " after 00:00 (" + column.field()
                + " holds times of day)";
    }
}
