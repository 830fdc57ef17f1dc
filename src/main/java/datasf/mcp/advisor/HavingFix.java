package datasf.mcp.advisor;

import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SelectList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Moves conditions on aggregates (or their aliases) from WHERE to HAVING. */
final class HavingFix {

    private HavingFix() {}

    static String of(QueryText query) {
        int where = query.findTopLevel("WHERE", 0);
        int group = query.findTopLevel("GROUP", 0);
        if (where == QueryText.NONE || group == QueryText.NONE || group < where) {
            return null;
        }
        int whereEnd = query.clauseEnd(where);
        List<int[]> conjuncts = conjuncts(query, query.next(where), query.previous(whereEnd));
        List<String> aggregateAliases = new ArrayList<>();
        SelectList.of(query, where).items().stream()
                .filter(SelectList.Item::aggregate)
                .filter(item -> item.alias() != null)
                .forEach(item -> aggregateAliases.add(item.alias().toLowerCase(Locale.ROOT)));
        List<String> keep = new ArrayList<>();
        List<String> move = new ArrayList<>();
        for (int[] conjunct : conjuncts) {
            (isAggregate(query, conjunct, aggregateAliases) ? move : keep).add(query.slice(conjunct[0], conjunct[1]));
        }
        if (move.isEmpty() || query.findTopLevel("HAVING", 0) != QueryText.NONE) {
            return null;
        }
        int groupEnd = query.previous(query.clauseEnd(group));
        String text = query.text();
        String before = text.substring(0, query.token(where).start());
        String whereClause = keep.isEmpty() ? "" : "WHERE " + String.join(" AND ", keep) + " ";
        String between = text.substring(
                query.token(whereEnd).start(), query.token(groupEnd).end());
        String after = text.substring(query.token(groupEnd).end());
        return before + whereClause + between + " HAVING " + String.join(" AND ", move) + after;
    }

    private static List<int[]> conjuncts(QueryText query, int first, int last) {
        List<int[]> parts = new ArrayList<>();
        int start = first;
        boolean inBetween = false;
        for (int i = first; i != QueryText.NONE && i <= last; i = query.next(i)) {
            if (query.depth(i) != query.depth(first)) {
                continue;
            }
            if (query.token(i).isKeyword("BETWEEN")) {
                inBetween = true;
            } else if (query.token(i).isKeyword("AND")) {
                if (inBetween) {
                    inBetween = false;
                } else {
                    parts.add(new int[] {start, query.previous(i)});
                    start = query.next(i);
                }
            } else if (query.token(i).isKeyword("OR")) {
                return List.of(new int[] {first, last}); // an OR ties the parts together
            }
        }
        parts.add(new int[] {start, last});
        return parts;
    }

    private static boolean isAggregate(QueryText query, int[] conjunct, List<String> aliases) {
        for (int i = conjunct[0]; i <= conjunct[1]; i++) {
            boolean aggregateCall = query.isCall(i) && SelectList.AGGREGATES.contains(query.lower(i));
            boolean alias = !query.isCall(i) && aliases.contains(query.lower(i));
            if (aggregateCall || alias) {
                return true;
            }
        }
        return false;
    }
}
