package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/** {@code SELECT TOP 5 ...} (T-SQL) is {@code SELECT ... LIMIT 5} in SoQL. */
final class TopRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        int select = query.findTopLevel("SELECT", 0);
        int top = query.next(select);
        if (query.isWord(top, "DISTINCT")) {
            top = query.next(top);
        }
        if (select == QueryText.NONE || !query.isWord(top, "TOP")) {
            return List.of();
        }
        int amount = query.next(top);
        int last = amount;
        if (query.isPunctuation(amount, "(")) {
            amount = query.next(amount);
            last = query.next(amount);
            if (!query.isPunctuation(last, ")")) {
                return List.of();
            }
        }
        if (!query.is(amount, SoqlTokenType.NUMBER)
                || !query.token(amount).text().matches("\\d+")) {
            return List.of();
        }
        String limit = "LIMIT " + query.token(amount).text();
        int after = query.next(last);
        int removeTo = after == QueryText.NONE
                ? query.token(last).end()
                : query.token(after).start();
        List<Edit> edits = new ArrayList<>();
        edits.add(new Edit(
                query.token(top).start(),
                removeTo,
                "",
                Correction.of(Correction.Kind.rewrite, query.slice(top, last), limit, null)));
        if (query.findTopLevel("LIMIT", 0) == QueryText.NONE) {
            int offset = query.findTopLevel("OFFSET", 0);
            edits.add(
                    offset != QueryText.NONE
                            ? new Edit(
                                    query.token(offset).start(),
                                    query.token(offset).start(),
                                    limit + " ",
                                    null)
                            : new Edit(
                                    query.token(query.last()).end(),
                                    query.token(query.last()).end(),
                                    " " + limit,
                                    null));
        }
        return edits;
    }
}
