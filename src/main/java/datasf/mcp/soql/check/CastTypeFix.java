package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.CastTypes;

/**
 * A cast names a SoQL type: {@code ::number}, {@code ::text}, {@code ::boolean},
 * {@code ::floating_timestamp}. SQL's names ({@code ::int}, {@code ::varchar}, {@code ::date},
 * ...) are read as the unknown function {@code cast$int}; the note gives the SoQL type.
 */
final class CastTypeFix implements SqlFix {

    @Override
    public void fix(SqlText sql, Notes notes) {
        StringBuilder fixed = new StringBuilder(sql.text());
        String first = null;
        String firstSoql = null;
        for (int i = sql.tokens().size() - 1; i > 0; i--) {
            if (!sql.token(i - 1).isOperator("::") && !sql.token(i - 1).text().equals("::")) {
                continue;
            }
            String name = sql.token(i).text();
            if (CastTypes.isSqlOnly(name)) {
                String soql = CastTypes.soqlName(name).orElseThrow();
                fixed.replace(sql.token(i).start(), sql.token(i).end(), soql);
                first = "::" + name;
                firstSoql = "::" + soql;
            }
        }
        if (first != null) {
            notes.add(
                    first,
                    "not a SoQL type: casts are ::number, ::text, ::boolean, ::floating_timestamp",
                    firstSoql,
                    fixed.toString());
        }
    }
}
