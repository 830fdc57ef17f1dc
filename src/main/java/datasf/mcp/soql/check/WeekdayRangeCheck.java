package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Food truck spots open on Wednesdays" written {@code dayshours LIKE '%We%'} misses every spot
 * whose hours say {@code Mo-Fr:10AM-3PM}: the column writes days as ranges, and a range names
 * only its ends. Noted when a LIKE looks for the two-letter abbreviation of a weekday the
 * question names, and known values of the column it does not match hold a range of days that
 * covers that day; the note's query adds each such range.
 */
final class WeekdayRangeCheck implements Check {

    /** The abbreviations, Monday first, as schedules write them. */
    private static final List<String> DAYS = List.of("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su");

    private static final Pattern RANGE = Pattern.compile("\\b(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)\\b");

    @Override
    public void check(Review review, Notes notes) {
        if (review.question().weekdays().isEmpty()) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                            && condition.values().size() == 1
                    ? Values.string(condition.values().get(0))
                    : null;
            int day = pattern == null ? -1 : askedDay(review.question(), pattern.value());
            if (day < 0
                    || column == null
                    || column.type() != SoqlType.TEXT
                    || condition.negated()
                    || condition.underNot()
                    || !condition.isBareColumn()) {
                continue;
            }
            Map<String, Long> ranges = covering(column, patterns(review, column.field()), day);
            if (ranges.isEmpty()) {
                continue;
            }
            List<String> named = new ArrayList<>();
            List<String> added = new ArrayList<>();
            ranges.forEach((range, rows) -> {
                named.add("'" + range + "' (" + rows + " rows)");
                added.add(column.field() + " LIKE " + SoqlStrings.literal("%" + range + "%"));
            });
            notes.replace(
                    condition.node(),
                    column.field() + " writes days as ranges, and " + String.join(", ", named)
                            + (named.size() == 1 ? " covers " : " cover ")
                            + DAYS.get(day) + " without naming it",
                    "(" + condition.node().in(review.text()) + " OR " + String.join(" OR ", added) + ")");
            return;
        }
    }

    /** The day (Monday 0) whose abbreviation the pattern looks for and the question names, or -1. */
    private static int askedDay(Question question, String pattern) {
        for (int day = 0; day < DAYS.size(); day++) {
            // the question's days count Sunday 0, as date_extract_dow does
            if (pattern.contains(DAYS.get(day)) && question.weekdays().contains((day + 1) % 7)) {
                return day;
            }
        }
        return -1;
    }

    /** Every LIKE pattern the query tries on the column. */
    private static List<java.util.function.Predicate<String>> patterns(Review review, String field) {
        List<java.util.function.Predicate<String>> patterns = new ArrayList<>();
        for (Predicate condition : review.predicates()) {
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                            && field.equals(condition.column())
                            && condition.values().size() == 1
                    ? Values.string(condition.values().get(0))
                    : null;
            if (pattern != null) {
                patterns.add(TextMatch.LIKE.matcher(pattern.value(), false));
            }
        }
        return patterns;
    }

    /** The ranges covering the day, in known values no pattern of the query matches, with their rows. */
    private static Map<String, Long> covering(
            ColumnFacts column, List<java.util.function.Predicate<String>> patterns, int day) {
        Map<String, Long> ranges = new LinkedHashMap<>();
        for (ColumnStats.Count value : column.values()) {
            if (patterns.stream().anyMatch(p -> p.test(value.value()))) {
                continue;
            }
            Matcher range = RANGE.matcher(value.value());
            while (range.find()) {
                int from = DAYS.indexOf(range.group(1));
                int to = DAYS.indexOf(range.group(2));
                boolean covers = from <= to ? day > from && day < to : day > from || day < to;
                if (covers) {
                    ranges.merge(range.group(), value.count(), Long::sum);
                }
            }
        }
        return ranges;
    }
}
