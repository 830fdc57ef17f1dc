package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * {@code date_extract_dow} counts from Sunday = 0 to Saturday = 6. The weekend written in another
 * count is a weekday: {@code IN (5, 6)} (Monday = 0, as Python counts) and {@code >= 5} are Friday
 * and Saturday, {@code IN (6, 7)} (Monday = 1, ISO) is Saturday and a day that does not exist.
 * Noted when the days a condition keeps are exactly one of those pairs, the weekend's days in no
 * count but the wrong one; the note's query keeps Saturday and Sunday ({@code IN (0, 6)}). Runs
 * before {@link FunctionDomainCheck}, whose reading of 1 to 7 from Sunday would make {@code (6, 7)}
 * Friday and Saturday. With the person's question naming one day ("on a Sunday"), a condition
 * keeping one other day ({@code = 1}, Monday) gets that day's number.
 */
final class WeekendCheck implements Check {

    private static final Set<Set<Integer>> WEEKEND_MISCOUNTED = Set.of(Set.of(5, 6), Set.of(6, 7));

    private static final List<String> DAYS =
            List.of("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "no day");

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            Expr subject = review.resolve(condition, condition.subject());
            if (!(subject instanceof Call call) || !call.function().equals("date_extract_dow")) {
                continue;
            }
            Set<Integer> days = days(condition);
            Set<Integer> named = review.question().weekdays();
            if (days != null
                    && days.size() == 1
                    && named.size() == 1
                    && !days.equals(named)
                    && condition.kind() != Predicate.Kind.IN
                    && !condition.negated()) {
                int asked = named.iterator().next();
                notes.replace(
                        condition.node(),
                        "date_extract_dow counts from Sunday = 0 to Saturday = 6: "
                                + days.iterator().next() + " is "
                                + DAYS.get(days.iterator().next()) + ", and the question asks about " + DAYS.get(asked),
                        condition.subject().in(review.text()) + " = " + asked);
                continue;
            }
            if (days == null || !WEEKEND_MISCOUNTED.contains(days)) {
                continue;
            }
            String text = review.text();
            String weekend = condition.subject().in(text) + (condition.negated() ? " NOT IN (0, 6)" : " IN (0, 6)");
            notes.replace(
                    condition.node(),
                    "date_extract_dow counts from Sunday = 0 to Saturday = 6: "
                            + days.stream().map(String::valueOf).collect(Collectors.joining(" and ")) + " are "
                            + (days.contains(7) ? "Saturday and no day" : "Friday and Saturday")
                            + ", not the weekend",
                    weekend);
        }
    }

    /** The whole days the condition keeps (before any NOT), or null when they cannot be read. */
    private static Set<Integer> days(Predicate condition) {
        Set<Integer> days = new TreeSet<>();
        for (Expr value : condition.values()) {
            Literal number = Values.number(value);
            if (number == null
                    || number != value
                    || !number.isInteger()
                    || number.text().length() > 1) {
                return null;
            }
            days.add(Integer.parseInt(number.text()));
        }
        return switch (condition.kind()) {
            case IN -> days;
            case COMPARE -> compared(condition, days.iterator().next());
            case BETWEEN -> condition.values().size() == 2 ? range(day(condition, 0), day(condition, 1)) : null;
            default -> null;
        };
    }

    private static int day(Predicate condition, int index) {
        return Integer.parseInt(((Literal) condition.values().get(index)).text());
    }

    private static Set<Integer> compared(Predicate condition, int day) {
        return switch (condition.op()) {
            case GE -> range(day, 6);
            case GT -> range(day + 1, 6);
            default -> condition.op().isEquality() ? Set.of(day) : null;
        };
    }

    private static Set<Integer> range(int from, int to) {
        Set<Integer> days = new TreeSet<>();
        for (int day = from; day <= to; day++) {
            days.add(day);
        }
        return days;
    }
}
