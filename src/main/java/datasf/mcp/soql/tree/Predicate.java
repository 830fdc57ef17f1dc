package datasf.mcp.soql.tree;

import java.util.List;

/**
 * One condition that compares a value with others: {@code col = 'x'} (or {@code 'x' = col},
 * read the other way round), {@code col IN (...)}, {@code col BETWEEN a AND b}, {@code col LIKE
 * 'p'}, {@code col IS NULL}, each possibly negated, with the place it stands in: the clause, and
 * the AND, OR and NOT it sits under. The checks on a query are small rules over these.
 *
 * @param node the whole condition
 * @param subject what is compared: the side with a column when only one side has one
 * @param column the field the subject is, bare or inside one call ({@code upper(col)}), or null
 * @param function the lower-case name of that call, or null for a bare column
 * @param op the comparison (mirrored when the column was written on the right), or null for the
 *     other kinds
 * @param values what the subject is compared with: one for comparisons and LIKE, the list for
 *     IN, low and high for BETWEEN, none for IS NULL
 * @param ancestors the nodes it sits in, outermost (the query) first
 */
public record Predicate(
        Kind kind,
        Expr node,
        Expr subject,
        String column,
        String function,
        Op op,
        List<Expr> values,
        boolean negated,
        List<Node> ancestors) {

    public enum Kind {
        COMPARE,
        IN,
        BETWEEN,
        LIKE,
        IS_NULL
    }

    public Predicate {
        values = List.copyOf(values);
        ancestors = List.copyOf(ancestors);
    }

    public boolean isBareColumn() {
        return column != null && function == null;
    }

    /** {@code =}, {@code ==} or IN: the conditions that ask for given values. */
    public boolean isEquality() {
        return kind == Kind.IN || kind == Kind.COMPARE && op.isEquality();
    }

    /** The operator as written for a comparison, else IN, BETWEEN, LIKE or IS. */
    public String operator() {
        return switch (kind) {
            case COMPARE -> op.symbol();
            case IS_NULL -> "IS";
            default -> kind.name();
        };
    }

    /** The clause it is in (WHERE, HAVING, ...), or null in the select list. */
    public Clause.Kind clause() {
        for (int i = ancestors.size() - 1; i >= 0; i--) {
            if (ancestors.get(i) instanceof Clause clause) {
                return clause.kind();
            }
        }
        return null;
    }

    /** The select it belongs to. */
    public Select select() {
        for (int i = ancestors.size() - 1; i >= 0; i--) {
            if (ancestors.get(i) instanceof Select select) {
                return select;
            }
        }
        throw new IllegalStateException("a predicate outside a select");
    }

    /** Whether a NOT applies to it (an odd number of NOTs above it make it read the other way). */
    public boolean underNot() {
        return ancestors.stream().anyMatch(node -> node instanceof Unary unary && unary.op() == Op.NOT);
    }

    /** Whether it is one side of an OR: the rows it matches may come from the other side too. */
    public boolean underOr() {
        return ancestors.stream().anyMatch(node -> node instanceof Binary binary && binary.op() == Op.OR);
    }
}
