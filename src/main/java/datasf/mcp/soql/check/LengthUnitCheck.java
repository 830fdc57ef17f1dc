package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Predicate;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * "Trees with a trunk more than 30 cm across" written {@code dbh > 30}, or "more than 2 feet
 * across" written {@code dbh > 2}: the question's number in its own unit, compared with a column
 * whose unit the publisher does not give. US city data measures diameters in inches ({@code dbh}:
 * diameter at breast height, in inches), so 30 cm is 11.81 and 2 feet is 24. Noted when the
 * question gives one length in centimetres, millimetres or feet, the query compares a number
 * column with that very number, and the column's name, label and description do not name the
 * question's unit; the note's query compares the length in inches and says it took them for the
 * column's unit. An empty answer has {@link BeyondRangeCheck}.
 */
final class LengthUnitCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        StatedLength length = review.question().statedLength().orElse(null);
        if (length == null || review.empty()) {
            return;
        }
        Pattern keptInIt = Pattern.compile(length.namedBy());
        for (NumberBound compared : NumberBound.of(review)) {
            ColumnFacts column = compared.column();
            Predicate condition = compared.condition();
            if (compared.value() != length.value()
                    || keptInIt.matcher((column.field() + " " + column.label() + " " + column.description())
                                    .toLowerCase(Locale.ROOT)
                                    .replace('_', ' '))
                            .find()) {
                continue;
            }
            String inches = NumberBound.plain(length.inches());
            notes.replace(
                    condition.node(),
                    "the question gives " + length.said() + ", and " + column.field()
                            + "'s unit is not given; US city data measures in inches: " + length.said() + " is "
                            + inches + " inches",
                    condition.subject().in(review.text()) + " " + condition.op().symbol() + " " + inches);
            return;
        }
    }
}
