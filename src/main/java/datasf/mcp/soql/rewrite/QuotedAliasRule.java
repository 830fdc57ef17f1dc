package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import datasf.mcp.soql.text.SoqlIdentifiers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code count(*) AS "Total Cases"}: a SoQL alias is an identifier and a quoted word is a string,
 * so the alias becomes {@code total_cases}. The same quoted text in GROUP BY, HAVING or ORDER BY
 * is a use of that alias (SoQL would silently order by a constant), so it is renamed too.
 */
final class QuotedAliasRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int as = 0; as < query.size(); as++) {
            int alias = query.next(as);
            if (!query.token(as).isKeyword("AS") || !query.is(alias, SoqlTokenType.STRING)) {
                continue;
            }
            String quoted = query.token(alias).text();
            String name = identifier(quoted);
            edits.add(Edit.tokens(
                    query,
                    alias,
                    alias,
                    name,
                    Correction.of(
                            Correction.Kind.rewrite,
                            "AS " + quoted,
                            "AS " + name,
                            "an alias is a name, not a string")));
            for (int use = alias + 1; use < query.size(); use++) {
                if (query.is(use, SoqlTokenType.STRING)
                        && query.token(use).text().equals(quoted)
                        && isAliasUse(query, use)) {
                    edits.add(Edit.tokens(query, use, use, name, null));
                }
            }
        }
        return edits;
    }

    /** A string standing alone as an item of GROUP BY, HAVING or ORDER BY. */
    private static boolean isAliasUse(QueryText query, int index) {
        int before = query.previous(index);
        int after = query.next(index);
        boolean itemStart =
                query.isWord(before, "BY") || query.isPunctuation(before, ",") || query.isWord(before, "HAVING");
        boolean itemEnd = after == QueryText.NONE
                || query.isPunctuation(after, ",")
                || query.isWord(after, "ASC")
                || query.isWord(after, "DESC")
                || query.isClauseStart(after)
                || query.is(after, SoqlTokenType.OPERATOR);
        return itemStart && itemEnd && inGroupHavingOrOrder(query, index);
    }

    private static boolean inGroupHavingOrOrder(QueryText query, int index) {
        for (int i = query.previous(index); i != QueryText.NONE; i = query.previous(i)) {
            if (query.isClauseStart(i) || query.token(i).isKeyword("SELECT")) {
                return query.isWord(i, "GROUP") || query.isWord(i, "ORDER") || query.isWord(i, "HAVING");
            }
        }
        return false;
    }

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern EDGE_UNDERSCORES = Pattern.compile("^_+|_+$");

    /** {@code "Total Cases"} -> {@code total_cases}: lower-case words joined by underscores. */
    static String identifier(String quoted) {
        String inner = quoted.length() >= 2 ? quoted.substring(1, quoted.length() - 1) : quoted;
        String name = EDGE_UNDERSCORES
                .matcher(NON_WORD.matcher(inner.toLowerCase(Locale.ROOT)).replaceAll("_"))
                .replaceAll("");
        if (name.isEmpty()) {
            name = "value";
        }
        if (Character.isDigit(name.charAt(0))) {
            name = "_" + name;
        }
        return SoqlIdentifiers.quote(name);
    }
}
