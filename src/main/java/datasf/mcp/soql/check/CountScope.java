package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnProfile;
import datasf.mcp.schema.RowUnit;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.Walk;

/**
 * What a query's grouping and conditions say about the rows a count counts: per thing, per
 * holder, of one pinned thing. {@link CountThingsCheck} and {@link ThingAggregateCheck} read them
 * to tell a count of rows that is meant from one that stands in for a count of things.
 */
final class CountScope {

    private CountScope() {}

    /** Grouped by a thing, the row's key or what the rows are: counting rows per group is meant. */
    static boolean groupsByARow(Review review, Select select, RowUnit unit) {
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

    static boolean groupsBy(Review review, Select select, String field) {
        return select.groupBy().stream()
                .anyMatch(key -> field.equals(Outputs.bareColumn(review, Outputs.resolved(select, key))));
    }

    /**
     * The count is of one holder's or each holder's rows: grouped by, or pinned to, another column
     * that names a thing ({@code GROUP BY applicant}, {@code applicant = 'Senor Sisig'}). A number
     * in two rows of one holder is one thing counted twice; over the whole dataset, a few numbers
     * in two rows each (186 in 200) are as likely given twice by mistake, and evaluators count the
     * rows there.
     */
    static boolean perHolder(Review review, Select select, String thing) {
        for (ColumnProfile column : review.dataset().profile().columns().values()) {
            if (!column.field().equals(thing)
                    && column.namesAThing()
                    && (groupsBy(review, select, column.field()) || pinned(review, select, column.field()))) {
                return true;
            }
        }
        return false;
    }

    /** A condition of the select asks for one value of the column ({@code title = 'Vertigo'}). */
    static boolean pinned(Review review, Select select, String field) {
        for (Predicate condition : review.predicates()) {
            if (condition.select() == select
                    && field.equals(condition.column())
                    && condition.isEquality()
                    && condition.isBareColumn()
                    && condition.values().size() == 1
                    && !condition.negated()
                    && !condition.underNot()
                    && !condition.underOr()) {
                return true;
            }
        }
        return false;
    }

    /** A condition pins one thing ({@code title = 'Vertigo'}): then its rows, counted, are meant. */
    static boolean pinsOne(Review review, Select select, RowUnit unit) {
        return unit.things().stream().anyMatch(thing -> pinned(review, select, thing.field()));
    }

    /**
     * A condition on a thing's column ({@code title = 'Vertigo'}, {@code title LIKE '%the%'}) or on
     * what the rows are ({@code locations}): the rows it keeps may well be what is meant, unless
     * the count is named for something else than rows and no condition pins one thing
     * ({@code count(*) AS films WHERE title LIKE '%San Francisco%'}: several films).
     */
    static boolean conditionsARow(Review review, Select select, RowUnit unit) {
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
}
