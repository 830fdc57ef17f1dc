package datasf.mcp.support.soql;

import java.util.Locale;
import java.util.Set;

/** SoQL's reserved words: never a column, an alias or a function name. */
final class Keywords {

    private static final Set<String> RESERVED = Set.of(
            "SELECT",
            "WHERE",
            "GROUP",
            "HAVING",
            "ORDER",
            "LIMIT",
            "OFFSET",
            "SEARCH",
            "AND",
            "OR",
            "NOT",
            "IS",
            "NULL",
            "IN",
            "LIKE",
            "BETWEEN",
            "AS",
            "ASC",
            "DESC",
            "TRUE",
            "FALSE",
            "DISTINCT",
            "BY");

    private Keywords() {}

    static boolean isReserved(String word) {
        return RESERVED.contains(word.toUpperCase(Locale.ROOT));
    }
}
