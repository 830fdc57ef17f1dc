package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A LIMIT acts last, on the groups: "the category breakdown of the 50 most recent incidents"
 * written {@code GROUP BY incident_category ... LIMIT 50} counts every incident and keeps 50
 * categories. The query alone cannot show it (a top 50 of groups is a fair question); the
 * person's question can: it names the same number of latest (or first) rows. Noted with the
 * query that takes those rows first, by the date column the question points to, and groups them
 * after: {@code SELECT incident_category, report_datetime ORDER BY report_datetime DESC LIMIT 50
 * |> SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC}. Rows
 * without a date come first in a descending order on Socrata, so the first stage leaves them out
 * where the profile shows any. A count with no GROUP BY keeps its WHERE for after: "of the 20
 * latest cases, how many are open" counts the open ones among the latest.
 */
final class LatestRowsCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        Question.Latest latest = review.question().latest().orElse(null);
        if (latest == null || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        Literal limit = select.limit();
        if (!select.isAggregated()
                || limit == null
                || !limit.isInteger()
                || !limit.value().equals(String.valueOf(latest.rows()))
                || select.offset() != null
                || select.has(Clause.Kind.SEARCH)) {
            return;
        }
        String date = dateColumn(review, latest);
        if (date == null) {
            return;
        }
        String first = firstStage(review, select, date, latest);
        notes.add(
                select.clause(Clause.Kind.LIMIT),
                "LIMIT " + latest.rows() + " keeps " + latest.rows() + " groups after grouping every row; it does not"
                        + " take the " + latest.rows() + (latest.newest() ? " latest" : " first") + " rows first",
                "ORDER BY " + date + (latest.newest() ? " DESC" : " ASC") + " LIMIT " + latest.rows()
                        + " first, then |> the grouping",
                first + " |> " + secondStage(review, select));
    }

    /**
     * The date the question orders by: a timestamp named by a word right after the number ("most
     * recently <reported>"), else by another word of the question, else the time a row happened
     * ({@link EventDates}).
     */
    private static String dateColumn(Review review, Question.Latest latest) {
        for (String word : latest.following()) {
            String named = EventDates.namedBy(review, word);
            if (named != null) {
                return named;
            }
        }
        return EventDates.asked(review);
    }

    /**
     * The latest rows with the columns the grouping reads: the select's columns and the date, the
     * WHERE as written (and no undated rows where there are some); the date alone when the select
     * reads no column by name ({@code SELECT count(*)}).
     */
    private static String firstStage(Review review, Select select, String date, Question.Latest latest) {
        Set<String> columns = new LinkedHashSet<>();
        for (ColumnRef ref : Walk.all(select, ColumnRef.class)) {
            if (ref.isPlain() && review.dataset().isColumn(ref.name()) && select.aliased(ref.name()) == null) {
                columns.add(ref.name());
            }
        }
        columns.add(date);
        String text = review.text();
        // grouped, the WHERE says which rows are the latest ("of the 50 latest Mission incidents");
        // a count alone keeps it for after ("of the 20 latest cases, how many are open")
        Clause where = select.groupBy().isEmpty() ? null : select.clause(Clause.Kind.WHERE);
        ColumnProfile dated = review.dataset().profile().column(date);
        List<String> conditions = new ArrayList<>();
        if (where != null) {
            conditions.add(where.condition().in(text));
        }
        if (latest.newest() && dated != null && dated.hasNulls()) {
            conditions.add(date + " IS NOT NULL");
        }
        return "SELECT " + String.join(", ", columns)
                + (conditions.isEmpty()
                        ? ""
                        : " WHERE "
                                + (conditions.size() == 1
                                        ? conditions.get(0)
                                        : "(" + conditions.get(0) + ") AND " + conditions.get(1)))
                + " ORDER BY " + date + (latest.newest() ? " DESC" : " ASC") + " LIMIT " + latest.rows();
    }

    /** The select as written without its LIMIT (and, grouped, its WHERE), over the latest rows. */
    private static String secondStage(Review review, Select select) {
        String text = review.text();
        List<String> after = new ArrayList<>();
        for (Clause clause : select.clauses()) {
            switch (clause.kind()) {
                case GROUP_BY, HAVING, ORDER_BY -> after.add(clause.in(text));
                case WHERE -> {
                    if (select.groupBy().isEmpty()) {
                        after.add(clause.in(text));
                    }
                }
                default -> {}
            }
        }
        return "SELECT " + select.selectList(text) + (after.isEmpty() ? "" : " " + String.join(" ", after));
    }
}
