package datasf.mcp.soql.check;

import datasf.mcp.schema.Placeholders;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import java.util.List;

/**
 * A ranking of groups whose place is taken by a value that is no real one: "which police district
 * had the fewest incidents" answered {@code Out of SF}, the bucket for incidents outside every
 * district; "the most common species" answered {@code Tree(s) ::}, the value written where the
 * species is not known. Noted when the answer's first row is such a value and a LIMIT picks
 * the top: the answer to "which" is then no answer; a list of every group shows it as one. Lower in a top n it is one place among several, which evaluators read as
 * fair; the note's query leaves it out.
 */
final class BucketGroupCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        List<RankedGroup> groups = RankedGroup.of(review);
        if (groups.isEmpty() || review.query().last().limit() == null) {
            return; // a list of every group shows the bucket as one of them; a LIMIT picks the top
        }
        Select select = review.query().last();
        for (RankedGroup group : groups) {
            Expr key = group.key();
            String column = group.column();
            String value = review.rows().value(0, group.field());
            if (value == null || !Placeholders.isBucket(value)) {
                continue;
            }
            String condition = column + " != " + SoqlStrings.literal(value);
            notes.add(
                    key,
                    SoqlStrings.literal(value) + ", first, is not one " + column + " but the rows without a real one",
                    "WHERE " + condition,
                    NullGroupCheck.withCondition(review.text(), select, condition));
            return;
        }
    }
}
