package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code SELECT director, count(*) n}: SQL lets an alias follow its expression without AS; SoQL
 * does not parse it ("Expected one of WHERE, GROUP BY, ... but got `n'"), so AS is added. Only
 * after a call or parenthesis ({@code count(*) n}, {@code date_trunc_ym(x) month}), where a name
 * can be nothing but an alias; {@code SELECT a b} may be a missing comma, and a name of one of
 * the dataset's columns is left alone for the same reason.
 */
final class ImplicitAliasRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int select = 0; select < query.size(); select++) {
            if (!query.token(select).isKeyword("SELECT") || query.depth(select) != 0) {
                continue;
            }
            for (QueryText.Range item : selectItems(query, select)) {
                int alias = item.last();
                int before = query.previous(alias);
                if (before != QueryText.NONE
                        && before >= item.first()
                        && !query.token(before).isKeyword("AS")
                        && query.is(alias, SoqlTokenType.IDENTIFIER)
                        && query.depth(alias) == 0
                        && query.isPunctuation(before, ")")
                        && query.depth(before) == 0
                        && !context.isColumn(query.token(alias).text())) {
                    String expression = query.slice(item.first(), before);
                    String name = query.token(alias).text();
                    edits.add(new Edit(
                            query.token(alias).start(),
                            query.token(alias).start(),
                            "AS ",
                            Correction.of(
                                    Correction.Kind.rewrite,
                                    expression + " " + name,
                                    expression + " AS " + name,
                                    "SoQL needs AS before an alias")));
                }
            }
        }
        return edits;
    }

    /** The items of the select list after the SELECT at {@code select}, up to its first clause or FROM. */
    private static List<QueryText.Range> selectItems(QueryText query, int select) {
        int start = query.next(select);
        if (query.isWord(start, "DISTINCT")) {
            start = query.next(start);
        }
        int end = query.clauseEnd(select);
        int from = query.findTopLevel("FROM", select);
        if (from != QueryText.NONE && from < end) {
            end = from;
        }
        return start == QueryText.NONE || start >= end ? List.of() : query.items(start, end);
    }
}
