package datasf.mcp.support.soql;

import java.util.Locale;
import java.util.Set;
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
    UNCHECKED("unchecked", "text"),
    /**
     * A parameter type only, of the geo functions ({@code within_circle(point, ...)}): a point,
     * location or shape. Those columns are {@link #UNCHECKED}, the only type that satisfies it; a
     * number, text, timestamp or checkbox (latitude and longitude columns) is a type mismatch.
     */
    GEOMETRY("geometry", "text");

    /**
     * SoQL's type names, the only names a {@code ::type} cast may use; any other ({@code ::int},
     * {@code ::date}, {@code ::varchar}) is the unknown function {@code cast$int}. The list is the
     * reference fake's (soql-reference v4.14.69, per ../shared/spec/soql-behaviour.md).
     */
    private static final Set<String> CAST_NAMES = Set.of(
            "text",
            "boolean",
            "number",
            "double",
            "fixed_timestamp",
            "floating_timestamp",
            "datestamp",
            "time",
            "interval",
            "json",
            "point",
            "multipoint",
            "line",
            "multiline",
            "polygon",
            "multipolygon",
            "blob",
            "photo",
            "location",
            "url",
            "document",
            "row_identifier",
            "row_version");

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

    static boolean isCastName(String name) {
        return CAST_NAMES.contains(name);
    }

    /** The type a {@code ::name} cast produces: UNCHECKED for the types the checker does not model. */
    static SoqlType ofCastName(String name) {
        return switch (name) {
            case "number", "double" -> NUMBER;
            case "text" -> TEXT;
            case "boolean" -> BOOLEAN;
            case "floating_timestamp" -> FLOATING_TIMESTAMP;
            default -> UNCHECKED;
        };
    }

    /**
     * Whether a quoted literal may stand for a value of this type: {@code number_col = '3'},
     * {@code ts_col >= '2023-07-04'} (no offset or {@code Z}: that reads only as a fixed
     * timestamp), {@code checkbox = 'true'} (or {@code '1'}/{@code '0'}, as real Socrata reads
     * them; {@code 'Y'} and {@code 'yes'} are not booleans).
     */
    boolean readsTextLiteral(String literal) {
        return switch (this) {
            case NUMBER -> Values.isNumeric(literal.strip());
            case FLOATING_TIMESTAMP -> ISO_LITERAL.matcher(literal).matches();
            case BOOLEAN -> Values.bool(literal) != null;
            case GEOMETRY -> false;
            default -> true;
        };
    }
}
