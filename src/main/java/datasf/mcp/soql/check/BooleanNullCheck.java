package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlType;
import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Unary;
import datasf.mcp.soql.tree.Walk;
import java.util.Locale;

/**
 * A checkbox that was never checked is often stored as null, not false: {@code = false} then
 * finds only the boxes someone unchecked (often none). Only when the column's statistics show
 * nulls; the note counts them and gives the condition that takes them in.
 */
final class BooleanNullCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        negatedColumns(review, notes);
        for (Predicate condition : review.predicates()) {
            ColumnFacts column = review.column(condition);
            if (condition.kind() != Predicate.Kind.COMPARE
                    || !condition.op().isEquality()
                    || !condition.isBareColumn()
                    || condition.underNot()
                    || column == null
                    || column.type() != SoqlType.BOOLEAN
                    || column.nulls() == 0
                    || !isFalse(condition.values().get(0))
                    || nullsTakenBeside(review, condition)) {
                continue;
            }
            long falses = column.stats().top().stream()
                    .filter(v -> v.value().equalsIgnoreCase("false"))
                    .mapToLong(ColumnStats.Count::count)
                    .sum();
            String subject = condition.subject().in(review.text());
            String fixed = falses == 0 && column.stats().topIsComplete()
                    ? subject + " IS NULL"
                    : "(" + condition.node().in(review.text()) + " OR " + subject + " IS NULL)";
            notes.replace(
                    condition.node(),
                    column.field() + " is null in " + column.nulls() + " rows and false in " + falses
                            + ": an unchecked box is stored as null",
                    fixed);
        }
    }

    /** {@code NOT filed_online}: the same as {@code = false}, and as blind to the nulls. */
    private static void negatedColumns(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        for (Unary not : Walk.all(review.query(), Unary.class)) {
            ColumnFacts column =
                    not.op() == Op.NOT && not.operand() instanceof ColumnRef ? review.column(not.operand()) : null;
            if (column != null && column.type() == SoqlType.BOOLEAN && column.nulls() > 0) {
                String subject = not.operand().in(review.text());
                notes.replace(
                        not,
                        column.field() + " is null in " + column.nulls() + " rows: an unchecked box is stored as null",
                        "(" + not.in(review.text()) + " OR " + subject + " IS NULL)");
            }
        }
    }

    /** {@code (filed_online IS NULL OR filed_online = false)}: the OR takes the nulls in already. */
    private static boolean nullsTakenBeside(Review review, Predicate condition) {
        if (!condition.underOr()) {
            return false;
        }
        Node or = null;
        for (Node ancestor : condition.ancestors()) {
            if (ancestor instanceof Binary binary && binary.op() == Op.OR) {
                or = ancestor; // the innermost OR the condition is in
            }
        }
        for (Predicate other : review.predicates()) {
            if (other.kind() == Predicate.Kind.IS_NULL
                    && !other.negated()
                    && condition.column().equals(other.column())
                    && other.ancestors().contains(or)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isFalse(Expr value) {
        return value instanceof Literal literal
                && literal.value().toLowerCase(Locale.ROOT).equals("false")
                && (literal.kind() == Literal.Kind.BOOLEAN || literal.isString());
    }
}
