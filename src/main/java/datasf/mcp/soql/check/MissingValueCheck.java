package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;
import java.util.Locale;

/**
 * "By phone or through the mobile app" written {@code source IN ('Phone', 'Mobile App')} answers
 * with the phone's rows alone: the column has no {@code Mobile App}, it says
 * {@code Mobile/Open311}. An empty answer has the advisor's hints; one with rows from the other
 * values says nothing of the value that matched none. Noted when the column's values are all
 * known and a compared string is none of them; the note's query has the one value that is the
 * same ignoring case, or else the one that starts with the same word.
 */
final class MissingValueCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty()) {
            return; // the advisor's: it looks the values up and says which is missing
        }
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = TextEquality.column(review, condition);
            if (column == null || !column.complete() || column.values().isEmpty()) {
                continue;
            }
            for (Expr expr : condition.values()) {
                Literal value = Values.string(expr);
                if (value == null || !value.isString() || column.has(value.value())) {
                    continue;
                }
                ColumnStats.Count meant = meant(column, value.value());
                String why = SoqlStrings.literal(value.value()) + " is no value of " + column.field()
                        + ", so it matches no row";
                if (meant == null) {
                    notes.add(expr, why, "one of " + column.field() + "'s values (distinct_values)", null);
                } else {
                    notes.replace(
                            expr,
                            why + "; " + SoqlStrings.literal(meant.value()) + " (" + meant.count() + " rows) is",
                            SoqlStrings.literal(meant.value()));
                }
                return;
            }
        }
    }

    /** The one value equal ignoring case, else the one value that starts with the same word; null when none is one. */
    private static ColumnStats.Count meant(ColumnFacts column, String written) {
        List<ColumnStats.Count> same = column.equalIgnoringCase(written);
        if (same.size() == 1) {
            return same.get(0);
        }
        String first = firstWord(written);
        if (first.length() < 3) {
            return null;
        }
        List<ColumnStats.Count> starting = column.values().stream()
                .filter(v -> firstWord(v.value()).equals(first))
                .toList();
        return starting.size() == 1 ? starting.get(0) : null;
    }

    private static String firstWord(String value) {
        String[] words = value.toLowerCase(Locale.ROOT).split("[^\\p{L}\\d]+");
        for (String word : words) {
            if (!word.isEmpty()) {
                return Words.singular(word);
            }
        }
        return "";
    }
}
