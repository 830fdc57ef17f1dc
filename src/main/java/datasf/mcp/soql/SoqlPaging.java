package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.List;
import java.util.Objects;

/**
 * Sets the LIMIT and OFFSET of a query by editing its tokens, so that everything else in the query
 * (literals, comments, spacing) stays exactly as written.
 *
 * <p>SoQL expects LIMIT before OFFSET and both last, so a missing LIMIT goes just before an
 * existing OFFSET, and anything else missing is appended at the end.
 *
 * <p>A query whose end cannot take a clause (a trailing {@code ;}, a {@code LIMIT ALL} or
 * {@code LIMIT 20, 10}) is returned unchanged: Socrata rejects it either way, and its error must
 * quote the query the LLM wrote, not {@code ...; LIMIT 101} or {@code LIMIT 101 ALL}.
 */
public final class SoqlPaging {

    private SoqlPaging() {}

    /** {@code soql} with its top-level LIMIT value set to {@code limit}, adding the clause if absent. */
    public static String withLimit(String soql, int limit) {
        return withClause(soql, "LIMIT", limit);
    }

    /** {@code soql} with its top-level OFFSET value set to {@code offset}, adding the clause if absent. */
    public static String withOffset(String soql, int offset) {
        return withClause(soql, "OFFSET", offset);
    }

    /**
     * {@code soql} with {@code ORDER BY order} when it has no top-level ORDER BY, placed before any
     * LIMIT/OFFSET. Paging with OFFSET is only exact over a stable order; Socrata documents
     * {@code :id} as the order that makes pages of raw rows stable.
     */
    public static String withDefaultOrder(String soql, String order) {
        Objects.requireNonNull(soql, "soql");
        List<SoqlToken> tokens = SoqlLexer.tokenize(soql);
        if (SoqlAnalysis.findTopLevelClause(tokens, "ORDER") != TokenNavigation.NONE || !canTakeClauses(tokens)) {
            return soql;
        }
        int limitAt = SoqlAnalysis.findTopLevelClause(tokens, "LIMIT");
        int offsetAt = SoqlAnalysis.findTopLevelClause(tokens, "OFFSET");
        int before = limitAt == TokenNavigation.NONE
                ? offsetAt
                : offsetAt == TokenNavigation.NONE ? limitAt : Math.min(limitAt, offsetAt);
        String clause = "ORDER BY " + order;
        return before == TokenNavigation.NONE
                ? append(soql, tokens, clause)
                : insertAt(soql, tokens.get(before).start(), clause + " ");
    }

    private static String withClause(String soql, String keyword, int value) {
        Objects.requireNonNull(soql, "soql");
        if (value < 0) {
            throw new IllegalArgumentException(keyword + " must not be negative, was " + value);
        }
        List<SoqlToken> tokens = SoqlLexer.tokenize(soql);
        if (!canTakeClauses(tokens)) {
            return soql;
        }
        String number = Integer.toString(value);
        int keywordAt = SoqlAnalysis.findTopLevelClause(tokens, keyword);
        if (keywordAt != TokenNavigation.NONE) {
            int valueAt = SoqlAnalysis.clauseValueIndex(tokens, keywordAt);
            return valueAt != TokenNavigation.NONE
                    ? replace(soql, tokens.get(valueAt), number)
                    : insertAt(soql, tokens.get(keywordAt).end(), " " + number);
        }
        if (keyword.equals("LIMIT")) {
            int offsetAt = SoqlAnalysis.findTopLevelClause(tokens, "OFFSET");
            if (offsetAt != TokenNavigation.NONE) {
                return insertAt(soql, tokens.get(offsetAt).start(), "LIMIT " + number + " ");
            }
        }
        return append(soql, tokens, keyword + " " + number);
    }

    /**
     * False when the query ends in a character SoQL does not know ({@code ;}) or a LIMIT/OFFSET is
     * followed by something other than a number: clauses added there would be garbled.
     */
    static boolean canTakeClauses(List<SoqlToken> tokens) {
        int last = TokenNavigation.previousSignificant(tokens, tokens.size());
        if (last != TokenNavigation.NONE && tokens.get(last).type() == SoqlTokenType.UNKNOWN) {
            return false;
        }
        for (String keyword : List.of("LIMIT", "OFFSET")) {
            int at = SoqlAnalysis.findTopLevelClause(tokens, keyword);
            int next = at == TokenNavigation.NONE ? TokenNavigation.NONE : TokenNavigation.nextSignificant(tokens, at);
            if (next != TokenNavigation.NONE
                    && (tokens.get(next).type() != SoqlTokenType.NUMBER || isFollowedByValue(tokens, next))) {
                return false;
            }
        }
        return true;
    }

    /** {@code LIMIT 20, 10}: a second value after the number. */
    private static boolean isFollowedByValue(List<SoqlToken> tokens, int number) {
        int after = TokenNavigation.nextSignificant(tokens, number);
        return after != TokenNavigation.NONE && tokens.get(after).isPunctuation(",");
    }

    private static String append(String soql, List<SoqlToken> tokens, String clause) {
        if (tokens.isEmpty()) {
            return clause;
        }
        SoqlToken last = tokens.get(tokens.size() - 1);
        // Text appended after a trailing "-- comment" would be commented out: start a new line.
        boolean endsInLineComment =
                last.type() == SoqlTokenType.COMMENT && last.text().startsWith("--");
        String separator = endsInLineComment ? "\n" : last.type() == SoqlTokenType.WHITESPACE ? "" : " ";
        return soql + separator + clause;
    }

    private static String replace(String soql, SoqlToken token, String text) {
        return soql.substring(0, token.start()) + text + soql.substring(token.end());
    }

    private static String insertAt(String soql, int offset, String text) {
        return soql.substring(0, offset) + text + soql.substring(offset);
    }
}
