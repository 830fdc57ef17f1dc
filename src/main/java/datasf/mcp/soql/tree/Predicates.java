package datasf.mcp.soql.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The {@link Predicate}s of a query, anywhere in it (select list, WHERE, HAVING, ...), in text order. */
public final class Predicates {

    private Predicates() {}

    /** @param isColumn which names are fields of the dataset (the rest are aliases, or unknown) */
    public static List<Predicate> of(Query query, java.util.function.Predicate<String> isColumn) {
        List<Predicate> found = new ArrayList<>();
        Walk.withAncestors(query, (node, ancestors) -> {
            Predicate predicate = predicate(node, ancestors, isColumn);
            if (predicate != null) {
                found.add(predicate);
            }
        });
        return found;
    }

    private static Predicate predicate(Node node, List<Node> ancestors, java.util.function.Predicate<String> isColumn) {
        if (node instanceof Binary binary && binary.op().isComparison()) {
            boolean swap = column(binary.left(), isColumn) == null && column(binary.right(), isColumn) != null;
            Expr subject = swap ? binary.right() : binary.left();
            Expr value = swap ? binary.left() : binary.right();
            Op op = swap ? binary.op().mirrored() : binary.op();
            return of(Predicate.Kind.COMPARE, binary, subject, op, List.of(value), false, ancestors, isColumn);
        }
        if (node instanceof In in) {
            return of(Predicate.Kind.IN, in, in.subject(), null, in.values(), in.negated(), ancestors, isColumn);
        }
        if (node instanceof Between between) {
            List<Expr> bounds = List.of(between.low(), between.high());
            return of(
                    Predicate.Kind.BETWEEN,
                    between,
                    between.subject(),
                    null,
                    bounds,
                    between.negated(),
                    ancestors,
                    isColumn);
        }
        if (node instanceof Like like) {
            return of(
                    Predicate.Kind.LIKE,
                    like,
                    like.subject(),
                    null,
                    List.of(like.pattern()),
                    like.negated(),
                    ancestors,
                    isColumn);
        }
        if (node instanceof IsNull isNull) {
            return of(
                    Predicate.Kind.IS_NULL,
                    isNull,
                    isNull.operand(),
                    null,
                    List.of(),
                    isNull.negated(),
                    ancestors,
                    isColumn);
        }
        return null;
    }

    private static Predicate of(
            Predicate.Kind kind,
            Expr node,
            Expr subject,
            Op op,
            List<Expr> values,
            boolean negated,
            List<Node> ancestors,
            java.util.function.Predicate<String> isColumn) {
        String function = subject instanceof Call call ? call.name().toLowerCase(Locale.ROOT) : null;
        String column = column(subject, isColumn);
        return new Predicate(
                kind, node, subject, column, column == null ? null : function, op, values, negated, ancestors);
    }

    /** The field an operand is: a plain name that is a column, bare or as the one argument of a call. */
    public static String column(Expr operand, java.util.function.Predicate<String> isColumn) {
        if (operand instanceof ColumnRef ref && ref.isPlain() && isColumn.test(ref.name())) {
            return ref.name();
        }
        if (operand instanceof Call call
                && !call.star()
                && call.arguments().size() == 1
                && call.arguments().get(0) instanceof ColumnRef ref
                && ref.isPlain()
                && isColumn.test(ref.name())) {
            return ref.name();
        }
        return null;
    }
}
