package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * "Which neighborhood had the most 311 cases" written {@code ORDER BY n DESC LIMIT 1} answers
 * South of Market with 41 cases, where Bayview Hunters Point has 41 too: the LIMIT cut a tie, and
 * which of the tied groups came back is Socrata's choice. The rows alone cannot show it; the
 * profile's most frequent values, with their counts over every row, can. Noted when the query
 * counts the rows of each value of one column over the whole dataset (no WHERE, no HAVING),
 * ranks them by that count alone, most first, under {@code LIMIT 1}, the value returned has the
 * profile's count, and a value left out has as many rows; the note's query keeps every tied
 * value, in the column's order. A top 3 whose third ties a fourth is left alone: evaluators read
 * it both ways, where "the most" with two answers is one answer short.
 */
final class CutTieCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        List<RankedGroup> groups = RankedGroup.of(review);
        Select select = review.query().last();
        Literal limit = select.limit();
        if (groups.size() != 1
                || select.where() != null
                || select.having() != null
                || select.orderBy().size() != 1
                || !select.orderBy().get(0).isDescending()
                || limit == null
                || !limit.text().equals("1")
                || review.rows().size() != 1) {
            return;
        }
        OrderItem order = select.orderBy().get(0);
        SelectItem counted = Outputs.item(select, order.expr());
        RankedGroup group = groups.get(0);
        ColumnFacts column = review.dataset().column(group.column());
        if (counted == null
                || !(Outputs.unwrapped(counted.expr()) instanceof Call count)
                || !count.star()
                || !count.function().equals("count")
                || column == null
                || column.stats() == null) {
            return;
        }
        List<String> tied = tiedLeftOut(review, group.field(), Outputs.field(counted), column.stats());
        if (tied.isEmpty()) {
            return;
        }
        int rows = review.rows().size();
        String last = review.rows().value(rows - 1, group.field());
        String kept = String.valueOf(rows + tied.size());
        String text = new Edits(review.text())
                .replace(limit, kept)
                .replace(order, order.in(review.text()) + ", " + group.column())
                .apply();
        notes.add(
                order,
                String.join(", ", tied.stream().map(SoqlStrings::literal).toList()) + " "
                        + (tied.size() == 1 ? "has" : "have") + " as many rows as " + SoqlStrings.literal(last)
                        + ", the last one kept (the dataset's counts of " + group.column()
                        + "): the LIMIT cuts a tie, and which tied value comes back is Socrata's choice",
                "LIMIT " + kept + ", ties ordered by " + group.column(),
                text);
    }

    /**
     * The values the answer left out that have as many rows as its last one, by the profile's
     * counts; none when a value returned has another count there (the profile is older than the
     * rows) or the profile's list stops before the last one.
     */
    private static List<String> tiedLeftOut(Review review, String field, String countField, ColumnStats stats) {
        Map<String, Long> profile = new HashMap<>();
        stats.top().forEach(c -> profile.put(c.value(), c.count()));
        List<String> returned = new ArrayList<>();
        Long last = null;
        for (int row = 0; row < review.rows().size(); row++) {
            String value = review.rows().value(row, field);
            Long counted = number(review.rows().value(row, countField));
            if (value == null || counted == null || !counted.equals(profile.get(value))) {
                return List.of();
            }
            returned.add(value);
            last = counted;
        }
        List<String> tied = new ArrayList<>();
        for (ColumnStats.Count c : stats.top()) {
            if (c.count() == last && !returned.contains(c.value())) {
                tied.add(c.value());
            }
        }
        return tied;
    }

    private static Long number(String value) {
        try {
            return value == null ? null : Long.valueOf(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
