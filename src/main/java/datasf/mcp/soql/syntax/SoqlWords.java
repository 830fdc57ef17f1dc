package datasf.mcp.soql.syntax;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * SoQL's words, in one place: which are reserved, which are syntax only where they stand, which
 * start a clause, and the order Socrata takes the clauses in. The lexer, the parser, the checks
 * on a {@code where} and the names the server writes all read them here.
 *
 * <p>The reserved words are Socrata's (soql-reference's lexer: the keywords of
 * {@code LexerReader} and the set operations): they are never a name, not even of a column, so
 * the parser stops at one where a name should be. The contextual words ({@code BY},
 * {@code CASE}, {@code WHEN}, {@code NULLS}, {@code FIRST}, ...) are syntax after the word that
 * introduces them and names everywhere else ({@code SELECT first} reads a column). Both kinds lex
 * as {@link SoqlTokenType#KEYWORD}, so no repair ever takes one for a misspelt column.
 */
public final class SoqlWords {

    private static final Set<String> RESERVED = Set.of(
            "SELECT",
            "DISTINCT",
            "EXCEPT",
            "AS",
            "WHERE",
            "GROUP",
            "HAVING",
            "ORDER",
            "LIMIT",
            "OFFSET",
            "SEARCH",
            "ASC",
            "DESC",
            "FILTER",
            "FROM",
            "FULL",
            "IN",
            "INNER",
            "JOIN",
            "LEFT",
            "RIGHT",
            "ON",
            "OUTER",
            "LATERAL",
            "AND",
            "OR",
            "NOT",
            "IS",
            "BETWEEN",
            "LIKE",
            "TRUE",
            "FALSE",
            "NULL",
            "UNION",
            "INTERSECT",
            "MINUS");

    private static final Set<String> CONTEXTUAL =
            Set.of("BY", "CASE", "WHEN", "THEN", "ELSE", "END", "NULLS", "FIRST", "LAST", "ALL", "OVER", "PARTITION");

    /**
     * The clauses of one query, in the order Socrata takes them (ORDER BY and SEARCH may swap, as
     * may LIMIT and OFFSET); each by the word that starts it.
     */
    public static final List<String> CLAUSES =
            List.of("SELECT", "FROM", "JOIN", "WHERE", "GROUP", "HAVING", "ORDER", "SEARCH", "LIMIT", "OFFSET");

    /** The clauses that may follow the select list and its FROM and joins. */
    private static final Set<String> LATER_CLAUSES =
            Set.of("WHERE", "GROUP", "HAVING", "ORDER", "SEARCH", "LIMIT", "OFFSET");

    /** Words that join one query to another: a set operation (a pipe is the {@code |>} operator). */
    private static final Set<String> QUERY_JOINERS = Set.of("UNION", "INTERSECT", "MINUS", "EXCEPT");

    private SoqlWords() {}

    /** A reserved or contextual word: lexed as a keyword, never a column to correct. */
    public static boolean isKeyword(String word) {
        String upper = upper(word);
        return RESERVED.contains(upper) || CONTEXTUAL.contains(upper);
    }

    /** A word Socrata never reads as a name. */
    public static boolean isReserved(String word) {
        return RESERVED.contains(upper(word));
    }

    /** WHERE, GROUP (BY), HAVING, ORDER (BY), SEARCH, LIMIT, OFFSET: a clause after the select list. */
    public static boolean startsLaterClause(String word) {
        return LATER_CLAUSES.contains(upper(word));
    }

    /**
     * A word that starts a clause or another query: text placed inside one condition that holds
     * one at its top level changes the query it is placed in.
     */
    public static boolean startsClauseOrQuery(String word) {
        String upper = upper(word);
        return CLAUSES.contains(upper) || QUERY_JOINERS.contains(upper);
    }

    private static String upper(String word) {
        return word.toUpperCase(Locale.ROOT);
    }
}
