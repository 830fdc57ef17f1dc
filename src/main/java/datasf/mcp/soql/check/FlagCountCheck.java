package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;

/**
 * "How many permit holders had a prior permit?" written {@code count(priorpermit)}, where
 * {@code priorpermit} holds 0 or 1: {@code count} counts every row with a value, the 0s as well
 * as the 1s, so the answer is nearly every row. Noted when a {@code count(x)} reads a flag (a
 * number column whose values run from 0 to 1 and has two of them; a checkbox is left alone, as
 * Socrata leaves its unchecked rows null) and no condition of the query reads it; the note's
 * query counts the rows where it is 1.
 */
final class FlagCountCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        // the select list's counts: the WHERE the note adds comes after them, so their places hold
        for (Call call : select.items().stream()
                .flatMap(item -> Walk.all(item.expr(), Call.class).stream())
                .toList()) {
            String column = call.distinct() ? null : Outputs.callOn(review, call, "count");
            ColumnFacts facts = column == null ? null : review.dataset().column(column);
            if (facts == null || !isFlag(facts) || Outputs.whereReads(select, column)) {
                continue;
            }
            String set = column + " = 1";
            String filtered = NullGroupCheck.withCondition(review.text(), select, set);
            notes.add(
                    call,
                    "count(" + column + ") counts every row where " + column + " has a value, 0 as well as 1",
                    "count(*) with WHERE " + set,
                    ClauseSplices.replace(filtered, call, "count(*)"));
            return;
        }
    }

    /** A number column of 0 and 1 ("Facility had prior permit"). A checkbox leaves unchecked rows null. */
    private static boolean isFlag(ColumnFacts column) {
        return column.type() == SoqlType.NUMBER
                && column.stats() != null
                && column.stats().cardinality() == 2
                && "0".equals(column.stats().smallest())
                && "1".equals(column.stats().largest());
    }
}
