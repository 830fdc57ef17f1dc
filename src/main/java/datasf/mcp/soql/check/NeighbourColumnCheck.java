package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.List;

/**
 * On an empty answer: a value asked of one column that another column holds (a subcategory asked
 * of the category, a status note asked of the status, the text of a {@code *_definition} column
 * asked of its code). The other text columns' known values are searched for it, ignoring case, at
 * no upstream cost; the note names the column with the count and gives the query on it.
 */
final class NeighbourColumnCheck implements Check {

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
            for (ColumnFacts other : review.dataset().columns()) {
                if (other == asked || other.type() != SoqlType.TEXT) {
                    continue;
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
                    break;
                }
            }
        }
    }
}
