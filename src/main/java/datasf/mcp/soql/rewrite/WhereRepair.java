package datasf.mcp.soql.rewrite;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.text.QueryText;
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
        QueryText tokens = QueryText.of(where);
        List<Correction> corrections = new ArrayList<>();
        int first = tokens.first();
        int start = 0;
        if (first != QueryText.NONE && tokens.token(first).isKeyword("WHERE")) {
            corrections.add(Correction.of(
                    Correction.Kind.rewrite,
                    tokens.token(first).text(),
                    "",
                    "where is the condition alone; the tool writes WHERE"));
            start = tokens.token(first).end();
        }
        int end = where.length();
        for (int i = tokens.last();
                i != QueryText.NONE
                        && tokens.token(i).start() >= start
                        && tokens.token(i).text().equals(";");
                i = tokens.previous(i)) {
            corrections.add(Correction.of(Correction.Kind.rewrite, ";", "", null));
            end = tokens.token(i).start();
        }
        return corrections.isEmpty()
                ? new Repaired(where, List.of())
                : new Repaired(where.substring(start, end).strip(), List.copyOf(corrections));
    }
}
