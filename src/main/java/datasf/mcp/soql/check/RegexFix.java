package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * SoQL has no regular expressions ({@code ~}, {@code ~*}, {@code !~}, {@code SIMILAR TO},
 * {@code REGEXP}, {@code RLIKE}); its patterns are LIKE's {@code %} and {@code _}. A pattern of
 * words, anchors and alternatives ({@code '^Theft|Burglary'}) becomes LIKE conditions joined by
 * OR ({@code upper(x) LIKE} for the case-insensitive {@code ~*}); anything more is named only.
 */
final class RegexFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        for (int i = 1; i < sql.tokens().size() - 1; i++) {
            int operatorEnd = operatorEnd(sql, i);
            if (operatorEnd < 0) {
                continue;
            }
            SoqlToken subject = sql.token(i - 1);
            SoqlToken pattern = sql.token(operatorEnd + 1);
            String operator = sql.slice(i, operatorEnd);
            boolean negated = operator.startsWith("!")
                    || operator.toUpperCase(Locale.ROOT).startsWith("NOT");
            boolean caseless = operator.contains("*");
            String what = subject.text() + " " + operator + " " + (pattern == null ? "" : pattern.text());
            boolean named =
                    subject.type() == SoqlTokenType.IDENTIFIER || subject.type() == SoqlTokenType.QUOTED_IDENTIFIER;
            String like = named && pattern != null && pattern.type() == SoqlTokenType.STRING
                    ? likes(subject.text(), SoqlStrings.value(pattern), negated, caseless)
                    : null;
            notes.add(
                    Notes.shorten(what),
                    "SoQL has no regular expressions: LIKE takes % (any text) and _ (one character)",
                    like != null ? like : subject.text() + " LIKE '%word%' (upper(x) LIKE '%WORD%' ignoring case)",
                    like == null ? null : sql.replace(i - 1, operatorEnd + 1, like));
            return;
        }
    }

    /** The last token of a regular-expression operator starting at {@code i}, or -1. */
    private static int operatorEnd(SqlText sql, int i) {
        SoqlToken token = sql.token(i);
        if (token.isOperator("~")) {
            return sql.token(i + 1) != null && sql.token(i + 1).isOperator("*") ? i + 1 : i;
        }
        if (token.isOperator("!")
                && sql.token(i + 1) != null
                && sql.token(i + 1).isOperator("~")) {
            return sql.token(i + 2) != null && sql.token(i + 2).isOperator("*") ? i + 2 : i + 1;
        }
        if (sql.isWord(i, "NOT") && (sql.isWord(i + 1, "REGEXP") || sql.isWord(i + 1, "RLIKE"))) {
            return i + 1;
        }
        if (sql.isWord(i, "REGEXP") || sql.isWord(i, "RLIKE")) {
            return i;
        }
        if (sql.isWord(i, "SIMILAR") && sql.isWord(i + 1, "TO")) {
            return i + 1;
        }
        return -1;
    }

    /** {@code ^a|b$} as LIKE conditions, or null when the pattern holds more than words and anchors. */
    private static String likes(String subject, String regex, boolean negated, boolean caseless) {
        List<String> conditions = new ArrayList<>();
        String target = caseless ? "upper(" + subject + ")" : subject;
        for (String alternative : regex.split("\\|", -1)) {
            boolean start = alternative.startsWith("^");
            boolean end = alternative.endsWith("$") && !alternative.endsWith("\\$");
            String word = alternative
                    .substring(start ? 1 : 0, alternative.length() - (end ? 1 : 0))
                    .replace(".*", "%");
            if (word.isEmpty() || !word.matches("[\\p{L}\\p{N} %,'/&-]+")) {
                return null;
            }
            String pattern = (start ? "" : "%") + word + (end ? "" : "%");
            conditions.add(target
                    + (negated ? " NOT LIKE " : " LIKE ")
                    + SoqlStrings.literal(caseless ? pattern.toUpperCase(Locale.ROOT) : pattern));
        }
        String joined = String.join(negated ? " AND " : " OR ", conditions);
        return conditions.size() > 1 ? "(" + joined + ")" : joined;
    }
}
