package datasf.mcp.soql;

import java.util.Locale;
import java.util.Set;

/**
 * Reserved words of SoQL. A word in this set is lexed as {@link SoqlTokenType#KEYWORD} and is
 * therefore never mistaken for a column.
 *
 * <p>Beyond the clause and operator words, the set holds the join, set-operation and window words
 * of SoQL 2.1+ (FROM, JOIN, UNION, OVER, ...): an LLM writing {@code FROM} or {@code JOIN} should
 * not see those words "corrected" into column names.
 */
final class SoqlKeywords {

    private static final Set<String> KEYWORDS = Set.of(
            "SELECT",
            "WHERE",
            "GROUP",
            "BY",
            "ORDER",
            "HAVING",
            "LIMIT",
            "OFFSET",
            "SEARCH",
            "AND",
            "OR",
            "NOT",
            "IS",
            "NULL",
            "BETWEEN",
            "IN",
            "LIKE",
            "ASC",
            "DESC",
            "AS",
            "DISTINCT",
            "TRUE",
            "FALSE",
            "CASE",
            "WHEN",
            "THEN",
            "ELSE",
            "END",
            "NULLS",
            "FIRST",
            "LAST",
            "FROM",
            "JOIN",
            "ON",
            "INNER",
            "OUTER",
            "LEFT",
            "RIGHT",
            "FULL",
            "LATERAL",
            "UNION",
            "INTERSECT",
            "MINUS",
            "ALL",
            "EXCEPT",
            "OVER",
            "PARTITION");

    private SoqlKeywords() {}

    static boolean isKeyword(String word) {
        return KEYWORDS.contains(word.toUpperCase(Locale.ROOT));
    }
}
