package datasf.mcp.advisor;

import datasf.mcp.soql.QueryText;
import java.util.List;

/** Adds a column to GROUP BY, or a GROUP BY clause for it. */
final class GroupByFix {

    private GroupByFix() {}

    static String of(QueryText query, String column) {
        String text = query.text();
        int group = query.findTopLevel("GROUP", 0);
        if (group != QueryText.NONE) {
            int end = query.previous(query.clauseEnd(group));
            return text.substring(0, query.token(end).end()) + ", " + column
                    + text.substring(query.token(end).end());
        }
        for (String clause : List.of("HAVING", "ORDER", "LIMIT", "OFFSET")) {
            int at = query.findTopLevel(clause, 0);
            if (at != QueryText.NONE) {
                return text.substring(0, query.token(at).start()) + "GROUP BY " + column + " "
                        + text.substring(query.token(at).start());
            }
        }
        int last = query.last();
        return last == QueryText.NONE
                ? null
                : text.substring(0, query.token(last).end()) + " GROUP BY " + column
                        + text.substring(query.token(last).end());
    }
}
