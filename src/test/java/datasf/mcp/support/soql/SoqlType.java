package datasf.mcp.support.soql;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The SoQL types the checker knows. A views column's {@code dataTypeName} maps to one of them;
 * {@link #UNCHECKED} (point, url, location, system timestamps...) takes part in no type check.
 */
public enum SoqlType {
    TEXT("text", "text"),
    NUMBER("number", "number"),
    BOOLEAN("boolean", "checkbox"),
    FLOATING_TIMESTAMP("floating_timestamp", "floating_timestamp"),
    UNCHECKED("unchecked", "text");

    /** What Socrata accepts as a floating timestamp literal: ISO-8601, no zone, 'T' before the time. */
    static final Pattern ISO_LITERAL =
            Pattern.compile("\\d{4}(-\\d{1,2}(-\\d{1,2}(T\\d{1,2}(:\\d{2}(:\\d{2}([.,]\\d{1,9})?)?)?)?)?)?");

    private final String soqlName;
    private final String sodaName;

    SoqlType(String soqlName, String sodaName) {
        this.soqlName = soqlName;
        this.sodaName = sodaName;
    }

    /** As Socrata's type errors name it ("is number"). */
    public String soqlName() {
        return soqlName;
    }

    /** As an X-SODA2-Types header names it. */
    public String sodaName() {
        return sodaName;
    }

    public static SoqlType ofDataTypeName(String dataTypeName) {
        return switch (dataTypeName == null ? "" : dataTypeName.toLowerCase(Locale.ROOT)) {
            case "text" -> TEXT;
            case "number", "double", "money", "percent" -> NUMBER;
            case "calendar_date", "floating_timestamp", "date" -> FLOATING_TIMESTAMP;
            case "checkbox", "boolean" -> BOOLEAN;
            default -> UNCHECKED;
        };
    }

    /** The type a {@code ::name} cast produces, UNCHECKED for names the checker does not know. */
    static SoqlType ofCastName(String name) {
        return switch (name) {
            case "number", "double", "money" -> NUMBER;
            case "text" -> TEXT;
            case "boolean", "checkbox" -> BOOLEAN;
            case "floating_timestamp" -> FLOATING_TIMESTAMP;
            default -> UNCHECKED;
        };
    }

    /** Whether a quoted literal may stand for a value of this type ({@code number_col = '3'}). */
    boolean readsTextLiteral(String literal) {
        return switch (this) {
            case NUMBER -> Values.isNumeric(literal.strip());
            case FLOATING_TIMESTAMP -> ISO_LITERAL.matcher(literal).matches();
            case BOOLEAN -> literal.equalsIgnoreCase("true") || literal.equalsIgnoreCase("false");
            default -> true;
        };
    }
}
