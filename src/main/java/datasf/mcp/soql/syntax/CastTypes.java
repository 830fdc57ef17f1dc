package datasf.mcp.soql.syntax;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The SoQL type a cast names, for SoQL's own type names and for the SQL names an LLM writes
 * instead ({@code INTEGER}, {@code varchar}, {@code date}, ...). One table, so the rewrite of
 * {@code CAST(x AS ...)} and the note on {@code x::int} agree on every name.
 */
public final class CastTypes {

    private static final Map<String, String> SOQL_NAMES = Map.ofEntries(
            Map.entry("number", "number"),
            Map.entry("numeric", "number"),
            Map.entry("decimal", "number"),
            Map.entry("int", "number"),
            Map.entry("integer", "number"),
            Map.entry("bigint", "number"),
            Map.entry("smallint", "number"),
            Map.entry("int4", "number"),
            Map.entry("int8", "number"),
            Map.entry("int64", "number"),
            Map.entry("float", "number"),
            Map.entry("float8", "number"),
            Map.entry("float64", "number"),
            Map.entry("double", "number"),
            Map.entry("real", "number"),
            Map.entry("text", "text"),
            Map.entry("varchar", "text"),
            Map.entry("nvarchar", "text"),
            Map.entry("char", "text"),
            Map.entry("string", "text"),
            Map.entry("date", "floating_timestamp"),
            Map.entry("datetime", "floating_timestamp"),
            Map.entry("timestamp", "floating_timestamp"),
            Map.entry("floating_timestamp", "floating_timestamp"),
            Map.entry("boolean", "boolean"),
            Map.entry("bool", "boolean"));

    /**
     * SoQL's own type names, the only names a {@code ::type} cast may use (soql-reference's
     * {@code SoQLType} names, as ../shared/spec/soql-behaviour.md and both test fakes list them):
     * any other name is the unknown function {@code cast$name}.
     */
    private static final Set<String> SOQL_TYPES = Set.of(
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

    private CastTypes() {}

    /** Whether a cast may name it: one of SoQL's type names, in any case. */
    public static boolean isSoqlType(String typeName) {
        return SOQL_TYPES.contains(typeName.toLowerCase(Locale.ROOT));
    }

    /** The type a cast to a SoQL type name gives, as the checks reason about it. */
    public static SoqlType typeOf(String soqlTypeName) {
        return switch (soqlTypeName.toLowerCase(Locale.ROOT)) {
            case "number", "double" -> SoqlType.NUMBER;
            case "text" -> SoqlType.TEXT;
            case "floating_timestamp", "fixed_timestamp" -> SoqlType.TIMESTAMP;
            case "boolean" -> SoqlType.BOOLEAN;
            case "point", "multipoint", "line", "multiline", "polygon", "multipolygon", "location" -> SoqlType.GEO;
            default -> SoqlType.OTHER;
        };
    }

    /**
     * Whether a cast with this name converts between two SoQL types Socrata has a cast for: every
     * type to itself, text to any type and back, a location to a point (soql-reference's cast
     * functions). A number has no cast to a timestamp or a checkbox, nor they to a number.
     */
    public static boolean converts(SoqlType from, SoqlType to) {
        return from == to
                || from == SoqlType.TEXT
                || to == SoqlType.TEXT
                || (from == SoqlType.GEO && to == SoqlType.GEO);
    }

    /** The SoQL cast type for a type name, in any case; empty for a name that is neither. */
    public static Optional<String> soqlName(String typeName) {
        return Optional.ofNullable(SOQL_NAMES.get(typeName.toLowerCase(Locale.ROOT)));
    }

    /** Whether the name is SQL's, not SoQL's: a cast with it is refused by Socrata. */
    public static boolean isSqlOnly(String typeName) {
        return soqlName(typeName).isPresent() && !isSoqlType(typeName);
    }
}
