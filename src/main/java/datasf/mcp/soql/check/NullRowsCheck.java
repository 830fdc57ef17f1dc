package datasf.mcp.soql.check;

import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;

/**
 * {@code !=}, {@code NOT IN}, {@code NOT LIKE} and {@code NOT BETWEEN} never match a null: on a
 * column with nulls they drop those rows as well as the ones named ("every district but Park"
 * leaves out the rows with no district). Only when the column's statistics show that the nulls
 * matter (at least {@link #MATERIAL_SHARE} of its rows: fewer would hardly change a conclusion,
 * and the note costs tokens in every answer), and the query does not already say what to do with
 * them (an IS NULL on the column).
 */
final class NullRowsCheck implements Check {

    /** The share of a column's rows that must be null before dropping them is worth a note: one in ten. */
    static final double MATERIAL_SHARE = 0.1;

    @Override
    public void check(Review review, Notes notes) {
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (!excludes(condition)
                    || !condition.isBareColumn()
                    || condition.clause() != Clause.Kind.WHERE
                    || condition.underNot()
                    || column == null
                    || !material(column)
                    || mentionsNull(review, condition)
                    || review.question().asksWhatTheyHave() // "trees that have some caretaker other than"
                    || condition.values().stream().anyMatch(Values::isNull)
                    || meantToDropNulls(condition, column)) {
                continue;
            }
            String node = condition.node().in(review.text());
            notes.replace(
                    condition.node(),
                    "this also drops the " + column.nulls() + " rows where " + column.field()
                            + " is null (null never compares)",
                    "(" + node + " OR " + condition.subject().in(review.text()) + " IS NULL)");
        }
    }

    /**
     * {@code x != ''} asks for rows with a value; on a checkbox, whose nulls are unchecked boxes,
     * {@code != false} and {@code NOT IN (false)} drop only boxes that are not checked anyway.
     */
    private static boolean meantToDropNulls(Predicate condition, ColumnFacts column) {
        return condition.values().stream().anyMatch(value -> {
            Literal literal = value instanceof Literal l ? l : null;
            if (literal == null) {
                return false;
            }
            return literal.isString() && literal.value().isBlank()
                    || column.type() == SoqlType.BOOLEAN && literal.value().equalsIgnoreCase("false");
        });
    }

    private static boolean material(ColumnFacts column) {
        long rows = column.nulls()
                + Math.max(0, column.stats() == null ? 0 : column.stats().nonNull());
        return column.nulls() > 0 && column.nulls() >= MATERIAL_SHARE * rows;
    }

    private static boolean excludes(Predicate condition) {
        return switch (condition.kind()) {
            case COMPARE -> condition.op().isInequality();
            case IN, LIKE, BETWEEN -> condition.negated();
            default -> false;
        };
    }

    private static boolean mentionsNull(Review review, Predicate condition) {
        return Walk.all(condition.select(), IsNull.class).stream()
                .anyMatch(isNull ->
                        condition.column().equals(Predicates.column(isNull.operand(), review.dataset()::isColumn)));
    }
}
