package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Walk;

/**
 * "On how many different days did a request come in" written {@code count(DISTINCT
 * requested_datetime)}: a timestamp with times of day is distinct by the minute, so the count is
 * of instants, nearly one a row. Noted when the column's statistics show times of day and the
 * question speaks of days; the note's query counts the distinct days ({@code date_trunc_ymd}).
 */
final class DistinctInstantCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null || !review.question().speaksOfDays()) {
            return;
        }
        for (Call count : Walk.all(review.query(), Call.class)) {
            boolean distinct = count.function().equals("count_distinct")
                    || count.function().equals("count") && count.distinct();
            String column = distinct && count.arguments().size() == 1
                    ? Outputs.bareColumn(review, count.arguments().get(0))
                    : null;
            ColumnProfile profile =
                    column == null ? null : review.dataset().profile().column(column);
            if (profile != null && profile.grain() == ColumnProfile.Grain.TIMES) {
                notes.replace(
                        count,
                        column + " holds times of day, so its distinct values are instants, not days",
                        "count(DISTINCT date_trunc_ymd(" + column + "))");
                return;
            }
        }
    }
}
