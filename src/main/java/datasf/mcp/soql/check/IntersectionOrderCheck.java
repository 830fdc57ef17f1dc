package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An intersection written as two streets with a backslash between them ("HOWARD ST \ POLK ST")
 * is written in either order: "incidents at Howard and Polk" written {@code intersection =
 * 'HOWARD ST \ POLK ST'} or {@code LIKE '%MARKET ST%16TH ST%'} misses the rows that name the other
 * street first. Noted when a column's known values nearly all join two names with {@code " \ "}
 * and a condition looks for two of them in one order; the note's query takes both orders.
 */
final class IntersectionOrderCheck implements Check {

    private static final String JOIN = " \\ ";

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            Literal value = condition.values().size() == 1
                    ? Values.string(condition.values().get(0))
                    : null;
            ColumnFacts column =
                    value == null || condition.negated() || !condition.isBareColumn() ? null : review.column(condition);
            if (column == null || !column.nearlyAllValues(v -> v.contains(JOIN))) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            List<String> streets = streets(condition, value.value());
            if (streets.size() != 2) {
                continue;
            }
            String both = condition.kind() == Predicate.Kind.LIKE
                    ? subject + " LIKE " + SoqlStrings.literal("%" + streets.get(0) + "%") + " AND " + subject
                            + " LIKE " + SoqlStrings.literal("%" + streets.get(1) + "%")
                    : subject + " IN (" + SoqlStrings.literal(value.value()) + ", "
                            + SoqlStrings.literal(streets.get(1) + JOIN + streets.get(0)) + ")";
            notes.replace(
                    condition.node(),
                    column.field() + " names the two streets in either order ('A \\ B' or 'B \\ A'), and "
                            + SoqlStrings.literal(value.value()) + " finds one order only",
                    condition.underOr() && condition.kind() == Predicate.Kind.LIKE ? "(" + both + ")" : both);
            return;
        }
    }

    /** The two streets a condition names in one order; none when it names another number. */
    private static List<String> streets(Predicate condition, String value) {
        List<String> streets = new ArrayList<>();
        if (condition.kind() == Predicate.Kind.LIKE) {
            for (String part : value.split("%")) {
                for (String street : part.split(Pattern.quote(JOIN))) {
                    if (!street.isBlank()) {
                        streets.add(street.strip());
                    }
                }
            }
        } else if (condition.isEquality() && condition.kind() == Predicate.Kind.COMPARE && value.contains(JOIN)) {
            streets.addAll(List.of(value.split(Pattern.quote(JOIN))));
        }
        return streets;
    }
}
