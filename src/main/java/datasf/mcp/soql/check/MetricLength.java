package datasf.mcp.soql.check;

import java.util.Optional;
import java.util.regex.Matcher;

/**
 * A length a question gives in metric units ("more than 30 cm across"): its number and its unit,
 * {@code cm} or {@code mm}.
 */
public record MetricLength(double value, String unit) {

    /** The one length {@code lower} (a question in lower case) gives in cm or mm; empty when none, or several. */
    static Optional<MetricLength> in(String lower) {
        Matcher m = QuestionParts.METRIC_LENGTH.matcher(lower);
        if (!m.find()) {
            return Optional.empty();
        }
        MetricLength length =
                new MetricLength(Double.parseDouble(m.group(1)), m.group(2).startsWith("m") ? "mm" : "cm");
        return m.find() ? Optional.empty() : Optional.of(length);
    }

    /** The length in inches. */
    public double inches() {
        return unit.equals("mm") ? value / 25.4 : value / 2.54;
    }
}
