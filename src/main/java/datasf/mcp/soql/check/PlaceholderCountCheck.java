package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Placeholders;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.List;

/**
 * "How many different tree species" written {@code count(DISTINCT qspecies)} counts the value
 * written where the species is not known ({@code Tree(s) ::}) as one species more. Noted when the
 * column's known values hold such a value and no condition reads the column, unless the question
 * asks for the unknown ones too; the note's query leaves it out.
 */
final class PlaceholderCountCheck implements Check {

    private static final java.util.regex.Pattern DISTINCT =
            java.util.regex.Pattern.compile("distinct", java.util.regex.Pattern.CASE_INSENSITIVE);

    @Override
    public void check(Review review, Notes notes) {
        if (review.empty()
                || review.query() == null
                || !review.query().isSimple()
                || review.question().asksForMissing()) {
            return;
        }
        if (!DISTINCT.matcher(review.text()).find()) {
            return; // no count(DISTINCT x): told without walking the query
        }
        Select select = review.query().last();
        for (Call call : Walk.all(select, Call.class)) {
            if (!call.distinct()
                    || !call.name().equalsIgnoreCase("count")
                    || call.arguments().size() != 1
                    || !(call.arguments().get(0) instanceof ColumnRef ref)) {
                continue;
            }
            ColumnFacts column = review.dataset().column(ref.name());
            if (column == null || Outputs.whereReads(select, column.field())) {
                continue;
            }
            List<ColumnStats.Count> unknown = column.values().stream()
                    .filter(v -> Placeholders.standsForUnknown(v.value()))
                    .toList();
            if (unknown.size() != 1) {
                continue;
            }
            String value = SoqlStrings.literal(unknown.get(0).value());
            String condition = column.field() + " != " + value;
            notes.add(
                    call,
                    "it counts " + value + " (" + unknown.get(0).count() + " rows), written where " + column.field()
                            + " is not known, as one more",
                    "WHERE " + condition,
                    NullGroupCheck.withCondition(review.text(), select, condition));
            return;
        }
    }
}
