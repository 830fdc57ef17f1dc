package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A label that says one thing while the values are another: {@code police_district AS
 * analysis_neighborhood} (the name of another column of the dataset), or
 * {@code date_extract_m(x) AS year} (a month labelled a year). Whoever reads the answer goes by
 * the label; the note gives the label that matches what is grouped or computed.
 */
final class LabelCheck implements Check {

    /** The date part each date function gives, and the words a label uses for it. */
    private static final Map<String, String> PARTS = Map.ofEntries(
            Map.entry("date_extract_y", "year"),
            Map.entry("date_trunc_y", "year"),
            Map.entry("date_extract_m", "month"),
            Map.entry("date_trunc_ym", "month"),
            Map.entry("date_extract_d", "day"),
            Map.entry("date_trunc_ymd", "day"),
            Map.entry("date_extract_hh", "hour"),
            Map.entry("date_extract_dow", "weekday"),
            Map.entry("date_extract_woy", "week"));

    private static final Map<String, String> WORDS = Map.ofEntries(
            Map.entry("year", "year"),
            Map.entry("yr", "year"),
            Map.entry("years", "year"),
            Map.entry("month", "month"),
            Map.entry("months", "month"),
            Map.entry("mon", "month"),
            Map.entry("day", "day"),
            Map.entry("date", "day"),
            Map.entry("hour", "hour"),
            Map.entry("hr", "hour"),
            Map.entry("weekday", "weekday"),
            Map.entry("dow", "weekday"),
            Map.entry("week", "week"),
            Map.entry("woy", "week"));

    private static final Set<String> COMPOUNDS = Set.of("day_of_week", "dayofweek", "week_day");

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        for (Select select : review.query().selects()) {
            for (SelectItem item : select.items()) {
                if (item.alias() == null) {
                    continue;
                }
                String label = item.alias().name();
                String column = Predicates.column(item.expr(), review.dataset()::isColumn);
                if (column != null
                        && !label.equalsIgnoreCase(column)
                        && review.dataset().isColumn(label.toLowerCase(Locale.ROOT))
                        && !sameExpression(item.expr(), label)) {
                    notes.add(
                            item.alias(),
                            "the label " + label + " is another column of the dataset; these values are " + column
                                    + "'s",
                            "AS " + column,
                            relabelled(review, select, label, column));
                    continue;
                }
                String part = item.expr() instanceof Call call ? PARTS.get(call.function()) : null;
                String said = part == null ? null : partSaid(label);
                if (said != null && !said.equals(part) && !(said.equals("day") && part.equals("weekday"))) {
                    notes.add(
                            item.alias(),
                            "the label says " + said + " but " + ((Call) item.expr()).function() + " gives the " + part,
                            "AS " + part + ", or the " + said + "'s function",
                            review.dataset().isColumn(part) ? null : relabelled(review, select, label, part));
                }
            }
        }
    }

    /** The query with the label renamed, where it is given and where the select uses it. */
    private static String relabelled(Review review, Select select, String label, String renamed) {
        String text = review.text();
        List<Node> places = new ArrayList<>();
        places.add(select.items().stream()
                .filter(item -> item.alias() != null && item.alias().name().equals(label))
                .findFirst()
                .orElseThrow()
                .alias());
        for (Clause clause : select.clauses()) {
            for (ColumnRef ref : Walk.all(clause, ColumnRef.class)) {
                if (ref.isPlain() && ref.name().equalsIgnoreCase(label)) {
                    places.add(ref);
                }
            }
        }
        places.sort(Comparator.comparingInt(Node::start).reversed());
        StringBuilder query = new StringBuilder(text);
        places.forEach(place -> query.replace(place.start(), place.end(), renamed));
        return query.toString();
    }

    private static boolean sameExpression(Expr expr, String label) {
        return expr instanceof ColumnRef ref && ref.name().equalsIgnoreCase(label);
    }

    /** The one date part a label names, or null when it names none or several. */
    private static String partSaid(String label) {
        String lower = label.toLowerCase(Locale.ROOT);
        if (COMPOUNDS.stream().anyMatch(lower::contains)) {
            return "weekday";
        }
        List<String> parts = Arrays.stream(lower.split("[^a-z]+"))
                .map(WORDS::get)
                .filter(java.util.Objects::nonNull)
                .distinct()
                .toList();
        return parts.size() == 1 ? parts.get(0) : null;
    }
}
