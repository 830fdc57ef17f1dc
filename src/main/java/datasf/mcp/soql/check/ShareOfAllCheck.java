package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Walk;

/**
 * "What percentage of all incident reports were filed online?" written
 * {@code sum(case(filed_online = true, 1, true, 0)) * 100 / count(filed_online)} divides by the
 * rows where {@code filed_online} has a value: a checkbox left empty is no row of the base, and
 * the share comes out too high. Noted when a share divides by {@code count(x)}, x has nulls, the
 * numerator reads x, and the question does not ask among the rows that have one; the note's query
 * divides by {@code count(*)}.
 */
final class ShareOfAllCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.question().asksWhatTheyHave()) {
            return;
        }
        for (Binary divide : Outputs.divisions(review.query().last())) {
            String column = Outputs.callOn(review, divide.right(), "count");
            ColumnFacts facts = column == null ? null : review.dataset().column(column);
            if (facts == null
                    || facts.stats() == null
                    || !facts.stats().hasNulls()
                    || Walk.all(divide.left(), ColumnRef.class).stream()
                            .noneMatch(r -> r.name().equals(column))
                    || !(Outputs.unwrapped(divide.right()) instanceof Call count)) {
                continue;
            }
            notes.add(
                    count,
                    count.in(review.text()) + " counts only the rows where " + column + " has a value ("
                            + facts.stats().nulls() + " have none): the share of every row divides by count(*)",
                    "count(*)",
                    new Edits(review.text()).replace(count, "count(*)").apply());
            return;
        }
    }
}
