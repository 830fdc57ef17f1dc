package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;

/**
 * A dataset covers a period: a date condition wholly before a timestamp column's first value or
 * after its last matches nothing ({@code incident_date < '2015-01-01'} on data from 2018;
 * {@code date_extract_y(x) = 2012}). Noted on an empty answer, with the column's period from its
 * statistics, so the answer is "the data starts in 2018", not "nothing happened".
 */
final class PeriodCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.empty()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (column == null
                    || column.type() != SoqlType.TIMESTAMP
                    || column.stats() == null
                    || condition.negated()
                    || condition.underNot()) {
                continue;
            }
            LocalDate first = Dates.dayOf(column.stats().smallest());
            LocalDate last = Dates.dayOf(column.stats().largest());
            if (first == null || last == null) {
                continue;
            }
            LocalDate[] range = range(condition, first, last);
            if (range != null && (range[1].isBefore(first) || range[0].isAfter(last))) {
                notes.add(
                        condition.node(),
                        column.field() + " runs from " + first + " to " + last + "; this asks for dates outside it",
                        "dates from " + first + " to " + last + ", or say the data does not cover the period",
                        null);
            }
        }
    }

    /** The days a condition asks for, as [from, to] (open ends at the column's own ends), or null. */
    private static LocalDate[] range(Predicate condition, LocalDate first, LocalDate last) {
        Expr subject = condition.subject();
        if (condition.isBareColumn()) {
            LocalDate[] days = new LocalDate[condition.values().size()];
            for (int i = 0; i < days.length; i++) {
                Literal literal = Values.string(condition.values().get(i));
                days[i] = literal == null ? null : Dates.dayOf(literal.value());
                if (days[i] == null) {
                    return null;
                }
            }
            return bounds(condition, days, first, last);
        }
        if (subject instanceof Call call && call.function().equals("date_extract_y")) {
            LocalDate[] days = new LocalDate[condition.values().size()];
            for (int i = 0; i < days.length; i++) {
                Literal year = Values.number(condition.values().get(i));
                if (year == null || !year.isInteger() || year.text().length() != 4) {
                    return null;
                }
                days[i] = LocalDate.of(Integer.parseInt(year.text()), 1, 1);
            }
            LocalDate[] asked = bounds(condition, days, first, last);
            return asked == null ? null : new LocalDate[] {asked[0], asked[1].withDayOfYear(asked[1].lengthOfYear())};
        }
        return null;
    }

    private static LocalDate[] bounds(Predicate condition, LocalDate[] days, LocalDate first, LocalDate last) {
        return switch (condition.kind()) {
            case BETWEEN -> new LocalDate[] {days[0], days[1]};
            case IN -> new LocalDate[] {min(days), max(days)};
            case COMPARE -> {
                Op op = condition.op();
                if (op.isEquality()) {
                    yield new LocalDate[] {days[0], days[0]};
                }
                if (op == Op.LT || op == Op.LE) {
                    yield new LocalDate[] {first, op == Op.LT ? days[0].minusDays(1) : days[0]};
                }
                if (op == Op.GT || op == Op.GE) {
                    yield new LocalDate[] {days[0], last};
                }
                yield null;
            }
            default -> null;
        };
    }

    private static LocalDate min(LocalDate[] days) {
        return java.util.Arrays.stream(days).min(LocalDate::compareTo).orElseThrow();
    }

    private static LocalDate max(LocalDate[] days) {
        return java.util.Arrays.stream(days).max(LocalDate::compareTo).orElseThrow();
    }
}
