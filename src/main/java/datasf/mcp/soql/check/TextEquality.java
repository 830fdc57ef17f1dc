package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;

/** A text column compared, as it is, with one string: {@code service_name = 'Noise Report'}. */
final class TextEquality {

    private TextEquality() {}

    /** The string the condition compares a text column with, or null when it is not such a condition. */
    static Literal value(Review review, Predicate condition) {
        ColumnFacts column = review.column(condition);
        Literal value = condition.values().size() == 1
                ? Values.string(condition.values().get(0))
                : null;
        boolean plain = column != null
                && value != null
                && condition.isEquality()
                && condition.isBareColumn()
                && !condition.negated()
                && !condition.underNot()
                && column.type() == SoqlType.TEXT;
        return plain ? value : null;
    }
}
