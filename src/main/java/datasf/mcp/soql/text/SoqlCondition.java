package datasf.mcp.soql.text;

import datasf.mcp.soql.syntax.SoqlFunctions;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlWords;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether text meant to follow {@code WHERE} in a query the server writes (count_rows,
 * distinct_values, aggregate) is one complete condition. Text that adds a clause of its own (a
 * top-level GROUP BY, LIMIT, ORDER BY...), pipes into another query ({@code |>}), or leaves a
 * string, comment or parenthesis open (swallowing the clauses the server appends) would silently
 * change what the tool computes, so it is refused. So is an aggregate ({@code count(*) > 100}),
 * which no WHERE can hold: the refusal says where it goes, without an upstream call. Decided on
 * the lexer's tokens, since the text is judged before the SQL repairs make SoQL of it (a
 * condition written with ILIKE or NOW() is one condition): words inside string literals and
 * parentheses are not clauses. The clause words and the aggregates are SoQL's own lists
 * ({@code SoqlWords}, {@code SoqlFunctions}).
 */
public final class SoqlCondition {

    private SoqlCondition() {}

    /** Why {@code text} is not one condition, or empty when it is. */
    public static Optional<String> problem(String text) {
        QueryText query = QueryText.of(text);
        int depth = 0;
        for (int i = 0; i < query.size(); i++) {
            SoqlToken token = query.token(i);
            if (token.isPunctuation("(")) {
                depth++;
            } else if (token.isPunctuation(")")) {
                if (--depth < 0) {
                    return Optional.of(
                            "a ')' closes a parenthesis that was never opened; write one complete condition");
                }
            } else if (token.isOperator("|>")) {
                return Optional.of("|> pipes into another query, which is not a condition");
            } else if (token.isKeyword("FROM") && depth == 0) {
                return Optional.of("FROM names a table, but SoQL has none: dataset_id names the dataset, and where "
                        + "holds the condition alone");
            } else if (query.isCall(i) && SoqlFunctions.isAggregate(token.text())) {
                return Optional.of(token.text() + "(...) is an aggregate, and WHERE filters rows before anything is "
                        + "aggregated; to keep only groups with, e.g., count(*) > 100 use query_datasf with GROUP BY ... "
                        + "HAVING count(*) > 100");
            } else if (token.type() == SoqlTokenType.KEYWORD
                    && depth == 0
                    && SoqlWords.startsClauseOrQuery(token.text())) {
                return Optional.of(token.text().toUpperCase(Locale.ROOT) + " starts a clause of its own, so this is a "
                        + "query, not a condition");
            } else if (token.type() == SoqlTokenType.COMMENT) {
                return Optional.of("comments are not allowed here; write one complete condition");
            } else if (unterminated(token)) {
                return Optional.of("a string or quoted name is not closed; write one complete condition");
            }
        }
        return depth > 0 ? Optional.of("a '(' is never closed; write one complete condition") : Optional.empty();
    }

    private static boolean unterminated(SoqlToken token) {
        return token.type() == SoqlTokenType.UNKNOWN && token.text().startsWith("`")
                || token.type() == SoqlTokenType.STRING && !SoqlStrings.isTerminated(token.text());
    }
}
