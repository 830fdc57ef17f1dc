package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import java.util.List;

/**
 * A bound past every value of a number column matches nothing: {@code dbh > 60} where the largest
 * trunk is 48. Often the question's unit is not the column's ("more than 60 cm" of a diameter kept
 * in inches). Noted on an empty answer; when the question names a unit of length and the bound
 * in the other system's unit falls within the column's values, the note's query uses it and says
 * what it took the column's unit to be.
 */
final class BeyondRangeCheck implements Check {

    /** A unit the question may name, the unit the column may be in, and how many of it one is. */
    private record Conversion(List<String> asked, String unit, String kept, double factor) {}

    private static final List<Conversion> CONVERSIONS = List.of(
            new Conversion(List.of("cm", "centimeter", "centimetre"), "cm", "inches", 1 / 2.54),
            new Conversion(List.of("mm", "millimeter", "millimetre"), "mm", "inches", 1 / 25.4),
            new Conversion(List.of("meter", "metre"), "m", "feet", 3.28084),
            new Conversion(List.of("inch"), "inches", "cm", 2.54),
            new Conversion(List.of("foot", "feet", "ft"), "feet", "m", 1 / 3.28084));

    @Override
    public void check(Review review, Notes notes) {
        if (!review.empty()) {
            return;
        }
        for (NumberBound compared : NumberBound.of(review)) {
            ColumnFacts column = compared.column();
            Predicate condition = compared.condition();
            Literal bound = compared.bound();
            if (column.stats() == null) {
                continue;
            }
            Double smallest = NumberBound.parse(column.stats().smallest());
            Double largest = NumberBound.parse(column.stats().largest());
            double value = compared.value();
            Op op = condition.op();
            boolean above = largest != null && (op == Op.GT && value >= largest || op == Op.GE && value > largest);
            boolean below = smallest != null && (op == Op.LT && value <= smallest || op == Op.LE && value < smallest);
            if (!above && !below || smallest == null || largest == null) {
                continue;
            }
            String range = column.field() + "'s values run from " + NumberBound.plain(smallest) + " to "
                    + NumberBound.plain(largest);
            Conversion conversion = conversion(review.question(), value, smallest, largest);
            if (conversion == null) {
                notes.add(condition.node(), range + ": no row is past " + bound.text(), "a bound within them", null);
                continue;
            }
            String converted = NumberBound.plain(value * conversion.factor());
            notes.replace(
                    condition.node(),
                    range + "; if " + column.field() + " is in " + conversion.kept() + ", " + bound.text() + " "
                            + conversion.unit() + " is " + converted + " " + conversion.kept(),
                    condition.subject().in(review.text()) + " " + op.symbol() + " " + converted);
        }
    }

    /** The conversion of the unit the question names that brings the bound within the values. */
    private static Conversion conversion(Question question, double value, double smallest, double largest) {
        for (Conversion conversion : CONVERSIONS) {
            double converted = value * conversion.factor();
            boolean named = conversion.asked().stream().anyMatch(question.words()::contains);
            if (named && converted > smallest && converted < largest) {
                return conversion;
            }
        }
        return null;
    }
}
