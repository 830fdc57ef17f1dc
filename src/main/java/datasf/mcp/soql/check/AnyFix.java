package datasf.mcp.soql.check;

/**
 * {@code x = ANY ('a', 'b')} and {@code x = ANY (ARRAY['a', 'b'])}: SoQL has no ANY, no ALL and
 * no arrays; a list of values is {@code x IN ('a', 'b')}.
 */
final class AnyFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        for (int i = 1; i < sql.tokens().size() - 2; i++) {
            if (!sql.token(i).isOperator("=") || !sql.isWord(i + 1, "ANY") || !sql.isPunctuation(i + 2, "(")) {
                continue;
            }
            int close = sql.closing(i + 2);
            if (close < 0) {
                return;
            }
            String values = sql.slice(i + 3, close - 1);
            if (values.regionMatches(true, 0, "ARRAY[", 0, 6) && values.endsWith("]")) {
                values = values.substring(6, values.length() - 1);
            }
            notes.add(
                    Notes.shorten(sql.slice(i, close)),
                    "SoQL has no ANY: a list of values is IN (...)",
                    "IN (" + values + ")",
                    values.contains("[") ? null : sql.replace(i, close, "IN (" + values + ")"));
            return;
        }
    }
}
