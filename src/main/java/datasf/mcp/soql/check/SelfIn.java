package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlTokenType;

/**
 * {@code SELECT DISTINCT x WHERE x IN (SELECT x GROUP BY x HAVING count(*) > 10) ORDER BY x}:
 * the outer query lists the values of x that the inner one lists, so the inner query is the
 * answer by itself, with the outer one's order ({@code SELECT x GROUP BY x HAVING count(*) > 10
 * ORDER BY x}). Only when the outer query selects x alone, distinct, under that one condition,
 * and the inner one selects x alone; a query whose rows hold more than x needs the values written
 * in.
 */
final class SelfIn {

    private SelfIn() {}

    /** The inner query as the whole answer, with the outer order and limit; null when it is not that shape. */
    static String direct(SqlText sql, int open, int close) {
        int column = sql.isWord(1, "DISTINCT") ? 2 : -1;
        if (column < 0
                || !sql.isWord(0, "SELECT")
                || !sql.isWord(column + 1, "WHERE")
                || !sameName(sql, column, column + 2)
                || !sql.isWord(column + 3, "IN")
                || open != column + 4
                || !sameName(sql, column, open + 2)
                || close <= open + 2) {
            return null;
        }
        String name = sql.token(column).text();
        int restFrom = open + 3;
        boolean grouped = sql.isWord(restFrom, "GROUP") && sql.isWord(restFrom + 1, "BY");
        if (grouped && !(sameName(sql, column, restFrom + 2) && endsGroupBy(sql, restFrom + 3, close))) {
            return null; // grouped by more than x: its rows are not x's values
        }
        boolean innerOrdered = false;
        for (int i = restFrom; i < close; i++) {
            innerOrdered |= sql.isWord(i, "ORDER") || sql.isWord(i, "LIMIT") || sql.isWord(i, "OFFSET");
        }
        String rest = restFrom < close ? " " + sql.slice(restFrom, close - 1) : "";
        String inner = "SELECT " + (grouped ? "" : "DISTINCT ") + name + rest;
        if (sql.token(close + 1) == null) {
            return inner;
        }
        if (!sql.isWord(close + 1, "ORDER") && !sql.isWord(close + 1, "LIMIT") && !sql.isWord(close + 1, "OFFSET")) {
            return null; // more conditions after the subquery
        }
        String tail = sql.after(close);
        return innerOrdered ? inner + " |> SELECT " + name + " " + tail : inner + " " + tail;
    }

    /** Both tokens the same column name (any case). */
    private static boolean sameName(SqlText sql, int a, int b) {
        return sql.token(a) != null
                && sql.token(a).type() == SoqlTokenType.IDENTIFIER
                && sql.isWord(b, sql.token(a).text());
    }

    /** After GROUP BY x: the subquery's end, or a clause that follows GROUP BY (not another key). */
    private static boolean endsGroupBy(SqlText sql, int at, int close) {
        return at == close || sql.isWord(at, "HAVING") || sql.isWord(at, "ORDER") || sql.isWord(at, "LIMIT");
    }
}
