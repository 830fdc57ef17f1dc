package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code <}, {@code >} and BETWEEN on a text column compare characters, not numbers or times.
 * When the column's values share one form ({@code 09:30}, {@code 20240105}) and a literal is
 * written in another ({@code '9:00'}, {@code '2024-01-05'}), the comparison sorts it wrongly:
 * {@code '9:00' > '17:00'}. The note gives the literal in the column's form. A column of whole
 * numbers of different lengths ({@code '9' > '10'}) gets the comparison as numbers.
 */
final class TextComparisonCheck implements Check {

    /** Compiled once: the examples of every condition on a text column are tried against it. */
    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private static final Pattern NUMBER = Pattern.compile("\\d+(\\.\\d+)?");

    private static final Pattern YEAR_START = Pattern.compile("(?:19|20)\\d\\d-01-01");

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            boolean ordering = condition.kind() == Predicate.Kind.BETWEEN
                    || condition.kind() == Predicate.Kind.COMPARE
                            && condition.op().isOrdering();
            if (!ordering || !condition.isBareColumn() || column == null || column.type() != SoqlType.TEXT) {
                continue;
            }
            List<String> examples = column.examples();
            String form = TextFormat.shared(examples);
            if (form != null) {
                inOtherForm(review, notes, condition, column, form);
            } else if (examples.size() >= 2
                    && examples.stream().allMatch(v -> DIGITS.matcher(v).matches())) {
                numbersAsText(review, notes, condition, column);
            }
        }
    }

    private static void inOtherForm(Review review, Notes notes, Predicate condition, ColumnFacts column, String form) {
        String text = review.text();
        StringBuilder fixed = new StringBuilder(condition.node().in(text));
        int base = condition.node().start();
        Literal first = null;
        boolean rewritable = true;
        List<Expr> values = condition.values();
        for (int i = values.size() - 1; i >= 0; i--) {
            Literal literal = Values.string(values.get(i));
            if (literal == null || TextFormat.of(literal.value()).equals(form)) {
                continue;
            }
            String written = TextFormat.rewrite(literal.value(), form);
            if (written != null
                    && YEAR_START.matcher(literal.value()).matches()
                    && written.endsWith("0101")
                    && startsOrEndsBefore(condition, i)) {
                continue; // >= '2023-01-01' and < '2024-01-01' keep what '20230101' would: whole years
            }
            first = literal;
            if (written == null) {
                rewritable = false;
            } else {
                fixed.replace(literal.start() - base, literal.end() - base, SoqlStrings.literal(written));
            }
        }
        if (first == null) {
            return;
        }
        String why = column.field() + " is text written like " + SoqlStrings.literal(example(column))
                + ", compared character by character, so " + first.text() + " sorts among its values wrongly";
        if (rewritable) {
            notes.replace(condition.node(), why, fixed.toString());
        } else {
            notes.add(condition.node(), why, "a literal written like " + SoqlStrings.literal(example(column)), null);
        }
    }

    /**
     * Whether the literal at {@code index} is where rows start ({@code >=}, a BETWEEN's low end) or
     * stop before ({@code <}): a year's first day written '2023-01-01' sorts before every day of
     * that year and after the year before, as '20230101' does there; {@code > '2023-01-01'} would
     * take the first day in.
     */
    private static boolean startsOrEndsBefore(Predicate condition, int index) {
        return condition.kind() == Predicate.Kind.BETWEEN
                ? index == 0
                : condition.op() == Op.GE || condition.op() == Op.LT;
    }

    private static void numbersAsText(Review review, Notes notes, Predicate condition, ColumnFacts column) {
        String text = review.text();
        if (!condition.values().stream().allMatch(v -> Values.isString(v) || Values.isNumber(v))) {
            return;
        }
        StringBuilder fixed = new StringBuilder(condition.node().in(text));
        int base = condition.node().start();
        List<Expr> values = condition.values();
        for (int i = values.size() - 1; i >= 0; i--) {
            Literal literal = Values.string(values.get(i));
            if (literal != null) {
                if (!NUMBER.matcher(literal.value()).matches()) {
                    return;
                }
                fixed.replace(literal.start() - base, literal.end() - base, literal.value());
            }
        }
        Expr subject = condition.subject();
        fixed.replace(subject.start() - base, subject.end() - base, subject.in(text) + "::number");
        notes.replace(
                condition.node(),
                column.field() + " holds numbers as text, compared character by character: '9' > '10'",
                fixed.toString());
    }

    private static String example(ColumnFacts column) {
        return column.examples().get(0);
    }
}
