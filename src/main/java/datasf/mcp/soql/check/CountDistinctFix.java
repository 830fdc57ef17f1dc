package datasf.mcp.soql.check;

/**
 * {@code count(DISTINCT a, b)}: SoQL's DISTINCT takes one expression. The distinct pairs are the
 * groups of {@code GROUP BY a, b}, counted by the query after a {@code |>}.
 */
final class CountDistinctFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        for (int i = 0; i < sql.tokens().size() - 3; i++) {
            if (!sql.isWord(i, "count") || !sql.isPunctuation(i + 1, "(") || !sql.isWord(i + 2, "DISTINCT")) {
                continue;
            }
            int close = sql.closing(i + 1);
            boolean pair = false;
            for (int j = i + 3; j < close; j++) {
                pair |= sql.isPunctuation(j, ",");
            }
            if (close < 0 || !pair) {
                continue;
            }
            String keys = sql.slice(i + 3, close - 1);
            if (keys.startsWith("(") && keys.endsWith(")")) {
                keys = keys.substring(1, keys.length() - 1).strip(); // count(DISTINCT (a, b))
            }
            notes.add(
                    Notes.shorten(sql.slice(i, close)),
                    "SoQL's DISTINCT takes one expression",
                    "SELECT " + keys + " GROUP BY " + keys + " |> SELECT count(*) AS n",
                    piped(sql, i, close, keys));
            return;
        }
    }

    /** {@code SELECT count(DISTINCT a, b) [AS n] [WHERE ...]} as the pipe; null for any other shape. */
    private static String piped(SqlText sql, int count, int close, String keys) {
        if (count != 1 || !sql.isWord(0, "SELECT")) {
            return null;
        }
        int next = close + 1;
        String alias = "n";
        if (sql.isWord(next, "AS") && sql.token(next + 1) != null) {
            alias = sql.token(next + 1).text();
            next += 2;
        }
        String where = "";
        if (sql.isWord(next, "WHERE")) {
            where = " " + sql.text().substring(sql.token(next).start()).strip();
        } else if (sql.token(next) != null) {
            return null;
        }
        return "SELECT " + keys + where + " GROUP BY " + keys + " |> SELECT count(*) AS " + alias;
    }
}
