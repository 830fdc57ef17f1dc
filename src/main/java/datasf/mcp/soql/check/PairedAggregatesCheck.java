package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "How much higher is the revised cost than the original estimate?" written
 * {@code avg(revised_cost) - avg(estimated_cost)}: each aggregate skips the rows where its column
 * is null, so the revised costs of the revised permits are set against the estimates of every
 * permit, two different sets of rows. Noted when the outputs set an average or a sum of one number
 * column against one of another (subtracted, divided, or side by side where the question compares
 * them), one of the two has nulls the other has not, and no condition of the query reads it; the
 * note's query keeps the rows where it has a value, so both sides are of the same rows.
 */
final class PairedAggregatesCheck implements Check {

    private static final Set<String> SUMS = Set.of("avg", "sum");

    /** Words that set two figures against each other. */
    private static final Set<String> COMPARING =
            Set.of("compare", "than", "versus", "vs", "difference", "higher", "lower", "increase", "up", "down");

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple() || review.empty()) {
            return;
        }
        Select select = review.query().last();
        List<String> columns = paired(review, select);
        if (columns.size() != 2) {
            return;
        }
        ColumnFacts first = review.dataset().column(columns.get(0));
        ColumnFacts second = review.dataset().column(columns.get(1));
        if (first == null || second == null || first.nulls() == second.nulls()) {
            return;
        }
        ColumnFacts gaps = first.nulls() > second.nulls() ? first : second;
        if (Outputs.whereReads(select, gaps.field())) {
            return;
        }
        String kept = gaps.field() + " IS NOT NULL";
        notes.add(
                Notes.shorten(review.text()),
                "the two aggregates are of different rows: one of " + gaps.field() + " skips the " + gaps.nulls()
                        + " rows where it is null, the other counts them",
                "WHERE " + kept,
                NullGroupCheck.withCondition(review.text(), select, kept));
    }

    /** The two number columns whose sums or averages the outputs set against each other; else fewer or more. */
    private static List<String> paired(Review review, Select select) {
        List<String> set = new ArrayList<>();
        boolean combined = false;
        for (SelectItem item : select.items()) {
            for (Binary binary : Walk.all(item.expr(), Binary.class)) {
                combined |= (binary.op() == Op.MINUS || binary.op() == Op.DIVIDE)
                        && summed(review, binary.left()) != null
                        && summed(review, binary.right()) != null;
            }
            for (Call call : Walk.all(item.expr(), Call.class)) {
                String column = summed(review, call);
                if (column != null && !set.contains(column)) {
                    set.add(column);
                }
            }
        }
        boolean compared = review.question().words().stream().anyMatch(COMPARING::contains);
        return combined || compared ? set : List.of();
    }

    /** The number column an {@code avg} or {@code sum} reads, or null. */
    private static String summed(Review review, Expr expr) {
        return Outputs.unwrapped(expr) instanceof Call call
                        && SUMS.contains(call.function())
                        && call.arguments().size() == 1
                ? Outputs.bareColumn(review, call.arguments().get(0))
                : null;
    }
}
