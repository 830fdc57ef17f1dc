package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.RowUnit;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code count(*)} counts rows, and a row is what the publisher made it: in a list of film
 * locations a film has about ten rows, so "how many films" answered with {@code count(*)} is the
 * number of locations. Noted, with the query that counts the thing ({@code count(DISTINCT title)}),
 * when the profile shows a thing of several rows and the query counts rows without grouping by
 * it or by what the rows are, and without naming one thing: where rows are not themselves things
 * (no column identifies a row) whatever the count is called, unless it is called by what a row
 * is ({@code AS locations}); where rows are things too (a permit per row, several per vendor),
 * only when its name says it counts something other than rows ({@code AS vendors}).
 */
final class CountThingsCheck implements Check {

    /** Names that say nothing of what is counted. */
    private static final Set<String> NEUTRAL = Set.of(
            "n",
            "count",
            "cnt",
            "ct",
            "c",
            "total",
            "num",
            "number",
            "qty",
            "tally",
            "how",
            "many",
            "sum",
            "all",
            "unique",
            "distinct",
            "different",
            "of");

    /** Names of rows as such; {@code row_count} is count_rows's own alias, said by the server. */
    private static final Set<String> ROWS = Set.of("row", "record", "entry", "line", "result");

    /** Letters two words must share to be taken as one ({@code approvals}, {@code approved}). */
    static final int STEM = 6;

    @Override
    public void check(Review review, Notes notes) {
        RowUnit unit = review.dataset().profile().row();
        if (unit.things().isEmpty()
                || review.rows().size() == 0
                || !review.query().isSimple()) {
            return;
        }
        Select select = review.query().last();
        List<Call> counts = Walk.all(select, Call.class).stream()
                .filter(call -> call.star() && call.function().equals("count"))
                .toList();
        SelectItem counted = select.items().stream()
                .filter(item -> item.expr() instanceof Call call && counts.contains(call))
                .findFirst()
                .orElse(null);
        if (counted == null || groupsByARow(review, select, unit) || conditionsARow(review, select, unit)) {
            return;
        }
        RowUnit.Thing thing = thing(review, unit, counted);
        if (thing == null) {
            return;
        }
        Edits edits = new Edits(review.text());
        String distinct = "count(DISTINCT " + thing.field() + ")";
        counts.forEach(call -> edits.replace(call, distinct));
        notes.add(
                counted.expr(),
                "count(*) counts rows, " + row(unit, thing) + ", and " + thing.field() + " has about "
                        + thing.distinct() + " values in " + thing.rows() + " rows",
                distinct,
                edits.apply());
    }

    /** The thing the count is of, or null when it counts rows. */
    private static RowUnit.Thing thing(Review review, RowUnit unit, SelectItem counted) {
        String alias = counted.alias() == null ? null : counted.alias().name();
        Set<String> named = alias == null || alias.equalsIgnoreCase("row_count") ? new HashSet<>() : Words.of(alias);
        named.removeAll(NEUTRAL);
        for (RowUnit.Thing thing : unit.things()) {
            if (named.stream().anyMatch(thing.words()::contains)) {
                return thing;
            }
        }
        Set<String> rowNames = new HashSet<>(ROWS);
        if (unit.rowsAreThings()) {
            rowNames.addAll(unit.rowWords());
            rowNames.addAll(filteredValues(review));
            review.dataset().columns().forEach(column -> rowNames.addAll(Words.of(column.field())));
            return named.isEmpty() || named.stream().anyMatch(word -> related(word, rowNames))
                    ? null
                    : unit.things().get(0);
        }
        rowNames.addAll(Words.of(unit.part()));
        return named.stream().anyMatch(rowNames::contains)
                ? null
                : unit.things().get(0);
    }

    /**
     * Whether a word of the count's name is one of {@code words} or shares its first
     * {@link #STEM} letters with one ({@code approvals} and {@code approved}).
     */
    private static boolean related(String word, Set<String> words) {
        if (words.contains(word)) {
            return true;
        }
        if (word.length() < STEM) {
            return false;
        }
        String stem = word.substring(0, STEM);
        return words.stream().anyMatch(other -> other.startsWith(stem));
    }

    /** Grouped by a thing, the row's key or what the rows are: counting rows per group is meant. */
    private static boolean groupsByARow(Review review, Select select, RowUnit unit) {
        for (Expr key : select.groupBy()) {
            String column = Outputs.bareColumn(review, Outputs.resolved(select, key));
            ColumnProfile profile = review.dataset().profile().column(column);
            if (column != null
                    && (column.equals(unit.key())
                            || column.equals(unit.part())
                            || unit.thing(column) != null
                            || profile != null && profile.unique())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A condition on a thing's column ({@code title = 'Vertigo'}, {@code title LIKE '%the%'}) or on
     * what the rows are ({@code locations}): the rows it keeps may well be what is meant.
     */
    private static boolean conditionsARow(Review review, Select select, RowUnit unit) {
        if (select.where() == null) {
            return false;
        }
        for (ColumnRef ref : Walk.all(select.where(), ColumnRef.class)) {
            String column = Outputs.bareColumn(review, ref);
            if (column != null && (unit.thing(column) != null || column.equals(unit.part()))) {
                return true;
            }
        }
        return false;
    }

    /** The words of the values the query filters on: {@code AS trucks} with {@code facilitytype = 'Truck'}. */
    private static Set<String> filteredValues(Review review) {
        Set<String> words = new HashSet<>();
        for (Predicate condition : review.predicates()) {
            for (Expr value : condition.values()) {
                Literal literal = Values.string(value);
                if (literal != null) {
                    words.addAll(Words.of(literal.value()));
                }
            }
        }
        return words;
    }

    private static String row(RowUnit unit, RowUnit.Thing thing) {
        if (unit.rowsAreThings()) {
            return "one per " + unit.key();
        }
        return "each one of the " + (unit.part() != null ? unit.part() : "rows") + " of a " + thing.field();
    }
}
