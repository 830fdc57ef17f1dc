package datasf.mcp.soql.check;

import java.util.Optional;
import java.util.regex.Matcher;

/**
 * A length a question gives in a unit a diameter or height is rarely kept in ("more than 30 cm
 * across", "over 2 feet"): its number and its unit, {@code cm}, {@code mm} or {@code feet}.
 */
public record StatedLength(double value, String unit) {

    /** The one length {@code lower} (a question in lower case) gives; empty when none, or several. */
    static Optional<StatedLength> in(String lower) {
        Matcher m = QuestionParts.STATED_LENGTH.matcher(lower);
        if (!m.find()) {
            return Optional.empty();
        }
        StatedLength length = new StatedLength(amount(m.group(1)), unit(m.group(2)));
        return m.find() ? Optional.empty() : Optional.of(length);
    }

    private static double amount(String said) {
        return switch (said) {
            case "a", "an", "one" -> 1;
            case "two" -> 2;
            case "three" -> 3;
            default -> Double.parseDouble(said);
        };
    }

    private static String unit(String said) {
        return said.startsWith("f") ? "feet" : said.startsWith("m") ? "mm" : "cm";
    }

    /** The length in inches. */
    public double inches() {
        return switch (unit) {
            case "feet" -> value * 12;
            case "mm" -> value / 25.4;
            default -> value / 2.54;
        };
    }

    /** The length as a person says it: "30 cm", "1 foot", "2 feet". */
    String said() {
        return NumberBound.plain(value) + " " + (unit.equals("feet") && value == 1 ? "foot" : unit);
    }

    /** The words by which a column's name or description says it is kept in this unit already. */
    String namedBy() {
        return unit.equals("feet") ? "\\b(?:feet|foot|ft)\\b" : "\\b(?:cm|mm|centimet|millimet|metric|meter|metre)";
    }
}
