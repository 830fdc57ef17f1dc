package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlFunctions;
import datasf.mcp.soql.syntax.SoqlTokenType;
import datasf.mcp.soql.syntax.SoqlWords;

/**
 * Socrata refuses {@code UNION} on one dataset: two selects of the same columns, each with its
 * WHERE, are one select whose conditions are joined by OR ({@code SELECT DISTINCT} for UNION's
 * removal of duplicates). Selects that aggregate or differ are run one by one.
 */
final class UnionFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        int union = topLevel(sql, "UNION");
        if (union < 0) {
            return;
        }
        boolean all = sql.isWord(union + 1, "ALL");
        int right = all ? union + 2 : union + 1;
        String why = "Socrata takes no UNION here: a query reads one dataset, and its rows can be one SELECT";
        String[] first = select(sql, 0, union - 1);
        String[] second = sql.token(right) == null
                ? null
                : select(sql, right, sql.tokens().size() - 1);
        if (first == null || second == null || !first[0].equals(second[0]) || aggregates(first[0])) {
            notes.add(
                    all ? "UNION ALL" : "UNION",
                    why,
                    "run each SELECT as its own query, or one SELECT with the conditions joined by OR",
                    null);
            return;
        }
        String query =
                "SELECT " + (all ? "" : "DISTINCT ") + first[0] + " WHERE (" + first[1] + ") OR (" + second[1] + ")";
        notes.add(all ? "UNION ALL" : "UNION", why, "one SELECT with the conditions joined by OR", query);
    }

    /** The token index of a word outside parentheses, or -1. */
    private static int topLevel(SqlText sql, String word) {
        int depth = 0;
        for (int i = 0; i < sql.tokens().size(); i++) {
            if (sql.isPunctuation(i, "(")) {
                depth++;
            } else if (sql.isPunctuation(i, ")")) {
                depth--;
            } else if (depth == 0 && sql.isWord(i, word)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code SELECT list WHERE condition} between two tokens: {list, condition}, or null for any other shape. */
    private static String[] select(SqlText sql, int from, int to) {
        if (!sql.isWord(from, "SELECT") || sql.isWord(from + 1, "DISTINCT")) {
            return null;
        }
        int where = -1;
        for (int i = from + 1; i <= to; i++) {
            if (sql.token(i).type() == SoqlTokenType.KEYWORD
                    && SoqlWords.startsLaterClause(sql.token(i).text())) {
                if (!sql.isWord(i, "WHERE") || where >= 0) {
                    return null;
                }
                where = i;
            }
        }
        if (where < 0 || where == from + 1 || where == to) {
            return null;
        }
        return new String[] {sql.slice(from + 1, where - 1), sql.slice(where + 1, to)};
    }

    private static boolean aggregates(String list) {
        for (String word : list.split("[^A-Za-z_]+")) {
            if (!word.isEmpty() && SoqlFunctions.isAggregate(word)) {
                return true;
            }
        }
        return false;
    }
}
