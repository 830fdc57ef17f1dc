package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;

/**
 * A missing text value is null, not {@code ''}: {@code = ''} finds none of the rows without a
 * value. Only when the column has nulls and no empty text among its known values. ({@code !=
 * ''} drops the nulls too, which is what it means.)
 */
final class EmptyTextCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (condition.kind() != Predicate.Kind.COMPARE
                    || !condition.op().isEquality()
                    || !condition.isBareColumn()
                    || column == null
                    || column.type() != SoqlType.TEXT
                    || column.nulls() == 0
                    || column.has("")) {
                continue;
            }
            Literal literal = Values.string(condition.values().get(0));
            if (literal == null || !literal.value().isBlank()) {
                continue;
            }
            String subject = condition.subject().in(review.text());
            notes.replace(
                    condition.node(),
                    "a missing value is null, not '': " + column.field() + " is null in " + column.nulls() + " rows",
                    subject + " IS NULL");
        }
    }
}
