package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.RowUnit;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Call;
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
 * only when its name says it counts something other than rows ({@code AS vendors}), or, unnamed,
 * the person's question does ("how many different vendors"). And wherever
 * the count is named for a column that identifies a thing and whose values each fill several
 * rows, whatever the query groups by, or whose values repeat at all (a {@code permit} column of
 * 186 values in 200 rows) where the count is per holder ({@code GROUP BY applicant}):
 * {@code count(DISTINCT permit)}.
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

    /** What the question counts when it counts the places a row is of: "how many vendor locations". */
    private static final Set<String> PLACES = Set.of("location", "spot", "site");

    private static String last(Set<String> words) {
        String last = null;
        for (String word : words) {
            last = word;
        }
        return last;
    }

    /** Names of rows as such; {@code row_count} is count_rows's own alias, said by the server. */
    private static final Set<String> ROWS = Set.of("row", "record", "entry", "line", "result", "application", "filing");

    /** The words that say a column is an identifier rather than what it identifies. */
    /** The most values a column of the kinds a row can be has ({@code facilitytype}: four). */
    private static final int KINDS = 12;

    private static final Set<String> ID_WORDS = Set.of("id", "number", "no", "num", "code");

    @Override
    public void check(Review review, Notes notes) {
        RowUnit unit = review.dataset().profile().row();
        if (review.rows().size() == 0 || !review.query().isSimple()) {
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
        if (counted == null) {
            return;
        }
        RowUnit.Thing thing = repeatedByName(review, select, counted);
        if (thing == null) {
            // a condition on a row's own column ("locations = 'Golden Gate Bridge'") keeps about one
            // row a thing whatever the question counts: only the count's own name outweighs it
            boolean named = !aliasNamed(counted).isEmpty();
            if (unit.things().isEmpty()
                    || CountScope.groupsByARow(review, select, unit)
                    || CountScope.conditionsARow(review, select, unit)
                            && (!named || CountScope.pinsOne(review, select, unit))) {
                return;
            }
            thing = thing(review, unit, counted);
        }
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

    /**
     * The words of the count's name that may say what it counts: none for {@code n} or
     * {@code row_count}. A count whose name says nothing is named by the question, when it says
     * what it counts ("how many different vendors": vendor).
     */
    private static Set<String> named(Review review, SelectItem counted) {
        Set<String> named = aliasNamed(counted);
        if (named.isEmpty()) {
            named.addAll(review.question().counted());
            named.removeAll(NEUTRAL);
        }
        return named;
    }

    /** The words of the count's own name that may say what it counts. */
    private static Set<String> aliasNamed(SelectItem counted) {
        String alias = counted.alias() == null ? null : counted.alias().name();
        Set<String> named = alias == null || alias.equalsIgnoreCase("row_count") ? new HashSet<>() : Words.of(alias);
        named.removeAll(NEUTRAL);
        return named;
    }

    /**
     * A count named for a column that identifies a thing and whose values repeat ({@code count(*)
     * AS permits} where {@code permit} has 186 values in 200 rows): rows are not those things,
     * whatever else the query groups by; not when it groups by that column or asks for one value.
     */
    private static RowUnit.Thing repeatedByName(Review review, Select select, SelectItem counted) {
        Set<String> named = named(review, counted);
        if (named.isEmpty()) {
            return null;
        }
        for (ColumnProfile column : review.dataset().profile().columns().values()) {
            Set<String> words = Words.of(column.field());
            words.removeAll(ID_WORDS);
            if (column.namesAThing()
                    && column.repeats()
                    && !column.unique()
                    && (column.fillsSeveralRows() || CountScope.perHolder(review, select, column.field()))
                    && named.equals(words)
                    && !CountScope.groupsBy(review, select, column.field())
                    && !CountScope.pinned(review, select, column.field())) {
                return new RowUnit.Thing(column.field(), column.distinct(), column.nonNull(), words);
            }
        }
        return null;
    }

    /** The thing the count is of, or null when it counts rows. */
    private static RowUnit.Thing thing(Review review, RowUnit unit, SelectItem counted) {
        Set<String> named = named(review, counted);
        String head = last(review.question().counted());
        if (head != null && aliasNamed(counted).isEmpty() && PLACES.contains(head)) {
            return null; // "how many food vendor locations": the vendor's locations, the rows
        }
        for (RowUnit.Thing thing : unit.things()) {
            if (named.stream().anyMatch(thing.words()::contains)) {
                return thing;
            }
        }
        Set<String> rowNames = new HashSet<>(ROWS);
        if (unit.rowsAreThings()) {
            if (!unit.things().isEmpty() && asksForHolders(review)) {
                return unit.things().get(0); // "how many food truck businesses", whatever the count is named
            }
            if (named.isEmpty()) {
                return null; // a row is a thing and nothing else is named: told before reading every column
            }
            rowNames.addAll(unit.rowWords());
            rowNames.addAll(filteredValues(review));
            rowNames.addAll(kinds(review));
            review.dataset().columns().forEach(column -> rowNames.addAll(Words.of(column.field())));
            // the count names the thing or one who holds it ("AS vendors", "AS companies"); a word that
            // says what kind of rows ("AS first_time") counts rows
            RowUnit.Thing thing = unit.things().get(0);
            boolean namesAHolder =
                    named.stream().anyMatch(word -> related(word, thing.words()) || RowUnit.namesAHolder(word));
            return !namesAHolder || named.stream().anyMatch(word -> related(word, rowNames)) ? null : thing;
        }
        rowNames.addAll(Words.of(unit.part()));
        if (named.isEmpty() && Words.of(unit.part()).stream().anyMatch(review.question()::mentions)) {
            return null; // "locations for Michael Douglas movies": a question that counts nothing else asks for rows
        }
        return named.stream().anyMatch(rowNames::contains)
                ? null
                : unit.things().get(0);
    }

    /**
     * The question counts ones who hold or run something ("how many food truck businesses have
     * permits"): its word, not the count's name ({@code AS trucks}), says what is counted.
     */
    private static boolean asksForHolders(Review review) {
        return review.question().counted().stream()
                .anyMatch(word -> !ROWS.contains(word) && RowUnit.namesAHolder(word)); // "applications" are rows
    }

    /**
     * Whether a word of the count's name is one of {@code words} or shares its first
     * {@link Words#STEM} letters with one ({@code approvals} and {@code approved}).
     */
    private static boolean related(String word, Set<String> words) {
        return words.stream().anyMatch(other -> Words.sameStem(other, word));
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

    /**
     * The words of the kinds a row can be, where a row is a thing: the values of its few-valued
     * columns of categories ({@code facilitytype}: Truck, Push Cart), so that "how many trucks and
     * carts" counts rows.
     */
    private static Set<String> kinds(Review review) {
        Set<String> words = new HashSet<>();
        for (ColumnFacts column : review.dataset().columns()) {
            ColumnProfile profile = review.dataset().profile().column(column.field());
            if (column.type() == SoqlType.TEXT
                    && profile != null
                    && !profile.namesAThing()
                    && profile.distinct() <= KINDS
                    && column.complete()) {
                column.values().forEach(v -> words.addAll(Words.of(v.value())));
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
