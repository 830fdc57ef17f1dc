package datasf.mcp.soql;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Words of SQL clause forms that SoQL does not have but LLMs write: the {@code YEAR} of
 * {@code EXTRACT(YEAR FROM x)}, the {@code DAY} of {@code INTERVAL 7 DAY}, {@code ILIKE},
 * {@code TOP}, {@code CURRENT_DATE}, the {@code DATE} of {@code DATE '2024-01-01'}. They are
 * syntax, never column names, so the corrector must not turn them into the nearest field
 * ({@code YEAR} into {@code incident_year}); the rewrite rules translate them instead.
 */
final class ForeignClauseWords {

    /** Calls whose bare-word arguments are date parts: {@code date_part(year, x)}, {@code dateadd(day, 1, x)}. */
    private static final Set<String> DATE_PART_CALLS = Set.of(
            "extract",
            "date_part",
            "datepart",
            "date_trunc",
            "datetrunc",
            "dateadd",
            "datediff",
            "date_diff",
            "timestampadd",
            "timestampdiff",
            "date_add",
            "date_sub",
            "datetime_trunc",
            "timestamp_trunc",
            "trunc");

    private static final Set<String> DATE_PARTS = Set.of(
            "year",
            "years",
            "month",
            "months",
            "day",
            "days",
            "week",
            "weeks",
            "hour",
            "hours",
            "minute",
            "minutes",
            "second",
            "seconds",
            "quarter",
            "dow",
            "doy",
            "isodow",
            "isoyear",
            "epoch",
            "millisecond",
            "milliseconds",
            "microsecond",
            "microseconds",
            "yy",
            "yyyy",
            "mm",
            "dd",
            "hh",
            "mi",
            "ss",
            "wk",
            "qq",
            "dayofweek",
            "dayofyear");

    /** Words that are syntax wherever they stand. */
    private static final Set<String> ALWAYS =
            Set.of("ilike", "interval", "current_date", "current_timestamp", "localtimestamp", "sysdate");

    private ForeignClauseWords() {}

    static boolean isClauseWord(List<SoqlToken> tokens, int index) {
        SoqlToken token = tokens.get(index);
        if (token.type() != SoqlTokenType.IDENTIFIER) {
            return false;
        }
        String word = token.text().toLowerCase(Locale.ROOT);
        int previous = TokenNavigation.previousSignificant(tokens, index);
        int next = TokenNavigation.nextSignificant(tokens, index);
        if (ALWAYS.contains(word)) {
            return true;
        }
        if (word.equals("top")
                && previous != TokenNavigation.NONE
                && (tokens.get(previous).isKeyword("SELECT")
                        || tokens.get(previous).isKeyword("DISTINCT"))) {
            return true;
        }
        if ((word.equals("date") || word.equals("timestamp"))
                && next != TokenNavigation.NONE
                && tokens.get(next).type() == SoqlTokenType.STRING) {
            return true;
        }
        return DATE_PARTS.contains(word) && (isIntervalUnit(tokens, previous) || isDatePartArgument(tokens, index));
    }

    /** {@code INTERVAL 7 DAY}, {@code INTERVAL '7' DAY}: the unit after the amount. */
    private static boolean isIntervalUnit(List<SoqlToken> tokens, int amount) {
        if (amount == TokenNavigation.NONE) {
            return false;
        }
        SoqlTokenType type = tokens.get(amount).type();
        int before = TokenNavigation.previousSignificant(tokens, amount);
        return (type == SoqlTokenType.NUMBER || type == SoqlTokenType.STRING)
                && before != TokenNavigation.NONE
                && tokens.get(before).text().equalsIgnoreCase("interval");
    }

    /** A bare date-part word directly inside the parentheses of a date function call. */
    private static boolean isDatePartArgument(List<SoqlToken> tokens, int index) {
        int depth = 0;
        for (int i = index - 1; i >= 0; i--) {
            SoqlToken token = tokens.get(i);
            if (token.isPunctuation(")")) {
                depth++;
            } else if (token.isPunctuation("(")) {
                if (depth == 0) {
                    int name = TokenNavigation.previousSignificant(tokens, i);
                    return name != TokenNavigation.NONE
                            && DATE_PART_CALLS.contains(tokens.get(name).text().toLowerCase(Locale.ROOT));
                }
                depth--;
            }
        }
        return false;
    }
}
