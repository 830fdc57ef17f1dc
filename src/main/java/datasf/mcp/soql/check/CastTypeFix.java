package datasf.mcp.soql.check;

import java.util.Locale;
import java.util.Map;

/**
 * A cast names a SoQL type: {@code ::number}, {@code ::text}, {@code ::boolean},
 * {@code ::floating_timestamp}. SQL's names ({@code ::int}, {@code ::varchar}, {@code ::date},
 * ...) are read as the unknown function {@code cast$int}; the note gives the SoQL type.
 */
final class CastTypeFix implements SqlFix {

    private static final Map<String, String> SOQL_TYPES = Map.ofEntries(
            Map.entry("int", "number"),
            Map.entry("integer", "number"),
            Map.entry("bigint", "number"),
            Map.entry("smallint", "number"),
            Map.entry("int4", "number"),
            Map.entry("int8", "number"),
            Map.entry("float", "number"),
            Map.entry("float8", "number"),
            Map.entry("real", "number"),
            Map.entry("decimal", "number"),
            Map.entry("numeric", "number"),
            Map.entry("varchar", "text"),
            Map.entry("char", "text"),
            Map.entry("string", "text"),
            Map.entry("bool", "boolean"),
            Map.entry("date", "floating_timestamp"),
            Map.entry("timestamp", "floating_timestamp"),
            Map.entry("datetime", "floating_timestamp"));

    @Override
    public void fix(SqlText sql, Notes notes) {
        StringBuilder fixed = new StringBuilder(sql.text());
        String first = null;
        String firstSoql = null;
        for (int i = sql.tokens().size() - 1; i > 0; i--) {
            if (!sql.token(i - 1).isOperator("::") && !sql.token(i - 1).text().equals("::")) {
                continue;
            }
            String soql = SOQL_TYPES.get(sql.token(i).text().toLowerCase(Locale.ROOT));
            if (soql != null) {
                fixed.replace(sql.token(i).start(), sql.token(i).end(), soql);
                first = "::" + sql.token(i).text();
                firstSoql = "::" + soql;
            }
        }
        if (first != null) {
            notes.add(
                    first,
                    "not a SoQL type: casts are ::number, ::text, ::boolean, ::floating_timestamp",
                    firstSoql,
                    fixed.toString());
        }
    }
}
