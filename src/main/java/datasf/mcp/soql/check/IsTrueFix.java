package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.Locale;

/**
 * After IS, SoQL takes only NULL or NOT NULL: {@code x IS TRUE} is {@code x = true},
 * {@code x IS FALSE} is {@code x = false}, {@code x IS UNKNOWN} is {@code x IS NULL}, and the
 * negations take the nulls in ({@code x IS NOT TRUE} is {@code (x = false OR x IS NULL)}).
 */
final class IsTrueFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        for (int i = 1; i < sql.tokens().size() - 1; i++) {
            if (!sql.isWord(i, "IS")) {
                continue;
            }
            boolean not = sql.isWord(i + 1, "NOT");
            int valueAt = not ? i + 2 : i + 1;
            SoqlToken value = sql.token(valueAt);
            String word = value == null ? "" : value.text().toUpperCase(Locale.ROOT);
            if (!word.equals("TRUE") && !word.equals("FALSE") && !word.equals("UNKNOWN")) {
                continue;
            }
            SoqlToken subject = sql.token(i - 1);
            boolean named =
                    subject.type() == SoqlTokenType.IDENTIFIER || subject.type() == SoqlTokenType.QUOTED_IDENTIFIER;
            String x = named ? subject.text() : "x";
            SoqlType type = named ? sql.dataset().type(unquoted(x)) : SoqlType.OTHER;
            if (!word.equals("UNKNOWN") && type != SoqlType.OTHER && type != SoqlType.BOOLEAN) {
                notes.add(
                        Notes.shorten(sql.slice(i - 1, valueAt)),
                        "SoQL's IS takes only NULL or NOT NULL, and " + x + " is not a checkbox",
                        "compare " + x + " with one of its values, or " + x + " IS NOT NULL",
                        null);
                return;
            }
            String soql = switch (word) {
                case "UNKNOWN" -> x + (not ? " IS NOT NULL" : " IS NULL");
                case "TRUE" -> not ? "(" + x + " = false OR " + x + " IS NULL)" : x + " = true";
                default -> not ? "(" + x + " = true OR " + x + " IS NULL)" : x + " = false";
            };
            notes.add(
                    Notes.shorten(sql.slice(i - 1, valueAt)),
                    "SoQL's IS takes only NULL or NOT NULL",
                    soql,
                    named ? sql.replace(i - 1, valueAt, soql) : null);
            return;
        }
    }

    private static String unquoted(String name) {
        return name.startsWith("`") && name.endsWith("`") && name.length() >= 2
                ? name.substring(1, name.length() - 1)
                : name;
    }
}
