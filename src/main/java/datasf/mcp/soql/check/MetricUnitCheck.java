package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * "Trees with a trunk more than 30 cm across" written {@code dbh > 30}: the question's number in
 * its own unit, compared with a column whose unit the publisher does not give. US city data
 * measures in inches ({@code dbh}: diameter at breast height, in inches), so 30 cm is 11.81.
 * Noted when the question gives one length in centimetres or millimetres, the query compares a
 * number column with that very number, and the column's name, label and description name no
 * metric unit; the note's query compares the length in inches and says it took them for the
 * column's unit. An empty answer has {@link BeyondRangeCheck}.
 */
final class MetricUnitCheck implements Check {

    private static final Pattern METRIC = Pattern.compile("\\b(?:cm|mm|centimet|millimet|metric|meter|metre)");

    @Override
    public void check(Review review, Notes notes) {
        MetricLength length = review.question().metricLength().orElse(null);
        if (length == null || review.empty()) {
            return;
        }
        for (NumberBound compared : NumberBound.of(review)) {
            ColumnFacts column = compared.column();
            Predicate condition = compared.condition();
            Literal bound = compared.bound();
            if (compared.value() != length.value()
                    || METRIC.matcher((column.field() + " " + column.label() + " " + column.description())
                                    .toLowerCase(Locale.ROOT))
                            .find()) {
                continue;
            }
            String inches = NumberBound.plain(length.inches());
            notes.replace(
                    condition.node(),
                    "the question gives " + bound.text() + " " + length.unit() + ", and " + column.field()
                            + "'s unit is not given; US city data measures in inches: " + bound.text() + " "
                            + length.unit() + " is " + inches + " inches",
                    condition.subject().in(review.text()) + " " + condition.op().symbol() + " " + inches);
            return;
        }
    }
}
