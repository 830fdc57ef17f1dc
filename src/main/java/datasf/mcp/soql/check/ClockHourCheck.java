package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Set;

/**
 * "Assaults after 6 pm" written {@code date_extract_hh(incident_datetime) > 18} starts at 19:00:
 * an hour is the whole of it, so 18:30 has hour 18 and is after 6 pm. Noted when the question
 * says "after" an hour on the clock and the query compares that hour with {@code >}; the note's
 * query uses {@code >=}.
 */
final class HourAfterCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Integer after = hourAfter(review.question().words());
        if (after == null) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            Literal hour = condition.kind() == Predicate.Kind.COMPARE
                            && condition.values().size() == 1
                    ? Values.number(condition.values().get(0))
                    : null;
            if (hour == null
                    || !"date_extract_hh".equals(condition.function())
                    || condition.op() != Op.GT
                    || condition.negated()
                    || condition.underNot()
                    || !hour.isInteger()
                    || Integer.parseInt(hour.text()) != after) {
                continue;
            }
            notes.replace(
                    condition.node(),
                    "> " + after + " starts at " + (after + 1) + ":00, and the hour " + after + " is after " + after
                            + ":00 already",
                    condition.subject().in(review.text()) + " >= " + after);
            return;
        }
    }

    /** The hour on the clock the question says "after" ("after 6 pm": 18), or null. */
    private static Integer hourAfter(List<String> words) {
        for (int at = 0; at + 1 < words.size(); at++) {
            if (!words.get(at).equals("after")) {
                continue;
            }
            String clock = words.get(at + 1) + (at + 2 < words.size() ? " " + words.get(at + 2) : "");
            Set<Integer> hours = QuestionParts.hours(clock);
            if (hours.size() == 1) {
                return hours.iterator().next();
            }
        }
        return null;
    }
}
