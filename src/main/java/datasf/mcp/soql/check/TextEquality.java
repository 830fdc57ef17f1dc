package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;

/** A text column compared, as it is, with strings: {@code service_name = 'Noise Report'}, {@code source IN (...)}. */
final class TextEquality {

    private TextEquality() {}

    /**
     * The column a condition compares for equality ({@code =} or {@code IN}), bare and of text, not
     * negated nor under a NOT; null when it is not such a condition.
     */
    static ColumnFacts column(Review review, Predicate condition) {
        ColumnFacts column = review.column(condition);
        boolean plain = column != null
                && condition.isEquality()
                && condition.isBareColumn()
                && !condition.negated()
                && !condition.underNot()
                && column.type() == SoqlType.TEXT;
        return plain ? column : null;
    }

    /** The string the condition compares a text column with, or null when it is not such a condition with one. */
    static Literal value(Review review, Predicate condition) {
        Literal value = condition.values().size() == 1
                ? Values.string(condition.values().get(0))
                : null;
        return value != null && column(review, condition) != null ? value : null;
    }
}
