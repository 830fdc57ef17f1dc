package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Revised upward by more than 10 percent" written {@code (revised - estimated) * 100 / estimated
 * > 0.1}: a share times 100 compared with the fraction (or a plain share compared with the
 * percent, {@code open / total > 50}). Noted when the question gives a percent ("the majority":
 * fifty), and a comparison
 * of a ratio (a division, or the average of a case) compares it on the other scale; the note's query compares it with the
 * number on the ratio's own scale.
 */
final class PercentScaleCheck implements Check {

    private static final Pattern PERCENT =
            Pattern.compile("(?<![\\d.])(\\d+(?:\\.\\d+)?) ?(?:%|percent\\b|per cent\\b)");

    /** "The majority", "more than half": fifty percent. */
    private static final Pattern HALF = Pattern.compile("\\b(?:majority|more than half|over half)\\b");

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    @Override
    public void check(Review review, Notes notes) {
        if (review.predicates().stream()
                .noneMatch(c -> c.kind() == Predicate.Kind.COMPARE
                        && Values.isNumber(c.values().get(0)))) {
            return; // no number compared: the question's percent need not be read
        }
        Matcher said = review.question().read(PERCENT);
        Matcher half = review.question().read(HALF);
        boolean percentSaid = said.find();
        if (!percentSaid && !half.find()) {
            return;
        }
        BigDecimal percent = percentSaid ? new BigDecimal(said.group(1)) : BigDecimal.valueOf(50);
        String words = percentSaid ? said.group() : half.group();
        String text = review.text();
        for (Predicate condition : review.predicates()) {
            Literal value =
                    condition.kind() == Predicate.Kind.COMPARE && condition.op().isOrdering()
                            ? Values.number(condition.values().get(0))
                            : null;
            if (value == null
                    || condition.clause() != Clause.Kind.WHERE && condition.clause() != Clause.Kind.HAVING
                    || !isRatio(condition.subject())) {
                continue;
            }
            boolean scaled = Walk.all(condition.subject(), Binary.class).stream()
                    .anyMatch(b -> b.op() == Op.TIMES && (isHundred(b.left(), text) || isHundred(b.right(), text)));
            BigDecimal written = new BigDecimal(value.text());
            BigDecimal meant = scaled ? percent : percent.divide(HUNDRED);
            BigDecimal wrong = scaled ? percent.divide(HUNDRED) : percent;
            if (written.compareTo(wrong) != 0 || written.compareTo(meant) == 0) {
                continue;
            }
            notes.replace(
                    value,
                    "the question says \"" + words + "\", and "
                            + condition.subject().in(text) + " is "
                            + (scaled ? "a percent (times 100)" : "a fraction (0 to 1)") + ": " + percent
                            + " percent is " + meant.stripTrailingZeros().toPlainString() + " on its scale",
                    meant.stripTrailingZeros().toPlainString());
            return;
        }
    }

    /** A division, or the average of a case: a share of rows (0 to 1). */
    private static boolean isRatio(Expr subject) {
        return Walk.all(subject, Binary.class).stream().anyMatch(b -> b.op() == Op.DIVIDE)
                || Walk.all(subject, Call.class).stream()
                        .anyMatch(call -> call.function().equals("avg")
                                && call.arguments().size() == 1
                                && Outputs.unwrapped(call.arguments().get(0)) instanceof Call inner
                                && inner.function().equals("case"));
    }

    private static boolean isHundred(Expr side, String text) {
        Literal number = Values.number(side);
        return number != null && new BigDecimal(number.text()).compareTo(HUNDRED) == 0;
    }
}
