package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Edit;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SelectList;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code GROUP BY 1} / {@code ORDER BY 2}: SoQL reads the numbers as constants (GROUP BY 1 fails,
 * ORDER BY 2 silently does not sort), so they become the selected item's alias or expression.
 * An aggregate is never written into GROUP BY; a position past the list or onto {@code *} is left.
 */
final class PositionalReferenceRule implements RewriteRule {

    @Override
    public List<Edit> edits(QueryText query, RewriteContext context) {
        List<Edit> edits = new ArrayList<>();
        for (int by = 0; by < query.size(); by++) {
            int clause = query.previous(by);
            boolean grouping = query.isWord(clause, "GROUP");
            if (!query.isWord(by, "BY") || !(grouping || query.isWord(clause, "ORDER")) || query.depth(by) != 0) {
                continue;
            }
            SelectList select = SelectList.of(query, by);
            int end = query.clauseEnd(by);
            int itemStart = query.next(by);
            for (int i = itemStart; i != QueryText.NONE && i < end; i = query.next(i)) {
                if (query.depth(i) == 0 && query.isPunctuation(i, ",")) {
                    itemStart = query.next(i);
                    continue;
                }
                if (i != itemStart || !isPositional(query, i, end)) {
                    continue;
                }
                int position = Integer.parseInt(query.token(i).text());
                if (position < 1
                        || position > select.size()
                        || select.isStar(position)
                        || grouping && select.items().get(position - 1).aggregate()) {
                    continue;
                }
                String reference = select.reference(position);
                String keyword = grouping ? "GROUP BY " : "ORDER BY ";
                edits.add(Edit.tokens(
                        query,
                        i,
                        i,
                        reference,
                        Correction.of(
                                Correction.Kind.rewrite,
                                keyword + query.token(i).text(),
                                keyword + reference,
                                "positions are constants in SoQL")));
            }
        }
        return edits;
    }

    /** A bare integer standing alone as the item (optionally followed by ASC/DESC). */
    private static boolean isPositional(QueryText query, int index, int end) {
        if (!query.is(index, SoqlTokenType.NUMBER) || !query.token(index).text().matches("\\d{1,3}")) {
            return false;
        }
        int after = query.next(index);
        return after == QueryText.NONE
                || after >= end
                || query.isPunctuation(after, ",")
                || query.isWord(after, "ASC")
                || query.isWord(after, "DESC")
                || query.isWord(after, "NULLS");
    }
}
