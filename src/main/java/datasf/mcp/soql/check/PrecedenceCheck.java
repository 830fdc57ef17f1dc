package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Binary;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Op;
import datasf.mcp.soql.tree.Predicates;
import datasf.mcp.soql.tree.Walk;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * AND binds tighter than OR: {@code category = 'Assault' AND district = 'Mission' OR district =
 * 'Bayview'} is {@code (category = 'Assault' AND district = 'Mission') OR district = 'Bayview'},
 * every Bayview row whatever its category. Noted when, without parentheses, one side of an OR is
 * an AND whose nearest condition is on the same column as the other side, or compares the same
 * value (the shape of "this, and that or that"): the note gives the parentheses such a sentence means. Two ANDs joined by
 * OR ({@code a AND b OR c AND d}) read as written and are left alone.
 */
final class PrecedenceCheck implements Check {

    @Override
    public void check(Review review, Notes notes) {
        if (review.query() == null) {
            return;
        }
        String text = review.text();
        Walk.withAncestors(review.query(), (node, ancestors) -> {
            boolean top = ancestors.isEmpty() || !isOr(ancestors.get(ancestors.size() - 1));
            if (!isOr(node) || !top) {
                return;
            }
            Binary or = (Binary) node;
            List<Expr> sides = new ArrayList<>();
            flatten(or, sides);
            Expr head = sides.get(0);
            Expr tail = sides.get(sides.size() - 1);
            List<Expr> middle = sides.subList(1, sides.size() - 1);
            boolean othersPlain = middle.stream().noneMatch(PrecedenceCheck::isAnd);
            if (isAnd(head)
                    && !isAnd(tail)
                    && othersPlain
                    && allOn(review, last((Binary) head), sides.subList(1, sides.size()))) {
                Expr near = last((Binary) head);
                notes.replace(
                        or,
                        why(),
                        text.substring(or.start(), near.start()) + "(" + text.substring(near.start(), or.end()) + ")");
            } else if (isAnd(tail)
                    && !isAnd(head)
                    && othersPlain
                    && allOn(review, first((Binary) tail), sides.subList(0, sides.size() - 1))) {
                Expr near = first((Binary) tail);
                notes.replace(
                        or,
                        why(),
                        "(" + text.substring(or.start(), near.end()) + ")" + text.substring(near.end(), or.end()));
            }
        });
    }

    /** The operands of an OR chain as written, left to right. */
    private static void flatten(Expr expr, List<Expr> sides) {
        if (isOr(expr)) {
            flatten(((Binary) expr).left(), sides);
            flatten(((Binary) expr).right(), sides);
        } else {
            sides.add(expr);
        }
    }

    private static boolean allOn(Review review, Expr near, List<Expr> others) {
        return others.stream()
                .allMatch(other -> sameColumns(review, near, other) || sameValue(review.text(), near, other));
    }

    /**
     * Two comparisons of one value in two columns ({@code actor_1 = 'Michael Douglas' OR actor_2 =
     * 'Michael Douglas'}): one thing looked for in either, as one condition.
     */
    private static boolean sameValue(String text, Expr a, Expr b) {
        return a instanceof Binary left
                && b instanceof Binary right
                && left.op() == Op.EQ
                && right.op() == Op.EQ
                && left.right().in(text).equals(right.right().in(text));
    }

    private static boolean isOr(Node node) {
        return node instanceof Binary binary && binary.op() == Op.OR;
    }

    private static String why() {
        return "AND binds tighter than OR, so the OR takes in rows that fail the other conditions";
    }

    private static boolean isAnd(Expr expr) {
        return expr instanceof Binary binary && binary.op() == Op.AND;
    }

    /** The condition of an AND chain next to what follows it. */
    private static Expr last(Binary and) {
        return and.right();
    }

    /** The condition of an AND chain next to what precedes it. */
    private static Expr first(Binary and) {
        Expr expr = and;
        while (isAnd(expr)) {
            expr = ((Binary) expr).left();
        }
        return expr;
    }

    private static boolean sameColumns(Review review, Expr a, Expr b) {
        Set<String> left = columns(review, a);
        return !left.isEmpty() && left.equals(columns(review, b));
    }

    private static Set<String> columns(Review review, Expr expr) {
        Set<String> columns = new HashSet<>();
        for (var node : Walk.nodes(expr)) {
            if (node instanceof Binary binary && (binary.op() == Op.AND || binary.op() == Op.OR)) {
                if (binary.op() == Op.AND) {
                    return Set.of();
                }
                continue;
            }
            if (node instanceof Expr e) {
                String column = Predicates.column(e, review.dataset()::isColumn);
                if (column != null) {
                    columns.add(column);
                }
            }
        }
        return columns;
    }
}
