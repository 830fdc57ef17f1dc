package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * SoQL has no regular expressions ({@code ~}, {@code ~*}, {@code !~}, {@code REGEXP},
 * {@code RLIKE}, {@code regexp_like(x, p)}) and no {@code SIMILAR TO}; its patterns are LIKE's
 * {@code %} and {@code _}. A pattern of words, anchors and alternatives ({@code '^Theft|Burglary'})
 * becomes LIKE conditions joined by OR ({@code upper(x) LIKE} for the case-insensitive
 * {@code ~*}); anything more is named only.
 */
final class RegexFix implements SqlFix {

    private static final Set<String> FUNCTIONS = Set.of("regexp_like", "regexp_matches", "regexp_contains", "rlike");

    /** Where a regular-expression match is written: its tokens, and what it asks. */
    private record Match(
            int from, int to, int subject, int pattern, boolean negated, boolean caseless, boolean similar) {}

    @Override
    public void fix(SqlText sql, Notes notes) {
        for (int i = 1; i < sql.tokens().size() - 1; i++) {
            Match match = operator(sql, i);
            if (match == null) {
                match = function(sql, i);
            }
            if (match == null) {
                continue;
            }
            SoqlToken subject = sql.token(match.subject());
            SoqlToken pattern = sql.token(match.pattern());
            boolean named =
                    subject.type() == SoqlTokenType.IDENTIFIER || subject.type() == SoqlTokenType.QUOTED_IDENTIFIER;
            String like = named && pattern != null && pattern.type() == SoqlTokenType.STRING
                    ? likes(subject.text(), SoqlStrings.value(pattern), match)
                    : null;
            notes.add(
                    Notes.shorten(sql.slice(match.from(), match.to())),
                    "SoQL has no regular expressions: LIKE takes % (any text) and _ (one character)",
                    like != null ? like : subject.text() + " LIKE '%word%' (upper(x) LIKE '%WORD%' ignoring case)",
                    like == null ? null : sql.replace(match.from(), match.to(), like));
            return;
        }
    }

    /** {@code x ~ 'p'}, {@code x !~* 'p'}, {@code x [NOT] REGEXP 'p'}, {@code x SIMILAR TO 'p'} at {@code i}. */
    private static Match operator(SqlText sql, int i) {
        SoqlToken token = sql.token(i);
        int end = -1;
        boolean similar = false;
        if (token.isOperator("~")) {
            end = star(sql, i + 1) ? i + 1 : i;
        } else if (token.isOperator("!")
                && sql.token(i + 1) != null
                && sql.token(i + 1).isOperator("~")) {
            end = star(sql, i + 2) ? i + 2 : i + 1;
        } else if (sql.isWord(i, "NOT") && (sql.isWord(i + 1, "REGEXP") || sql.isWord(i + 1, "RLIKE"))) {
            end = i + 1;
        } else if (sql.isWord(i, "REGEXP") || sql.isWord(i, "RLIKE")) {
            end = i;
        } else if (sql.isWord(i, "NOT") && sql.isWord(i + 1, "SIMILAR") && sql.isWord(i + 2, "TO")) {
            end = i + 2;
            similar = true;
        } else if (sql.isWord(i, "SIMILAR") && sql.isWord(i + 1, "TO")) {
            end = i + 1;
            similar = true;
        }
        if (end < 0 || sql.token(end + 1) == null) {
            return null;
        }
        String operator = sql.slice(i, end);
        boolean negated =
                operator.startsWith("!") || operator.toUpperCase(Locale.ROOT).startsWith("NOT");
        return new Match(i - 1, end + 1, i - 1, end + 1, negated, operator.contains("*"), similar);
    }

    /** {@code regexp_like(x, 'p')} at {@code i}. */
    private static Match function(SqlText sql, int i) {
        SoqlToken name = sql.token(i);
        if (!FUNCTIONS.contains(name.text().toLowerCase(Locale.ROOT))
                || !sql.isPunctuation(i + 1, "(")
                || !sql.isPunctuation(i + 3, ",")) {
            return null;
        }
        int close = sql.closing(i + 1);
        if (close != i + 5) {
            return null;
        }
        return new Match(i, close, i + 2, i + 4, false, false, false);
    }

    private static boolean star(SqlText sql, int index) {
        return sql.token(index) != null && sql.token(index).isOperator("*");
    }

    /** The pattern as LIKE conditions, or null when it holds more than words, anchors and alternatives. */
    private static String likes(String subject, String pattern, Match match) {
        List<String> conditions = new ArrayList<>();
        String target = match.caseless() ? "upper(" + subject + ")" : subject;
        for (String alternative : pattern.split("\\|", -1)) {
            String like = match.similar() ? similar(alternative) : regex(alternative);
            if (like == null) {
                return null;
            }
            conditions.add(target
                    + (match.negated() ? " NOT LIKE " : " LIKE ")
                    + SoqlStrings.literal(match.caseless() ? like.toUpperCase(Locale.ROOT) : like));
        }
        String joined = String.join(match.negated() ? " AND " : " OR ", conditions);
        return conditions.size() > 1 ? "(" + joined + ")" : joined;
    }

    /** A regular expression (it matches anywhere unless anchored) as a LIKE pattern. */
    private static String regex(String alternative) {
        boolean start = alternative.startsWith("^");
        boolean end = alternative.endsWith("$") && !alternative.endsWith("\\$");
        String word = alternative
                .substring(start ? 1 : 0, alternative.length() - (end ? 1 : 0))
                .replace(".*", "%");
        return plain(word) ? (start ? "" : "%") + word + (end ? "" : "%") : null;
    }

    /** A SIMILAR TO pattern (it matches the whole value, with LIKE's wildcards) as a LIKE pattern. */
    private static String similar(String alternative) {
        return plain(alternative.replace("_", "")) ? alternative : null;
    }

    private static boolean plain(String text) {
        return !text.isEmpty() && text.matches("[\\p{L}\\p{N} %,'/&-]+");
    }
}
