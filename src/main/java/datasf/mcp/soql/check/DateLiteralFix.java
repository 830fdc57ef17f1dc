package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlTokenType;

/**
 * SQL's typed literals, {@code DATE '2024-01-01'} and {@code TIMESTAMP '2024-01-01 08:00:00'}:
 * SoQL has none; a quoted ISO date or timestamp compares with a timestamp column as it is.
 */
final class DateLiteralFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        StringBuilder fixed = new StringBuilder(sql.text());
        String first = null;
        for (int i = sql.tokens().size() - 2; i >= 0; i--) {
            boolean typed = sql.isWord(i, "DATE") || sql.isWord(i, "TIMESTAMP");
            if (!typed || sql.token(i + 1).type() != SoqlTokenType.STRING) {
                continue;
            }
            String literal = sql.token(i + 1).text().replace(' ', 'T');
            fixed.replace(sql.token(i).start(), sql.token(i + 1).end(), literal);
            first = sql.slice(i, i + 1);
        }
        if (first != null) {
            notes.add(
                    first,
                    "SoQL has no typed literals: a quoted ISO date is a timestamp",
                    "the quoted date alone, with T before a time",
                    fixed.toString());
        }
    }
}
