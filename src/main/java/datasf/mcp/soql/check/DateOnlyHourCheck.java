package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Walk;
import java.util.List;
import java.util.Set;

/**
 * A column whose every known value is at midnight holds dates without a time of day: its hour
 * (or minute) is always 0, so a count by hour is one group and a condition on the hour keeps all
 * rows or none. Noted on an answer with rows or without; the note's query reads the dataset's
 * timestamp with times that continues the column's name ({@code incident_datetime} for
 * {@code incident_date}), when there is one.
 */
final class DateOnlyHourCheck implements Check {

    private static final Set<String> TIME_PARTS = Set.of("date_extract_hh", "date_extract_mm", "date_extract_ss");

    @Override
    public void check(Review review, Notes notes) {
        if (review.outcome() == Review.Outcome.ERROR) {
            return;
        }
        List<Call> calls = Walk.all(review.query(), Call.class);
        for (Call call : calls) {
            String column = TIME_PARTS.contains(call.function()) ? Outputs.callOn(review, call, call.function()) : null;
            ColumnProfile profile = review.dataset().profile().column(column);
            if (profile == null || profile.grain() != ColumnProfile.Grain.DATES_ONLY) {
                continue;
            }
            String companion = review.dataset().profile().withTimes(column);
            String why =
                    column + " holds dates only (every value at midnight), so " + call.name() + " of it is always 0";
            if (companion == null) {
                notes.add(call, why, "the dataset records no time of day in " + column + ": say so", null);
                return;
            }
            Edits edits = new Edits(review.text());
            for (Call same : calls) {
                if (column.equals(Outputs.callOn(review, same, same.function()))
                        && TIME_PARTS.contains(same.function())) {
                    edits.replace(same.arguments().get(0), companion);
                }
            }
            notes.add(
                    call,
                    why + "; " + companion + " holds the time",
                    call.name() + "(" + companion + ")",
                    edits.apply());
            return;
        }
    }
}
