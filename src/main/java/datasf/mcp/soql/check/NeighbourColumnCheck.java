package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * On an empty answer: a value asked of one column that another column holds (a subcategory asked
 * of the category, a status note asked of the status, the text of a {@code *_definition} column
 * asked of its code). The other text columns' known values are searched for it, ignoring case, at
 * no upstream cost; the note names the column with the count and gives the query on it.
 *
 * A {@code LIKE '%word%'} that no value of its column holds is searched for the same way, and
 * the note gives the same LIKE on the column that holds the word.
 *
 * <p>On a refused query too: text asked of a number or date column is refused by Socrata, and the
 * column that holds it is the fix. The values are read once per review ({@link ValueIndex}),
 * whatever the number of conditions, and the search ends once no further note could be shown
 * ({@link Checks#MAX_NOTES}), or at the call's deadline, without a note: the answer it would
 * annotate has already been got.
 */
final class NeighbourColumnCheck implements Check {

    /**
     * The longest literal searched for as a word: no known value is longer (the Views API's top
     * values and the advisor's samples keep values of up to 200 characters), so a longer one is
     * in none of them.
     */
    static final int MAX_WORD_LENGTH = 200;

    /**
     * A condition that asks a column for a text none of its known values is: a value
     * ({@code = 'x'}), or a word within one ({@code LIKE '%x%'}: {@code like} is the pattern).
     */
    private record Asked(Predicate condition, ColumnFacts column, Literal literal, String like) {

        String word() {
            return like == null ? literal.value() : like.substring(1, like.length() - 1);
        }
    }

    @Override
    public void check(Review review, Notes notes) {
        if (review.outcome() == Review.Outcome.ROWS) {
            return;
        }
        List<Asked> asked = new ArrayList<>();
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            boolean like = condition.kind() == Predicate.Kind.LIKE;
            if (!condition.isEquality() && !like
                    || condition.negated()
                    || condition.underNot()
                    || !condition.isBareColumn()
                    || column == null
                    || condition.values().size() != 1) {
                continue;
            }
            Literal literal = Values.string(condition.values().get(0));
            if (literal == null || literal.value().isBlank()) {
                continue;
            }
            if (!like) {
                asked.add(new Asked(condition, column, literal, null));
            } else if (aWord(literal.value())) {
                asked.add(new Asked(condition, column, literal, literal.value()));
            }
        }
        if (asked.isEmpty() || full(notes)) {
            return;
        }
        List<String> words = asked.stream()
                .map(Asked::word)
                .filter(NeighbourColumnCheck::searchedAsWord)
                .toList();
        List<ColumnFacts> columns = review.dataset().columns();
        ValueIndex index = ValueIndex.of(columns, ValueIndex.words(words));
        Map<String, Integer> positions = new HashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            positions.put(columns.get(i).field(), i);
        }
        for (Asked one : asked) {
            if (full(notes) || index.stopped() || CallDeadline.passed()) {
                return; // no further note could be shown, or the answer stands without them
            }
            int column = positions.get(one.column().field());
            if (one.like() != null) {
                wordElsewhere(index, notes, one, column);
                continue;
            }
            List<ValueIndex.Held> equal = index.equalIgnoringCase(one.literal().value());
            if (equal.stream().noneMatch(held -> held.column() == column)
                    && !exactElsewhere(index, notes, one, column, equal)) {
                wordElsewhere(index, notes, one, column);
            }
        }
    }

    /** Notes beyond this many are cut from the answer: none is worth looking for. */
    private static boolean full(Notes notes) {
        return notes.all().size() >= Checks.MAX_NOTES;
    }

    /** {@code %word%}: one word (or words) between two wildcards and no other. */
    private static boolean aWord(String pattern) {
        String inner = pattern.length() > 2 && pattern.startsWith("%") && pattern.endsWith("%")
                ? pattern.substring(1, pattern.length() - 1)
                : "";
        return !inner.isBlank() && !inner.contains("%") && !inner.contains("_");
    }

    private static boolean searchedAsWord(String literal) {
        return literal.length() >= 4 && literal.length() <= MAX_WORD_LENGTH;
    }

    /** The literal is a whole value of another text column: the query on that column. */
    private static boolean exactElsewhere(
            ValueIndex index, Notes notes, Asked asked, int column, List<ValueIndex.Held> equal) {
        for (int i = 0; i < equal.size(); ) {
            int other = equal.get(i).column();
            int end = i;
            while (end < equal.size() && equal.get(end).column() == other) {
                end++;
            }
            if (end - i == 1 && other != column && isText(index, other)) {
                ColumnStats.Count value = equal.get(i).value();
                String field = index.columns().get(other).field();
                String fixed = field + " " + asked.condition().operator().replace("IN", "=") + " "
                        + SoqlStrings.literal(value.value());
                notes.replace(
                        asked.condition().node(),
                        SoqlStrings.literal(asked.literal().value()) + " is not a value of "
                                + asked.column().field() + " but of " + field + " (" + value.count() + " rows)",
                        fixed);
                return true;
            }
            i = end;
        }
        return false;
    }

    /**
     * The literal is a word of values of other text columns (a category asked for, found in the
     * subcategories or the descriptions): the column whose values holding it have the most rows,
     * searched with {@code caseless_contains}.
     */
    private static void wordElsewhere(ValueIndex index, Notes notes, Asked asked, int column) {
        if (!searchedAsWord(asked.word())) {
            return;
        }
        List<ValueIndex.Held> holding = index.holding(asked.word());
        if (holding.stream().anyMatch(held -> held.column() == column)) {
            return; // a value of the column itself holds it: the advisor names that one
        }
        long[] rows = new long[index.columns().size()];
        int best = -1;
        for (ValueIndex.Held held : holding) {
            if (isText(index, held.column())) {
                rows[held.column()] += held.value().count();
            }
        }
        for (int other = 0; other < rows.length; other++) {
            if (rows[other] > 0 && (best < 0 || rows[other] > rows[best])) {
                best = other;
            }
        }
        if (best < 0) {
            return;
        }
        int chosen = best;
        List<ColumnStats.Count> bestValues = holding.stream()
                .filter(held -> held.column() == chosen)
                .map(ValueIndex.Held::value)
                .toList();
        String field = index.columns().get(best).field();
        String listed = bestValues.stream()
                .limit(3)
                .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                .collect(Collectors.joining(", "));
        notes.replace(
                asked.condition().node(),
                SoqlStrings.literal(asked.word())
                        + (asked.like() == null ? " is not a value of " : " is in no value of ")
                        + asked.column().field() + "; "
                        + field + " holds it in " + bestValues.size() + (bestValues.size() == 1 ? " value" : " values")
                        + ": " + listed,
                asked.like() == null
                        ? "caseless_contains(" + field + ", " + asked.literal().text() + ")"
                        : like(field, asked, bestValues));
    }

    /** The same LIKE on the other column; in upper case when some of its values hold the word in another case. */
    private static String like(String field, Asked asked, List<ColumnStats.Count> values) {
        boolean asWritten = values.stream().allMatch(v -> v.value().contains(asked.word()));
        return asWritten
                ? field + " LIKE " + asked.literal().text()
                : "upper(" + field + ") LIKE "
                        + SoqlStrings.literal(asked.like().toUpperCase(java.util.Locale.ROOT));
    }

    private static boolean isText(ValueIndex index, int column) {
        return index.columns().get(column).type() == SoqlType.TEXT;
    }
}
