package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "How many permits so far this year" written {@code filed_date >= '2024-01-01'} where the data
 * runs into 2025, or "the last three months" written for August to October of the year before the
 * data ends: the model's own calendar stands for now. Noted when the question speaks of now
 * without naming a year, and the window it was given ends a year or more before the compared
 * column's newest value (or the day the data last changed, when earlier: expiry dates run ahead);
 * the note's query moves the window by whole years, to the end of the data.
 */
final class RecentPeriodCheck implements Check {

    private static final Pattern THIS_YEAR =
            Pattern.compile("\\b(?:this year|the current year|year[- ]to[- ]date|ytd)\\b");

    private static final Pattern LAST = Pattern.compile(
            "\\b(?:last|past|previous) (\\d+|two|three|four|five|six|nine|twelve)? ?(day|week|month)s?\\b"
                    + "|\\blately\\b|(?<!most )\\brecently\\b");

    private static final Map<String, Integer> COUNTS =
            Map.of("two", 2, "three", 3, "four", 4, "five", 5, "six", 6, "nine", 9, "twelve", 12);

    /** A window that ends within this many days of the data's end ends with it. */
    private static final int SLACK_DAYS = 31;

    @Override
    public void check(Review review, Notes notes) {
        Question question = review.question();
        if (!question.isKnown()
                || !question.years().namesNone()
                || review.predicates().stream()
                        .noneMatch(
                                c -> c.column() != null && review.dataset().type(c.column()) == SoqlType.TIMESTAMP)) {
            return; // no date compared: the question's calendar words need not be read
        }
        boolean thisYear = question.read(THIS_YEAR).find();
        Matcher last = question.read(LAST);
        if (!thisYear && !last.find()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            LocalDate end = column == null || column.type() != SoqlType.TIMESTAMP || column.stats() == null
                    ? null
                    : dataEnd(review, Dates.dayOf(column.stats().largest()));
            Window window = end == null || !condition.isBareColumn() || condition.negated()
                    ? null
                    : Window.of(review, condition.column());
            if (window == null || window.low() == null) {
                continue;
            }
            int years = thisYear ? end.getYear() - window.low().getYear() : behind(window, end, last);
            if (years <= 0) {
                continue;
            }
            Edits edits = new Edits(review.text());
            window.bounds().forEach(bound -> edits.replace(bound, moved(bound, years)));
            notes.add(
                    condition.node(),
                    column.field() + " runs to " + end + ", so "
                            + (thisYear ? "this year in the data is " + end.getYear() : "the latest period ends there")
                            + ", and this asks for " + window.describe() + ": the model's calendar is not the data's",
                    "move the dates " + years + (years == 1 ? " year" : " years") + " on",
                    edits.apply());
            return;
        }
    }

    /**
     * The newest value, or the day the data last changed when that is earlier: a column of
     * expiry dates runs into years the data has not reached.
     */
    private static LocalDate dataEnd(Review review, LocalDate newest) {
        LocalDate updated = review.dataset().updated().orElse(null);
        return newest == null || updated == null || newest.isBefore(updated) ? newest : updated;
    }

    /** Whole years the window must move to end where the data does, or 0 when it does already. */
    private static int behind(Window window, LocalDate end, Matcher last) {
        LocalDate windowEnd = window.high();
        if (windowEnd == null) {
            if (last.group(2) == null) {
                return 0; // "lately" with no end: as long as the model chose
            }
            // no end: the start must lie within the length asked of the data's end
            String count = last.group(1);
            int n = count == null ? 1 : count.matches("\\d+") ? Integer.parseInt(count) : COUNTS.get(count);
            LocalDate start = switch (last.group(2)) {
                case "day" -> end.minusDays(n);
                case "week" -> end.minusWeeks(n);
                default -> end.minusMonths(n);
            };
            windowEnd = window.low().plusDays(end.toEpochDay() - start.toEpochDay());
        }
        int years = 0;
        while (windowEnd.plusYears(years).isBefore(end.minusDays(SLACK_DAYS))) {
            years++;
        }
        return years;
    }

    private static String moved(Expr bound, int years) {
        String value = Values.string(bound).value();
        LocalDate day = Dates.dayOf(value);
        return SoqlStrings.literal(day.plusYears(years) + value.substring(10));
    }

    /** The date literals bounding one column from below and above, and the days they name. */
    private record Window(LocalDate low, LocalDate high, List<Expr> bounds) {

        static Window of(Review review, String field) {
            LocalDate low = null;
            LocalDate high = null;
            List<Expr> bounds = new ArrayList<>();
            for (Predicate condition : review.predicates()) {
                if (!field.equals(condition.column())
                        || condition.negated()
                        || !condition.isBareColumn()
                        || condition.clause() != Clause.Kind.WHERE
                        || condition.underOr()) {
                    continue;
                }
                List<Expr> values = condition.values();
                if (condition.kind() == Predicate.Kind.COMPARE && condition.op().isOrdering()) {
                    LocalDate day = day(values.get(0));
                    if (day == null) {
                        return null;
                    }
                    boolean below = condition.op() == Op.GE || condition.op() == Op.GT;
                    low = below ? day : low;
                    high = below ? high : day;
                    bounds.add(values.get(0));
                } else if (condition.kind() == Predicate.Kind.BETWEEN) {
                    low = day(values.get(0));
                    high = day(values.get(1));
                    if (low == null || high == null) {
                        return null;
                    }
                    bounds.addAll(values);
                }
            }
            return new Window(low, high, bounds);
        }

        private static LocalDate day(Expr value) {
            Literal literal = Values.string(value);
            return literal == null ? null : Dates.dayOf(literal.value());
        }

        String describe() {
            return high == null ? "dates from " + low : "dates from " + low + " to " + high;
        }
    }
}
