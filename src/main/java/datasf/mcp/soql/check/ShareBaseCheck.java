package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;

/**
 * "What percentage of 2024 incidents resulted in a citation or arrest?" written
 * {@code sum(case(resolution = 'Cite or Arrest Adult' AND incident_year = '2024', 1, true, 0)) *
 * 100.0 / count(*)} divides the 2024 arrests by the incidents of every year: the year belongs to
 * the base of the share, in the WHERE. Noted when an output divides a sum of a {@code case} by
 * {@code count(*)}, and the case's condition holds a condition on the year the question asks
 * within (a column of years or a timestamp); the note's query moves it to the WHERE.
 */
final class ShareBaseCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Integer year = review.question().years().within().orElse(null);
        if (year == null || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        for (Binary divide : Outputs.divisions(select)) {
            Call when = Outputs.countsAll(divide.right()) ? caseIn(divide.left()) : null;
            if (when == null || when.arguments().isEmpty()) {
                continue;
            }
            Expr condition = when.arguments().get(0);
            List<Expr> parts = Outputs.conjuncts(condition);
            Expr base = parts.stream()
                    .filter(part -> boundsTheYear(review, part, year))
                    .findFirst()
                    .orElse(null);
            if (base == null || parts.size() < 2) {
                continue;
            }
            String text = review.text();
            List<Expr> where = new ArrayList<>(select.where() == null ? List.of() : Outputs.conjuncts(select.where()));
            where.add(base);
            String query = ShareSidesCheck.rebuilt(
                    review,
                    select,
                    condition,
                    parts.stream().filter(part -> part != base).toList(),
                    where);
            notes.add(
                    base,
                    "the share's base is " + year + "'s rows, and " + base.in(text)
                            + " inside the case counts them against every year's",
                    "move " + base.in(text) + " to the WHERE",
                    query);
            return;
        }
    }

    /** The {@code case(...)} a {@code sum} of the expression adds up, or null. */
    static Call caseIn(Expr expr) {
        for (Call sum : Walk.all(expr, Call.class)) {
            if (sum.function().equals("sum")
                    && sum.arguments().size() == 1
                    && Outputs.unwrapped(sum.arguments().get(0)) instanceof Call when
                    && when.function().equals("case")) {
                return when;
            }
        }
        return null;
    }

    /** A condition on a column of years or a timestamp that writes the year. */
    private static boolean boundsTheYear(Review review, Expr part, int year) {
        boolean dated = Walk.all(part, ColumnRef.class).stream()
                .anyMatch(ref ->
                        Dates.namedForYears(ref.name()) || review.dataset().type(ref.name()) == SoqlType.TIMESTAMP);
        return dated && part.in(review.text()).contains(String.valueOf(year));
    }
}
