package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.util.ArrayList;
import java.util.List;

/**
 * A group key of a ranking the answer's rows show (GROUP BY, ORDER BY an aggregate): the key, the
 * field its value comes back under and the column it groups. What the checks on the groups a
 * ranking should not hold read ({@link NullGroupCheck}, {@link BucketGroupCheck}).
 */
record RankedGroup(Expr key, String field, String column) {

    /**
     * The keys of the answer's ranking; none when the answer has no rows, is no ranking of groups,
     * or the question asks for the rows without a value ("including trees that have none").
     */
    static List<RankedGroup> of(Review review) {
        if (review.empty()
                || review.rows().size() == 0
                || !review.query().isSimple()
                || review.question().asksForMissing()) {
            return List.of();
        }
        Select select = review.query().last();
        if (select.groupBy().isEmpty() || !NullGroupCheck.ranksByAnAggregate(select)) {
            return List.of();
        }
        List<RankedGroup> groups = new ArrayList<>();
        for (Expr key : select.groupBy()) {
            SelectItem item = Outputs.item(select, key);
            String field = item == null ? null : Outputs.field(item);
            String column = Outputs.onlyColumn(review, item == null ? key : item.expr());
            if (field != null && column != null) {
                groups.add(new RankedGroup(key, field, column));
            }
        }
        return groups;
    }
}
