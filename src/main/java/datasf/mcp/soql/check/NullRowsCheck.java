package datasf.mcp.soql.check;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.IsNull;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Values;
import datasf.mcp.soql.tree.Walk;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /**
     * When the question itself words the exclusion ("not counting the ones in", "leaving out"), it
     * asks for every other row, the ones with no value among them: a smaller share is worth a note.
     */
    static final double WORDED_SHARE = 0.01;

    private static final Pattern WORDED = Pattern.compile(
            "\\b(?:not counting|excluding|exclude|except|apart from|aside from|leaving out|leave out|besides)\\b(.*)");

    @Override
    public void check(Review review, Notes notes) {
        if (review.predicates().stream()
                .noneMatch(c -> c.kind() != Predicate.Kind.IS_NULL && c.clause() == Clause.Kind.WHERE)) {
            return; // nothing excluded or bounded: the question's words need not be read
        }
        Matcher worded = review.question().read(WORDED);
        String leftOut = worded.find() ? worded.group(1) : null; // the words after the exclusion
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (!(excludes(condition) || leftOut != null && keepsTheRest(condition, column, leftOut))
                    || !condition.isBareColumn()
                    || condition.clause() != Clause.Kind.WHERE
                    || condition.underNot()
                    || column == null
                    || !material(column, leftOut != null ? WORDED_SHARE : MATERIAL_SHARE)
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
     * A range kept where the question leaves out its other side ("leaving out any whose expiration
     * date falls before 2024" written {@code expirationdate >= '2024-01-01'}): the rows with no
     * date are not left out by the question, but the comparison drops them. Only a column the
     * words after the exclusion name.
     */
    private static boolean keepsTheRest(Predicate condition, ColumnFacts column, String leftOut) {
        boolean range =
                condition.kind() == Predicate.Kind.COMPARE && condition.op().isOrdering()
                        || condition.kind() == Predicate.Kind.BETWEEN && !condition.negated();
        if (!range || column == null) {
            return false;
        }
        Question rest = Question.of(leftOut);
        Set<String> names = Words.of(column.field());
        names.addAll(Words.of(column.label()));
        return names.stream().anyMatch(name -> !Question.isCommon(name) && rest.mentionsRootOf(name));
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

    private static boolean material(ColumnFacts column, double share) {
        long rows = column.nulls()
                + Math.max(0, column.stats() == null ? 0 : column.stats().nonNull());
        return column.nulls() > 0 && column.nulls() >= share * rows;
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
