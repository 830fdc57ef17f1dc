package datasf.mcp.soql.syntax;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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

    private CastTypes() {}

    /** The SoQL cast type for a type name, in any case; empty for a name that is neither. */
    public static Optional<String> soqlName(String typeName) {
        return Optional.ofNullable(SOQL_NAMES.get(typeName.toLowerCase(Locale.ROOT)));
    }

    /** Whether the name is SQL's, not SoQL's: a cast with it is refused by Socrata. */
    public static boolean isSqlOnly(String typeName) {
        return soqlName(typeName)
                .filter(soql -> !soql.equalsIgnoreCase(typeName))
                .isPresent();
    }
}
