package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.regex.Pattern;

/**
 * A place written as a street and the cross streets it runs between ("VALENCIA ST: 16TH ST to
 * 17TH ST (500 - 599)"): "food trucks on Valencia Street" written {@code locationdescription LIKE
 * '%VALENCIA ST%'} takes in the trucks on every street Valencia crosses. Noted when a LIKE looks
 * for a text anywhere ({@code '%...%'}) in a column whose known values are nearly all of that
 * form and no other condition names the street before the colon; the note's query looks for it
 * there, where the street itself is named.
 */
final class CrossStreetCheck implements Check {

    /** "STREET: CROSS to CROSS": a street and the two it runs between. */
    private static final Pattern RANGE = Pattern.compile("^[^:]+: .+ to .+$");

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            Literal pattern = condition.kind() == Predicate.Kind.LIKE
                            && condition.values().size() == 1
                    ? Values.string(condition.values().get(0))
                    : null;
            String core = pattern == null ? null : anywhere(pattern.value());
            ColumnFacts column =
                    core == null || condition.negated() || !condition.isBareColumn() ? null : review.column(condition);
            if (column == null
                    || !column.nearlyAllValues(v -> RANGE.matcher(v).matches())
                    || streetPinned(review, condition)) {
                continue;
            }
            String street = core + (core.endsWith(":") ? "%" : "%:%");
            notes.replace(
                    condition.node(),
                    column.field() + " names a street, then after the colon the streets it runs between: "
                            + SoqlStrings.literal(pattern.value()) + " matches " + core + " as a cross street too",
                    condition.subject().in(review.text()) + " LIKE " + SoqlStrings.literal(street));
            return;
        }
    }

    /**
     * Another condition already names the street before the colon ({@code LIKE 'MARKET ST:%'}):
     * then a text anywhere is looked for among the cross streets on purpose.
     */
    private static boolean streetPinned(Review review, Predicate condition) {
        for (Predicate other : review.predicates()) {
            Literal pattern = other != condition
                            && other.kind() == Predicate.Kind.LIKE
                            && condition.column().equals(other.column())
                            && other.values().size() == 1
                    ? Values.string(other.values().get(0))
                    : null;
            if (pattern != null && !pattern.value().startsWith("%")) {
                return true;
            }
        }
        return false;
    }

    /** The text a {@code '%...%'} pattern looks for anywhere, or null for any other pattern. */
    private static String anywhere(String pattern) {
        if (pattern.length() < 4 || !pattern.startsWith("%") || !pattern.endsWith("%")) {
            return null;
        }
        String core = pattern.substring(1, pattern.length() - 1);
        return core.contains("%") || core.contains("_") || core.contains(":") || core.isBlank() ? null : core;
    }
}
