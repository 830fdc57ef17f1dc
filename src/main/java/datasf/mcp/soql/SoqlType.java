package datasf.mcp.soql;

import java.util.Locale;

/**
 * The SoQL type a column has for comparisons, as Socrata's type checker sees it; derived from the
 * Views API {@code dataTypeName}. Types the checks do not reason about are {@link #OTHER}.
 */
public enum SoqlType {
    TEXT,
    NUMBER,
    TIMESTAMP,
    BOOLEAN,
    OTHER;

    public static SoqlType ofDataType(String dataTypeName) {
        if (dataTypeName == null) {
            return OTHER;
        }
        return switch (dataTypeName.toLowerCase(Locale.ROOT)) {
            case "text" -> TEXT;
            case "number", "money", "double", "percent" -> NUMBER;
            case "calendar_date", "floating_timestamp", "date", "fixed_timestamp" -> TIMESTAMP;
            case "checkbox", "boolean" -> BOOLEAN;
            default -> OTHER;
        };
    }
}
