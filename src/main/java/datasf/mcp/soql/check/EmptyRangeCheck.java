package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlFunction;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.regex.Pattern;

/**
 * A range whose low end is above its high end matches nothing: SoQL's BETWEEN does not wrap
 * around, so {@code date_extract_hh(x) BETWEEN 22 AND 4} (a night across midnight) is empty, as is
 * {@code h >= 22 AND h <= 4}, and so is a date range written the wrong way round. The fix is the
 * two ends joined with OR (for a wrap-around such as hours), or the ends swapped (for dates).
 */
final class EmptyRangeCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        String text = review.text();
        for (Predicate condition : review.predicates()) {
            if (condition.kind() == Predicate.Kind.BETWEEN && !condition.negated()) {
                if (inverted(condition.values().get(0), condition.values().get(1), text)) {
                    String subject = condition.subject().in(text);
                    String high = condition.values().get(1).in(text);
                    String fixed = "(" + subject + " >= "
                            + condition.values().get(0).in(text) + " OR " + subject
                            + (stopsAt(review.question(), condition.subject(), high) ? " < " : " <= ") + high + ")";
                    notes.replace(condition.node(), why(condition.subject()), fixed);
                }
            }
        }
        if (review.query() == null) {
            return;
        }
        for (Binary and : Walk.all(review.query(), Binary.class)) {
            if (and.op() != Op.AND
                    || !(and.left() instanceof Binary lower)
                    || !(and.right() instanceof Binary upper)
                    || !lower.left().in(text).equals(upper.left().in(text))) {
                continue;
            }
            Double from = isLowerBound(lower.op()) ? number(lower.right(), text) : null;
            Double to = isUpperBound(upper.op()) ? number(upper.right(), text) : null;
            if (from != null && to != null && from > to) {
                String fixed = "(" + lower.in(text) + " OR " + upper.in(text) + ")";
                notes.replace(and, why(lower.left()), fixed);
            }
        }
    }

    /**
     * Whether the range's high end is the time of day the person's question says it stops at:
     * "from 10pm to 4am" written {@code BETWEEN 22 AND 4} is the hours 22 to 3, and up to
     * {@code '02:00'} for "until 2am" is not the minutes after two. A high end the question does
     * not name ({@code BETWEEN 22 AND 3} for "to 4am") is kept as written.
     */
    private static boolean stopsAt(Question question, Expr subject, String high) {
        String hour = high.replace("'", "");
        hour = hour.contains(":") ? hour.substring(0, hour.indexOf(':')) : hour;
        boolean clock = subject instanceof Call call && call.function().equals("date_extract_hh") || high.contains(":");
        return clock && hour.matches("\\d{1,2}") && question.namesHour(Integer.parseInt(hour));
    }

    private static boolean isLowerBound(Op op) {
        return op == Op.GE || op == Op.GT;
    }

    private static boolean isUpperBound(Op op) {
        return op == Op.LE || op == Op.LT;
    }

    private static String why(Expr subject) {
        String domain = subject instanceof Call call
                ? call.definition()
                        .map(SoqlFunction::domain)
                        .map(d -> " (" + call.function() + " gives " + d + ")")
                        .orElse("")
                : "";
        return "the low end is above the high end, so no value is in the range: a range does not wrap around" + domain;
    }

    /** Both ends numbers, ISO dates or times of day as text, the low one above the high one. */
    static boolean inverted(Expr low, Expr high, String text) {
        Double from = number(low, text);
        Double to = number(high, text);
        if (from != null && to != null) {
            return from > to;
        }
        Literal first = Values.string(low);
        Literal last = Values.string(high);
        if (first == null || last == null) {
            return false;
        }
        if (TIME.matcher(first.value()).matches() && TIME.matcher(last.value()).matches()) {
            return padded(first.value()).compareTo(padded(last.value())) > 0; // '22:00' to '02:00'
        }
        return Dates.dayOf(first.value()) != null
                && Dates.dayOf(last.value()) != null
                && first.value().compareTo(last.value()) > 0;
    }

    /** A time of day as text: {@code 22:00}, {@code 9:30:00}. */
    private static final Pattern TIME = Pattern.compile("\\d{1,2}:\\d{2}(:\\d{2})?");

    private static String padded(String time) {
        return time.indexOf(':') == 1 ? "0" + time : time;
    }

    private static Double number(Expr value, String text) {
        Literal number = Values.number(value);
        return number == null ? null : Double.valueOf(value.in(text).replace(" ", ""));
    }
}
