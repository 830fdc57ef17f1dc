package datasf.mcp.soql.analysis;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Unary;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Literals as Socrata's type checker reads them: a quoted literal takes the type it is compared
 * with when its text reads as that type ({@code number_col = '3'}, {@code ts_col >= '2024-01-01'},
 * {@code checkbox = 'true'}); a number, {@code true} or {@code false} keeps its own type. Where
 * Socrata's reading is not known for sure, a text is taken to read: the checker then says nothing.
 */
final class Literals {

    /**
     * ISO-8601 as Socrata reads a timestamp literal (a year, a month, a day, a time after T), with
     * an offset or Z allowed (a fixed timestamp's); a space before the time, or a US date, is text.
     * Every group is optional in turn, so matching is linear in the text.
     */
    private static final Pattern TIMESTAMP = Pattern.compile(
            "\\d{4}(-\\d{1,2}(-\\d{1,2}(T\\d{1,2}(:\\d{2}(:\\d{2}([.,]\\d{1,9})?)?)?)?)?)?(Z|[+-]\\d{2}(:?\\d{2})?)?");

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");

    private Literals() {}

    /** The literal an operand is ({@code -5} included), or null when it is none. */
    static Literal of(Expr expr) {
        Expr inner = StageScope.unwrap(expr);
        if (inner instanceof Unary unary
                && (unary.op() == Op.MINUS || unary.op() == Op.PLUS)
                && StageScope.unwrap(unary.operand()) instanceof Literal literal
                && literal.isNumber()) {
            return literal;
        }
        return inner instanceof Literal literal ? literal : null;
    }

    /** A literal's own type; null for NULL, which goes with anything. */
    static SoqlType type(Literal literal) {
        return switch (literal.kind()) {
            case STRING -> SoqlType.TEXT;
            case NUMBER -> SoqlType.NUMBER;
            case BOOLEAN -> SoqlType.BOOLEAN;
            case NULL -> null;
        };
    }

    /** Whether a quoted literal may stand for a value of {@code type}. */
    static boolean reads(String text, SoqlType type) {
        String value = text.strip();
        return switch (type) {
            case NUMBER -> NUMBER.matcher(value).matches();
            case TIMESTAMP -> TIMESTAMP.matcher(value).matches();
            case BOOLEAN ->
                value.equalsIgnoreCase("true")
                        || value.equalsIgnoreCase("false")
                        || value.equals("1")
                        || value.equals("0");
            default -> true;
        };
    }

    /** The text of a literal that two spellings of one value share ({@code 1.0} and {@code 1}, {@code 'a'} and {@code "a"}). */
    static String canonical(Literal literal) {
        return switch (literal.kind()) {
            case STRING -> "s" + literal.value();
            case NUMBER -> "n" + number(literal.text());
            case BOOLEAN -> "b" + literal.text().toLowerCase(Locale.ROOT);
            case NULL -> "null";
        };
    }

    private static String number(String text) {
        try {
            BigDecimal value = new BigDecimal(text).stripTrailingZeros();
            return value.unscaledValue() + "e" + value.scale();
        } catch (NumberFormatException e) {
            return text;
        }
    }
}
