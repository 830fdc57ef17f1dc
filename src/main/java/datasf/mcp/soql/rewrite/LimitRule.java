package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.List;

/**
 * LIMIT takes one integer in SoQL: MySQL's {@code LIMIT 20, 10} is {@code LIMIT 10 OFFSET 20}, and
 * Postgres's {@code LIMIT ALL} is no limit at all, which the server's paging already provides.
 */
final class LimitRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        int limit = query.findTopLevel("LIMIT", 0);
        if (limit == QueryText.NONE) {
            return List.of();
        }
        int value = query.next(limit);
        if (query.isWord(value, "ALL")) {
            int start = limit > 0 && query.is(limit - 1, SoqlTokenType.WHITESPACE) ? limit - 1 : limit;
            return List.of(new Edit(
                    query.token(start).start(),
                    query.token(value).end(),
                    "",
                    Correction.of(
                            Correction.Kind.rewrite, query.slice(limit, value), "", "the server pages the rows")));
        }
        int comma = query.next(value);
        int count = query.next(comma);
        if (isInteger(query, value) && query.isPunctuation(comma, ",") && isInteger(query, count)) {
            String offset = query.token(value).text();
            String rows = query.token(count).text();
            String fixed = rows + " OFFSET " + offset;
            return List.of(Edit.tokens(
                    query,
                    value,
                    count,
                    fixed,
                    Correction.of(Correction.Kind.rewrite, query.slice(limit, count), "LIMIT " + fixed, null)));
        }
        return List.of();
    }

    private static boolean isInteger(QueryText query, int index) {
        return query.is(index, SoqlTokenType.NUMBER)
                && query.token(index).text().matches("\\d+");
    }
}
