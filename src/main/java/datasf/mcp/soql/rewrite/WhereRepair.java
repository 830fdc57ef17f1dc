package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.TokenNavigation;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import java.util.ArrayList;
import java.util.List;

/**
 * The SQL around a {@code where} argument that LLMs write out of habit: a leading {@code WHERE}
 * keyword and a trailing {@code ;}. The tools place the condition inside a query of their own
 * ({@code ... WHERE <where> GROUP BY ...}), where the query-wide repairs cannot tell them apart
 * from the rest (a {@code ;} there is no longer trailing), so they are dropped from the argument
 * itself and reported like any other rewrite. Nothing else is touched.
 */
public final class WhereRepair {

    /** The condition to place after WHERE, and what was dropped from it. */
    public record Repaired(String condition, List<Correction> corrections) {}

    private WhereRepair() {}

    public static Repaired repair(String where) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(where);
        List<Correction> corrections = new ArrayList<>();
        int first = TokenNavigation.nextSignificant(tokens, -1);
        int start = 0;
        if (first != TokenNavigation.NONE && tokens.get(first).isKeyword("WHERE")) {
            corrections.add(Correction.of(
                    Correction.Kind.rewrite,
                    tokens.get(first).text(),
                    "",
                    "where is the condition alone; the tool writes WHERE"));
            start = tokens.get(first).end();
        }
        int end = where.length();
        for (int i = TokenNavigation.previousSignificant(tokens, tokens.size());
                i != TokenNavigation.NONE
                        && tokens.get(i).start() >= start
                        && tokens.get(i).text().equals(";");
                i = TokenNavigation.previousSignificant(tokens, i)) {
            corrections.add(Correction.of(Correction.Kind.rewrite, ";", "", null));
            end = tokens.get(i).start();
        }
        return corrections.isEmpty()
                ? new Repaired(where, List.of())
                : new Repaired(where.substring(start, end).strip(), List.copyOf(corrections));
    }
}
