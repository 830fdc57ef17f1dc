package datasf.mcp.soql.check;

/**
 * SoQL has no subqueries and no WITH; a query reads the rows of the one before it through
 * {@code |>}. {@code SELECT ... FROM (SELECT ...) t ...} and {@code WITH t AS (SELECT ...) SELECT
 * ... FROM t ...} are that pipe written inside out, and get it; a subquery inside a condition
 * ({@code IN (SELECT ...)}) is two queries: run the inner one, then write its values in, unless
 * it lists the very values the outer query asks for ({@link SelfIn}).
 */
final class SubqueryFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        if (sql.isWord(0, "WITH")) {
            with(sql, notes);
            return;
        }
        for (int i = 1; i < sql.tokens().size(); i++) {
            if (sql.isPunctuation(i, "(") && sql.isWord(i + 1, "SELECT")) {
                int close = sql.closing(i);
                if (close < 0) {
                    return;
                }
                if (sql.isWord(i - 1, "FROM")) {
                    fromSubquery(sql, i - 1, i, close, notes);
                } else {
                    String direct = SelfIn.direct(sql, i, close);
                    notes.add(
                            Notes.shorten(sql.slice(i, close)),
                            "SoQL has no subqueries",
                            direct != null
                                    ? "the inner query lists those values itself: " + Notes.shorten(direct)
                                    : "run " + Notes.shorten(sql.slice(i + 1, close - 1))
                                            + " first and write its values in (IN ('a', 'b')), or chain queries"
                                            + " with |>",
                            direct);
                }
                return;
            }
        }
    }

    /** {@code SELECT outer FROM (SELECT inner) [AS] [t] rest} -> {@code SELECT inner |> SELECT outer rest}. */
    private static void fromSubquery(SqlText sql, int from, int open, int close, Notes notes) {
        int next = close + 1;
        if (sql.isWord(next, "AS")) {
            next++;
        }
        if (sql.token(next) != null && !isClause(sql, next)) {
            next++; // the subquery's alias
        }
        String outer = sql.slice(0, from - 1);
        String rest = sql.token(next) == null
                ? ""
                : " " + sql.text().substring(sql.token(next).start()).strip();
        String piped = sql.slice(open + 1, close - 1) + " |> " + outer + rest;
        notes.add(
                "FROM (SELECT …)",
                "SoQL has no subqueries: a query reads the rows of the one before it through |>",
                "the inner query, then |> and the outer one without FROM",
                piped);
    }

    /** {@code WITH t AS (SELECT inner) SELECT outer FROM t rest} -> {@code SELECT inner |> SELECT outer rest}. */
    private static void with(SqlText sql, Notes notes) {
        String name = sql.token(1) == null ? "" : sql.token(1).text();
        int open = sql.isWord(2, "AS") ? 3 : -1;
        int close = open < 0 || !sql.isPunctuation(open, "(") ? -1 : sql.closing(open);
        String suggestion = "the WITH query first, then |> and the query that reads it, without FROM";
        if (close < 0 || !sql.isWord(close + 1, "SELECT")) {
            notes.add(
                    "WITH",
                    "SoQL has no WITH: a query reads the rows of the one before it through |>",
                    suggestion,
                    null);
            return;
        }
        int start = sql.token(close + 1).start();
        String outer = sql.text().substring(start).strip();
        for (int i = close + 1; sql.token(i + 1) != null; i++) {
            if (sql.isWord(i, "FROM") && sql.token(i + 1).text().equals(name)) {
                outer = (sql.text().substring(start, sql.token(i).start()).stripTrailing() + " "
                                + sql.text().substring(sql.token(i + 1).end()).strip())
                        .strip();
                break;
            }
        }
        notes.add(
                "WITH " + name + " AS (…)",
                "SoQL has no WITH: a query reads the rows of the one before it through |>",
                suggestion,
                sql.slice(open + 1, close - 1) + " |> " + outer);
    }

    private static boolean isClause(SqlText sql, int index) {
        return datasf.mcp.soql.syntax.SoqlWords.startsLaterClause(
                sql.token(index).text());
    }
}
