package datasf.mcp.soql.check;

import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;

/**
 * "What share of filming locations have a fun fact?" written
 * {@code count(fun_facts) * 100.0 / count(*) WHERE fun_facts IS NOT NULL} is 100 whatever the
 * data: the WHERE keeps only the rows the numerator counts, so the share is of those rows, not of
 * all. Noted when an output divides a count of a column by {@code count(*)} and the WHERE keeps
 * only the rows where that column has a value; the note's query leaves that condition out.
 */
final class WholeShareCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.query().last().where() == null) {
            return;
        }
        Select select = review.query().last();
        for (Binary divide : Outputs.divisions(select)) {
            String counted = Outputs.countsAll(divide.right()) ? countedColumn(review, divide.left()) : null;
            Expr kept = counted == null ? null : keptWithAValue(review, select, counted);
            if (kept == null) {
                continue;
            }
            notes.add(
                    kept,
                    "the WHERE keeps only the rows where " + counted + " has a value, so count(" + counted
                            + ") is count(*) and the share is 100 whatever the data",
                    "leave " + kept.in(review.text()) + " out",
                    without(review, select, kept));
            return;
        }
    }

    /** The column of a {@code count(column)} in the expression, or null. */
    private static String countedColumn(Review review, Expr expr) {
        for (Call call : Walk.all(expr, Call.class)) {
            String column = Outputs.callOn(review, call, "count"); // not count(*): no one column
            if (column != null) {
                return column;
            }
        }
        return null;
    }

    /** The WHERE's {@code column IS NOT NULL}, at its top, or null. */
    private static Expr keptWithAValue(Review review, Select select, String column) {
        for (Expr conjunct : Outputs.conjuncts(select.where())) {
            if (Outputs.unwrapped(conjunct) instanceof IsNull test
                    && test.negated()
                    && column.equals(Outputs.bareColumn(review, test.operand()))) {
                return conjunct;
            }
        }
        return null;
    }

    /** The query without the condition: the other conditions, or no WHERE when none is left. */
    private static String without(Review review, Select select, Expr condition) {
        String text = review.text();
        List<String> rest = new ArrayList<>();
        for (Expr conjunct : Outputs.conjuncts(select.where())) {
            if (conjunct != condition) {
                rest.add(Outputs.asConjunct(conjunct, text));
            }
        }
        if (!rest.isEmpty()) {
            return new Edits(text)
                    .replace(select.where(), String.join(" AND ", rest))
                    .apply();
        }
        return ClauseSplices.remove(text, select.clause(Clause.Kind.WHERE));
    }
}
