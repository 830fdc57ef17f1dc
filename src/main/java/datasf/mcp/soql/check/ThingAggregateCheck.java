package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.RowUnit;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a row is part of a thing (a film's filming locations: about ten rows per film), an
 * average or a sum of the thing's own value (its release year) weighs each thing by its number of
 * rows: "the average release year of the films" answered with the average over locations. Noted
 * when no column identifies a row, the column aggregated has no more distinct values than the
 * thing (one value per thing, as far as the statistics show), and the query neither groups by
 * the thing nor asks for one. The note's query takes each thing once first, then aggregates:
 * {@code SELECT title, release_year GROUP BY title, release_year |> SELECT avg(release_year)}.
 * {@code min} and {@code max} are not weighed, and {@code count(*)} is {@link CountThingsCheck}'s.
 * A question that names what a row is ("across all listed filming locations") means the rows.
 */
final class ThingAggregateCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        RowUnit unit = review.dataset().profile().row();
        if (unit.rowsAreThings()
                || unit.things().isEmpty()
                || review.rows().size() == 0
                || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        if (CountScope.groupsByARow(review, select, unit)
                || CountScope.pinsOne(review, select, unit)
                || unit.part() != null && Words.of(unit.part()).stream().anyMatch(review.question()::mentions)) {
            return; // "the average release year across all listed filming locations" weighs each location
        }
        RowUnit.Thing thing = unit.things().get(0);
        for (SelectItem item : select.items()) {
            String column = weighed(review, item.expr(), thing);
            if (column != null) {
                Call call = (Call) Outputs.unwrapped(item.expr());
                notes.add(
                        call,
                        call.name() + " over rows weighs each " + thing.field() + " by its rows (about "
                                + thing.rowsEach() + " each): " + column + " is one value per " + thing.field(),
                        "each " + thing.field() + " once first: SELECT " + thing.field() + ", " + column + " GROUP BY "
                                + thing.field() + ", " + column + " |> " + "SELECT " + call.in(review.text()),
                        perThing(review, select, thing.field()));
                return;
            }
        }
    }

    /** The column an average (or sum, median...) of a thing's own value reads, or null. */
    private static String weighed(Review review, Expr expr, RowUnit.Thing thing) {
        if (!(Outputs.unwrapped(expr) instanceof Call call)
                || !call.isAggregate()
                || call.distinct()
                || call.star()
                || call.arguments().size() != 1
                || Set.of("count", "min", "max", "count_distinct").contains(call.function())) {
            return null;
        }
        String column = Outputs.bareColumn(review, call.arguments().get(0));
        ColumnProfile profile = review.dataset().profile().column(column);
        return profile != null
                        && !column.equals(thing.field())
                        && profile.distinct() > 0
                        && profile.distinct() <= thing.distinct()
                ? column
                : null;
    }

    /**
     * The query in two stages: the group keys, the thing and the aggregated columns, grouped, then
     * the select list as written over those rows; null when an item or a key is more than a
     * column or an aggregate of one, or when it has HAVING.
     */
    private static String perThing(Review review, Select select, String thing) {
        String text = review.text();
        Set<String> first = new LinkedHashSet<>();
        for (Expr key : select.groupBy()) {
            String column = Outputs.bareColumn(review, key);
            if (column == null) {
                return null;
            }
            first.add(column);
        }
        first.add(thing);
        for (SelectItem item : select.items()) {
            if (item.isStar()) {
                return null;
            }
            Expr expr = Outputs.unwrapped(item.expr());
            String column = Outputs.bareColumn(review, expr);
            if (column == null
                    && expr instanceof Call call
                    && call.isAggregate()
                    && call.arguments().size() == 1) {
                column = Outputs.bareColumn(review, call.arguments().get(0));
            }
            if (column == null || expr instanceof Call call && call.star()) {
                return null;
            }
            first.add(column);
        }
        if (select.has(Clause.Kind.HAVING)) {
            return null;
        }
        List<String> after = new ArrayList<>();
        for (Clause clause : select.clauses()) {
            switch (clause.kind()) {
                case GROUP_BY, ORDER_BY, LIMIT, OFFSET -> after.add(clause.in(text));
                default -> {}
            }
        }
        Clause where = select.clause(Clause.Kind.WHERE);
        String keys = String.join(", ", first);
        String items = select.selectList(text);
        return "SELECT " + keys + (where == null ? "" : " " + where.in(text)) + " GROUP BY " + keys + " |> SELECT "
                + items + (after.isEmpty() ? "" : " " + String.join(" ", after));
    }
}
