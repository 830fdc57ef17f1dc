package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.text.Edit;
import datasf.mcp.soql.text.QueryText;
import java.util.List;

/**
 * {@code SELECT * FROM incidents WHERE ...}: the dataset is the tool's {@code dataset_id}, and SoQL's
 * FROM only takes an {@code @table} (joins), so a FROM naming anything else is dropped. FROM in a
 * join or a subquery, and FROM inside parentheses ({@code EXTRACT(YEAR FROM x)}), are left alone.
 */
final class FromClauseRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        int from = query.findTopLevel("FROM", 0);
        if (from == QueryText.NONE) {
            return List.of();
        }
        int table = query.next(from);
        if (table == QueryText.NONE
                || query.is(table, SoqlTokenType.TABLE_IDENTIFIER)
                || query.isPunctuation(table, "(")) {
            return List.of();
        }
        int end = query.clauseEnd(from);
        for (int i = table; i < end; i++) {
            if (query.isWord(i, "JOIN") || query.is(i, SoqlTokenType.TABLE_IDENTIFIER)) {
                return List.of();
            }
        }
        int last = query.previous(end);
        int start = from > 0 && query.token(from - 1).type() == SoqlTokenType.WHITESPACE ? from - 1 : from;
        Correction correction = Correction.of(
                Correction.Kind.rewrite, query.slice(from, last), "", "SoQL has no FROM: dataset_id names the dataset");
        return List.of(new Edit(query.token(start).start(), query.token(last).end(), "", correction));
    }
}
