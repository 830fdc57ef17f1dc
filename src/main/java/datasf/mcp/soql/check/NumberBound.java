package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * A number column compared, as it is, with one number: {@code dbh > 60}. What the checks on
 * units and ranges read ({@link BeyondRangeCheck}, {@link LengthUnitCheck}).
 */
record NumberBound(Predicate condition, ColumnFacts column, Literal bound) {

    /** The number the column is compared with. */
    double value() {
        return Double.parseDouble(bound.text());
    }

    /** Every such comparison of the query that is not negated. */
    static List<NumberBound> of(Review review) {
        List<NumberBound> bounds = new ArrayList<>();
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            Literal bound = condition.kind() == Predicate.Kind.COMPARE
                            && condition.values().size() == 1
                    ? Values.number(condition.values().get(0))
                    : null;
            if (bound != null
                    && condition.isBareColumn()
                    && !condition.negated()
                    && !condition.underNot()
                    && column != null
                    && column.type() == SoqlType.NUMBER) {
                bounds.add(new NumberBound(condition, column, bound));
            }
        }
        return bounds;
    }

    /** A value of the profile read as a number ({@code "39"}, {@code "23.5"}), or null when it is none. */
    static Double parse(String value) {
        try {
            return value == null ? null : Double.valueOf(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A number as a person writes it: at most two decimals, no trailing zeros. */
    static String plain(double value) {
        return BigDecimal.valueOf(value)
                .setScale(2, RoundingMode.HALF_UP)
                .stripTrailingZeros()
                .toPlainString();
    }
}
