package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "How many permits were issued each year" written {@code SELECT date_extract_y(filed_date) AS
 * year ... WHERE status = 'issued' GROUP BY year}: the years are of the filing, and the status is
 * where a permit stands today (issued and since completed ones are left out). Noted when the WHERE
 * bounds no date, the query groups by a part of one timestamp the question does not name, and it
 * names one other ({@link NamedDateCheck#otherNamed}); the note's query groups by that one, and a
 * status that says it becomes {@code IS NOT NULL} on it.
 */
final class NamedGroupDateCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.question().isKnown()
                || !review.query().isSimple()
                || review.query().last().groupBy().isEmpty()
                || NamedDateCheck.bounded(review) != null) {
            return;
        }
        Select select = review.query().last();
        for (Expr key : select.groupBy()) {
            Expr grouped = Outputs.resolved(select, key);
            if (!(grouped instanceof Call part) || part.arguments().size() != 1) {
                continue;
            }
            String written = Outputs.bareColumn(review, part.arguments().get(0));
            String named = written == null || review.dataset().type(written) != SoqlType.TIMESTAMP
                    ? null
                    : NamedDateCheck.otherNamed(review, written);
            if (named == null || periodOf(review, select, written)) {
                continue;
            }
            String query = review.text();
            Expr where = select.where();
            if (where != null) {
                query = ClauseSplices.replace(query, where, statusAsDate(review, where, named));
            }
            query = NamedDateCheck.everywhere(query, written, named);
            notes.add(
                    key,
                    "the groups are of " + written + ", and the question asks about " + named,
                    named + " in place of " + written,
                    query);
            return;
        }
    }

    /** The WHERE keeps a period of the grouped date by another column of its name ({@code incident_year}). */
    private static boolean periodOf(Review review, Select select, String written) {
        Set<String> own = EventDates.nameWords(written);
        return select.where() != null
                && review.predicates().stream()
                        .filter(condition -> condition.select() == select && condition.column() != null)
                        .anyMatch(condition -> !condition.column().equals(written)
                                && Dates.namedForYears(condition.column())
                                && Words.of(condition.column()).stream().anyMatch(own::contains));
    }

    /** The WHERE with a status that says the date ({@code status = 'issued'}) as the date being set. */
    private static String statusAsDate(Review review, Expr where, String named) {
        Set<String> said = EventDates.nameWords(named);
        List<String> kept = new ArrayList<>();
        for (Expr conjunct : Outputs.conjuncts(where)) {
            kept.add(
                    NamedDateCheck.saysTheDate(review, conjunct, said)
                            ? named + " IS NOT NULL"
                            : Outputs.asConjunct(conjunct, review.text()));
        }
        return String.join(" AND ", kept);
    }
}
