package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Set;

/**
 * An hour on the clock the question gives and the query bounds one hour off. An hour is the
 * whole of it: {@code date_extract_hh(x)} is 18 from 18:00 to 18:59. So "assaults after 6 pm"
 * written {@code > 18} starts at 19:00, "overnight, from 10pm until 4am" written {@code <= 4}
 * ends at 4:59, and "business hours, 9 to 5" written {@code BETWEEN 9 AND 17} ends at 17:59.
 * Noted when the question says "after" an hour and the query compares it with {@code >}, or
 * ends a span with an hour ("until 4am", "to 5pm", "and 4am") that the query takes in with
 * {@code <=} or as a BETWEEN's end; the note's query uses {@code >=}, or ends before that hour.
 * Where the question speaks of business (working, office) hours, an hour without am or pm is of
 * the working day: 8 to 12 in the morning, 1 to 7 in the afternoon.
 */
final class ClockHourCheck implements Check {

    private static final Set<String> ENDS = Set.of("until", "till", "to", "and", "through");

    /** Words that, before "hours", say the hours are of the working day: "business hours, 9 to 5". */
    private static final Set<String> DAYTIME = Set.of("business", "working", "work", "office");

    @Override
    public void check(Review review, Notes notes) {
        if (review.predicates().stream().noneMatch(c -> "date_extract_hh".equals(c.function()))) {
            return; // no hour compared: the question's clock need not be read
        }
        List<String> words = review.question().words();
        boolean daytime = words.contains("hour") && words.stream().anyMatch(DAYTIME::contains);
        Integer after = hourAfter(words, Set.of("after"), daytime);
        Integer end = hourAfter(words, ENDS, daytime);
        if (after == null && end == null) {
            return;
        }
        String text = review.text();
        for (Predicate condition : review.predicates()) {
            if (!"date_extract_hh".equals(condition.function()) || condition.negated() || condition.underNot()) {
                continue;
            }
            String subject = condition.subject().in(text);
            int first = hour(condition, 0);
            if (after != null
                    && condition.kind() == Predicate.Kind.COMPARE
                    && condition.op() == Op.GT
                    && first == after) {
                notes.replace(
                        condition.node(),
                        "> " + after + " starts at " + (after + 1) + ":00, and every time from " + after + ":00 to "
                                + after + ":59 has the hour " + after,
                        subject + " >= " + after);
                return;
            }
            if (end != null && condition.kind() == Predicate.Kind.COMPARE && condition.op() == Op.LE && first == end) {
                notes.replace(
                        condition.node(),
                        "<= " + end + " runs to " + end + ":59, past the " + end + ":00 the question ends at",
                        subject + " < " + end);
                return;
            }
            if (end != null && condition.kind() == Predicate.Kind.BETWEEN && hour(condition, 1) == end && first < end) {
                notes.replace(
                        condition.node(),
                        "BETWEEN " + first + " AND " + end + " runs to " + end + ":59, past the " + end
                                + ":00 the question ends at",
                        subject + " >= " + first + " AND " + subject + " < " + end);
                return;
            }
        }
    }

    /** The whole hour a condition compares at {@code index}, or -1. */
    private static int hour(Predicate condition, int index) {
        Literal hour = condition.values().size() > index
                ? Values.number(condition.values().get(index))
                : null;
        return hour != null && hour.isInteger() && hour.text().length() <= 2 ? Integer.parseInt(hour.text()) : -1;
    }

    /**
     * The hour on the clock right after one of the words ("after 6 pm": 18), or null. Within
     * working hours a bare hour is of the working day: "9 to 5" ends at 17.
     */
    private static Integer hourAfter(List<String> words, Set<String> before, boolean daytime) {
        for (int at = 0; at + 1 < words.size(); at++) {
            if (!before.contains(words.get(at))) {
                continue;
            }
            String clock = words.get(at + 1) + (at + 2 < words.size() ? " " + words.get(at + 2) : "");
            Set<Integer> hours = QuestionParts.hours(clock);
            if (hours.size() == 1) {
                return hours.iterator().next();
            }
            if (daytime && hours.isEmpty() && words.get(at + 1).matches("[1-9]|1[0-2]")) {
                int hour = Integer.parseInt(words.get(at + 1));
                return hour < 8 ? hour + 12 : hour;
            }
        }
        return null;
    }
}
