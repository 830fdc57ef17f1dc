package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The facts about a query that decide how the server caps and pages its results.
 *
 * <p>Only top-level clauses count (parenthesis depth 0). Chained queries ({@code |>}) and set
 * operations are not split into stages; the whole text is analysed as one query.
 *
 * @param hasLimit whether a top-level LIMIT clause is present
 * @param limit its value, when it is a plain non-negative integer
 * @param hasOffset whether a top-level OFFSET clause is present
 * @param offset its value, when it is a plain non-negative integer
 * @param hasGroupBy whether a top-level GROUP BY clause is present
 * @param usesAggregates whether any aggregate function is called, at any depth
 */
public record SoqlAnalysis(
        boolean hasLimit,
        OptionalLong limit,
        boolean hasOffset,
        OptionalLong offset,
        boolean hasGroupBy,
        boolean usesAggregates) {

    /** SoQL functions that fold many rows into one; Socrata's 2.1 function list. */
    private static final Set<String> AGGREGATE_FUNCTIONS =
            Set.of("avg", "count", "max", "min", "sum", "stddev_pop", "stddev_samp", "median", "convex_hull", "extent");

    public static SoqlAnalysis analyze(String soql) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(soql);
        int limitAt = findTopLevelClause(tokens, "LIMIT");
        int offsetAt = findTopLevelClause(tokens, "OFFSET");
        return new SoqlAnalysis(
                limitAt != TokenNavigation.NONE,
                clauseValue(tokens, limitAt),
                offsetAt != TokenNavigation.NONE,
                clauseValue(tokens, offsetAt),
                hasTopLevelGroupBy(tokens),
                callsAggregate(tokens));
    }

    /**
     * Whether the result is a summary rather than raw rows: raw-row caps do not apply to it, since
     * cutting a grouped or aggregated answer would silently change its meaning.
     */
    public boolean isAggregated() {
        return hasGroupBy || usesAggregates;
    }

    /** Index of the last top-level keyword {@code word}, or {@link TokenNavigation#NONE}. */
    public static int findTopLevelClause(List<SoqlToken> tokens, String word) {
        int[] depths = TokenNavigation.parenthesisDepths(tokens);
        int found = TokenNavigation.NONE;
        for (int i = 0; i < tokens.size(); i++) {
            if (depths[i] == 0 && tokens.get(i).isKeyword(word)) {
                found = i;
            }
        }
        return found;
    }

    /** Index of the NUMBER token a clause keyword is followed by, or {@link TokenNavigation#NONE}. */
    public static int clauseValueIndex(List<SoqlToken> tokens, int keywordIndex) {
        if (keywordIndex == TokenNavigation.NONE) {
            return TokenNavigation.NONE;
        }
        int next = TokenNavigation.nextSignificant(tokens, keywordIndex);
        return next != TokenNavigation.NONE && tokens.get(next).type() == SoqlTokenType.NUMBER
                ? next
                : TokenNavigation.NONE;
    }

    private static OptionalLong clauseValue(List<SoqlToken> tokens, int keywordIndex) {
        int valueIndex = clauseValueIndex(tokens, keywordIndex);
        if (valueIndex == TokenNavigation.NONE) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(tokens.get(valueIndex).text()));
        } catch (NumberFormatException notAPlainInteger) {
            // 1e3, 2.5 or an integer beyond long: Socrata decides; we report no usable value.
            return OptionalLong.empty();
        }
    }

    private static boolean hasTopLevelGroupBy(List<SoqlToken> tokens) {
        int[] depths = TokenNavigation.parenthesisDepths(tokens);
        for (int i = 0; i < tokens.size(); i++) {
            if (depths[i] == 0 && tokens.get(i).isKeyword("GROUP")) {
                int next = TokenNavigation.nextSignificant(tokens, i);
                if (next != TokenNavigation.NONE && tokens.get(next).isKeyword("BY")) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean callsAggregate(List<SoqlToken> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            SoqlToken token = tokens.get(i);
            if (token.type() == SoqlTokenType.IDENTIFIER
                    && AGGREGATE_FUNCTIONS.contains(token.text().toLowerCase(Locale.ROOT))
                    && TokenNavigation.nextIsPunctuation(tokens, i, "(")) {
                return true;
            }
        }
        return false;
    }
}
