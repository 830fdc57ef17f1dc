package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.ArrayList;
import java.util.List;

/**
 * SQL's row-limiting clauses, which SoQL writes {@code LIMIT n OFFSET m}: {@code FETCH FIRST 10
 * ROWS ONLY} (also NEXT, ROW, and no number for one row) becomes {@code LIMIT 10}, and
 * {@code OFFSET 20 ROWS} loses its {@code ROWS}. At the top level only, and only the complete
 * forms; none of their words ever reaches the column corrector as a name.
 */
final class FetchFirstRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i < query.size(); i++) {
            if (query.depth(i) != 0) {
                continue;
            }
            if (query.isWord(i, "FETCH")
                    && (query.isWord(query.next(i), "FIRST") || query.isWord(query.next(i), "NEXT"))) {
                int amount = query.next(query.next(i));
                boolean counted = isInteger(query, amount);
                int rows = counted ? query.next(amount) : amount;
                int only = query.next(rows);
                if ((query.isWord(rows, "ROWS") || query.isWord(rows, "ROW")) && query.isWord(only, "ONLY")) {
                    String limit = "LIMIT " + (counted ? query.token(amount).text() : "1");
                    edits.add(Edit.tokens(
                            query,
                            i,
                            only,
                            limit,
                            Correction.of(
                                    Correction.Kind.rewrite,
                                    query.slice(i, only),
                                    limit,
                                    "SoQL limits rows with LIMIT")));
                }
            } else if (query.isWord(i, "OFFSET")
                    && isInteger(query, query.next(i))
                    && (query.isWord(query.next(query.next(i)), "ROWS")
                            || query.isWord(query.next(query.next(i)), "ROW"))) {
                int amount = query.next(i);
                int rows = query.next(amount);
                String offset = "OFFSET " + query.token(amount).text();
                edits.add(Edit.tokens(
                        query,
                        i,
                        rows,
                        offset,
                        Correction.of(Correction.Kind.rewrite, query.slice(i, rows), offset, null)));
            }
        }
        return edits;
    }

    private static boolean isInteger(QueryText query, int index) {
        return query.is(index, SoqlTokenType.NUMBER)
                && query.token(index).text().matches("\\d+");
    }
}
