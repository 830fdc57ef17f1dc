package datasf.mcp.soql.syntax;

import java.util.Locale;

/**
 * The SoQL type of a column or a value, as Socrata's type checker sees it: a column's is derived
 * from the Views API {@code dataTypeName}; a function's parameters and result are given in
 * {@link SoqlFunctions}. Types the checks do not reason about are {@link #OTHER}.
 */
public enum SoqlType {
    TEXT,
    NUMBER,
    /** A floating (or fixed) timestamp, or a calendar date. */
    TIMESTAMP,
    /** A checkbox. */
    BOOLEAN,
    /** A point, location, line or polygon: what the geo functions take. */
    GEO,
    OTHER,
    /**
     * Only in the function table, never a column's: a parameter that takes a value of any type,
     * or a result of its arguments' type ({@code max}, {@code coalesce}, {@code case}).
     */
    ANY;

    public static SoqlType ofDataType(String dataTypeName) {
        if (dataTypeName == null) {
            return OTHER;
        }
        return switch (dataTypeName.toLowerCase(Locale.ROOT)) {
            case "text" -> TEXT;
            case "number", "money", "double", "percent" -> NUMBER;
            case "calendar_date", "floating_timestamp", "date", "fixed_timestamp" -> TIMESTAMP;
            case "checkbox", "boolean" -> BOOLEAN;
            case "point", "location", "multipoint", "line", "multiline", "polygon", "multipolygon" -> GEO;
            default -> OTHER;
        };
    }
}
