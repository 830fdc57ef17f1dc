package datasf.mcp.soql.check;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.Set;

/**
 * "List every fraud incident from 2024" written {@code ... LIMIT 10} answers with ten of them:
 * the rows fill the LIMIT, so more may match, and the answer reads as the whole list. Noted when
 * the question asks for every row ("every", "all", "all of") of a listing (no GROUP BY, no
 * aggregate), the query's own LIMIT is filled by the rows; the note's query leaves the LIMIT
 * out, and the server's paging then gives every row.
 */
final class EveryRowCheck implements Check {

    private static final Set<String> EVERY = Set.of("every", "all");

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty()
                || !review.query().isSimple()
                || !asksForEvery(review.question().words())) {
            return;
        }
        Select select = review.query().last();
        Literal limit = select.limit();
        Clause clause = select.clause(Clause.Kind.LIMIT);
        if (limit == null
                || clause == null
                || !limit.isInteger()
                || limit.text().length() > 6
                || !select.groupBy().isEmpty()
                || NullGroupCheck.ranksByAnAggregate(select)
                || aggregates(select)
                || review.rows().size() != Integer.parseInt(limit.text())) {
            return;
        }
        String text = review.text();
        String without = ClauseSplices.remove(text, clause);
        notes.add(
                clause,
                "the question asks for every one, and the " + limit.text() + " rows fill LIMIT " + limit.text()
                        + ": more may match",
                "leave the LIMIT out",
                without);
    }

    private static boolean aggregates(Select select) {
        return select.items().stream()
                .anyMatch(item -> Walk.all(item.expr(), Call.class).stream().anyMatch(Call::isAggregate));
    }

    /** "every", "all" or "all of" the question's rows; not "all in all", "at all". */
    private static boolean asksForEvery(List<String> words) {
        for (int at = 0; at < words.size(); at++) {
            if (EVERY.contains(words.get(at)) && (at == 0 || !words.get(at - 1).equals("at"))) {
                return true;
            }
        }
        return false;
    }
}
