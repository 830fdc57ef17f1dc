package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * On an empty answer: a value asked of one column that another column holds (a subcategory asked
 * of the category, a status note asked of the status, the text of a {@code *_definition} column
 * asked of its code). The other text columns' known values are searched for it, ignoring case, at
 * no upstream cost; the note names the column with the count and gives the query on it.
 */
final class NeighbourColumnCheck implements Check {

    /**
     * The longest literal searched for as a word: no known value is longer (the Views API's top
     * values and the advisor's samples keep values of up to 200 characters), so a longer one is
     * in none of them, and the search stays within 200 x 200 steps a value whatever the caller sends.
     */
    static final int MAX_WORD_LENGTH = 200;

    @Override
    public void check(Review review, Notes notes) {
        if (review.outcome() == Review.Outcome.ROWS) {
            return;
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts asked = review.column(condition);
            if (!condition.isEquality()
                    || condition.negated()
                    || condition.underNot()
                    || !condition.isBareColumn()
                    || asked == null
                    || condition.values().size() != 1) {
                continue;
            }
            Literal literal = Values.string(condition.values().get(0));
            if (literal == null
                    || literal.value().isBlank()
                    || !asked.equalIgnoringCase(literal.value()).isEmpty()) {
                continue;
            }
            if (!exactElsewhere(review, notes, condition, asked, literal)) {
                wordElsewhere(review, notes, condition, asked, literal);
            }
        }
    }

    /** The literal is a whole value of another text column: the query on that column. */
    private static boolean exactElsewhere(
            Review review, Notes notes, Predicate condition, ColumnFacts asked, Literal literal) {
        for (ColumnFacts other : otherTextColumns(review, asked)) {
            if (CallDeadline.passed()) {
                return true; // the answer stands without this note
            }
            List<ColumnStats.Count> found = other.equalIgnoringCase(literal.value());
            if (found.size() == 1) {
                ColumnStats.Count value = found.get(0);
                String fixed = other.field() + " " + condition.operator().replace("IN", "=") + " "
                        + SoqlStrings.literal(value.value());
                notes.replace(
                        condition.node(),
                        SoqlStrings.literal(literal.value()) + " is not a value of " + asked.field() + " but of "
                                + other.field() + " (" + value.count() + " rows)",
                        fixed);
                return true;
            }
        }
        return false;
    }

    /**
     * The literal is a word of values of other text columns (a category asked for, found in the
     * subcategories or the descriptions): the column whose values holding it have the most rows,
     * searched with {@code caseless_contains}.
     */
    private static void wordElsewhere(
            Review review, Notes notes, Predicate condition, ColumnFacts asked, Literal literal) {
        if (literal.value().length() < 4 || literal.value().length() > MAX_WORD_LENGTH) {
            return;
        }
        Pattern word =
                Pattern.compile("(?iu)(^|[^\\p{L}\\p{N}])" + Pattern.quote(literal.value()) + "($|[^\\p{L}\\p{N}])");
        if (asked.values().stream().anyMatch(v -> word.matcher(v.value()).find())) {
            return; // a value of the column itself holds it: the advisor names that one
        }
        ColumnFacts best = null;
        List<ColumnStats.Count> bestValues = List.of();
        long bestRows = 0;
        for (ColumnFacts other : otherTextColumns(review, asked)) {
            if (CallDeadline.passed()) {
                return; // the answer stands without this note
            }
            List<ColumnStats.Count> holding = other.values().stream()
                    .filter(v -> word.matcher(v.value()).find())
                    .toList();
            long rows = holding.stream().mapToLong(ColumnStats.Count::count).sum();
            if (rows > bestRows) {
                best = other;
                bestValues = holding;
                bestRows = rows;
            }
        }
        if (best == null) {
            return;
        }
        String listed = bestValues.stream()
                .limit(3)
                .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                .collect(Collectors.joining(", "));
        notes.replace(
                condition.node(),
                SoqlStrings.literal(literal.value()) + " is not a value of " + asked.field() + "; " + best.field()
                        + " holds it in " + bestValues.size() + (bestValues.size() == 1 ? " value" : " values")
                        + ": " + listed,
                "caseless_contains(" + best.field() + ", " + literal.text() + ")");
    }

    /**
     * The dataset's text columns other than the one asked. A wide dataset has hundreds: the call's
     * deadline is checked at each, and once it has passed the search stops without a note, since
     * the answer it would annotate has already been got (the advisor may have used the time up).
     */
    private static List<ColumnFacts> otherTextColumns(Review review, ColumnFacts asked) {
        return review.dataset().columns().stream()
                .filter(other -> other != asked && other.type() == SoqlType.TEXT)
                .toList();
    }
}
