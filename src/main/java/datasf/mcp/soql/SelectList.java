package datasf.mcp.soql;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The items of a SELECT clause: each item's token range and its alias. Used to resolve positional
 * {@code GROUP BY 1} and to tell which selected names are aggregates.
 *
 * @param items in order; empty when the query has no SELECT
 */
public record SelectList(List<Item> items) {

    /** Aggregate functions of SoQL: a select item using one cannot be grouped by. */
    public static final Set<String> AGGREGATES = Set.of(
            "avg",
            "count",
            "max",
            "min",
            "sum",
            "stddev_pop",
            "stddev_samp",
            "median",
            "count_distinct",
            "convex_hull",
            "extent");

    /**
     * @param first the item's first token
     * @param last its last token before any {@code AS alias}
     * @param alias the alias, or null
     */
    public record Item(int first, int last, String alias, String expression, boolean aggregate) {}

    /** The select list of the query stage that contains token {@code at} (stages are split by {@code |>}). */
    public static SelectList of(QueryText query, int at) {
        int select = QueryText.NONE;
        for (int i = Math.min(at, query.size() - 1); i >= 0; i--) {
            if (query.depth(i) == 0 && query.token(i).isKeyword("SELECT")) {
                select = i;
                break;
            }
            if (query.depth(i) == 0 && query.isOperator(i, "|>")) {
                break;
            }
        }
        if (select == QueryText.NONE) {
            return new SelectList(List.of());
        }
        int start = query.next(select);
        if (query.isWord(start, "DISTINCT")) {
            start = query.next(start);
        }
        int end = query.clauseEnd(select);
        int fromAt = query.findTopLevel("FROM", select);
        if (fromAt != QueryText.NONE && fromAt < end) {
            end = fromAt;
        }
        List<Item> items = new ArrayList<>();
        int itemStart = start;
        for (int i = Math.max(start, 0); i <= end && itemStart != QueryText.NONE; i++) {
            boolean boundary = i == end || query.depth(i) == 0 && query.isPunctuation(i, ",");
            if (boundary) {
                int last = query.previous(i);
                if (last != QueryText.NONE && last >= itemStart) {
                    items.add(item(query, itemStart, last));
                }
                itemStart = i < query.size() ? query.next(i) : QueryText.NONE;
            }
        }
        return new SelectList(List.copyOf(items));
    }

    private static Item item(QueryText query, int first, int last) {
        String alias = null;
        int exprLast = last;
        int as = query.previous(last);
        if (as != QueryText.NONE && as >= first && query.token(as).isKeyword("AS")) {
            alias = query.token(last).text();
            exprLast = query.previous(as);
        }
        boolean aggregate = false;
        for (int i = first; i <= exprLast; i++) {
            if (query.isCall(i) && AGGREGATES.contains(query.lower(i))) {
                aggregate = true;
            }
        }
        String expression = exprLast >= first ? query.slice(first, exprLast) : "";
        return new Item(first, exprLast, alias, expression, aggregate);
    }

    /** The name ORDER BY or GROUP BY can use for an item: its alias, else its expression. */
    public String reference(int position) {
        Item item = items.get(position - 1);
        return item.alias() != null ? item.alias() : item.expression();
    }

    public boolean isStar(int position) {
        String expression = items.get(position - 1).expression().trim();
        return expression.equals("*") || expression.equals(":*");
    }

    public int size() {
        return items.size();
    }
}
