package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;

/**
 * "The most recent incident" written {@code ORDER BY incident_date DESC LIMIT 1} orders by a date
 * without its time: every incident of the last day ties, and the LIMIT keeps any of them. Noted
 * when the first sort key of a query with a LIMIT is a timestamp whose every known value is at
 * midnight and the dataset has the same date with times of day ({@code incident_datetime}); the
 * note's query orders by that one.
 */
final class DateOnlyOrderCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (!review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (select.limit() == null || select.orderBy().isEmpty() || select.isAggregated()) {
            return;
        }
        OrderItem first = select.orderBy().get(0);
        String column = Outputs.bareColumn(review, first.expr());
        ColumnProfile profile = review.dataset().profile().column(column);
        if (profile == null || profile.grain() != ColumnProfile.Grain.DATES_ONLY) {
            return;
        }
        String companion = review.dataset().profile().withTimes(column);
        if (companion == null) {
            return;
        }
        notes.replace(
                first.expr(),
                column + " holds dates only: the rows of one day tie, and LIMIT "
                        + select.limit().text() + " keeps any of them; " + companion + " holds the time",
                companion);
    }
}
