package datasf.mcp.soql.tree;

import java.util.List;
import java.util.Objects;

/**
 * Whether two pieces of a query say the same thing however they are written: spacing, comments,
 * backticks and the case of names, keywords and function names do not count; string literals
 * compare by value ({@code 'a'} and {@code "a"} are the same).
 */
public final class Equivalence {

    private Equivalence() {}

    public static boolean same(Node a, Node b) {
        if (a == null || b == null || a.getClass() != b.getClass() || !sameHere(a, b)) {
            return a == b;
        }
        List<Node> left = a.children();
        List<Node> right = b.children();
        if (left.size() != right.size()) {
            return false;
        }
        for (int i = 0; i < left.size(); i++) {
            if (!same(left.get(i), right.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The node's own fields, children apart. */
    private static boolean sameHere(Node a, Node b) {
        if (a instanceof ColumnRef x && b instanceof ColumnRef y) {
            return x.name().equalsIgnoreCase(y.name()) && sameName(x.qualifier(), y.qualifier());
        }
        if (a instanceof Literal x && b instanceof Literal y) {
            return x.kind() == y.kind()
                    && (x.isString() ? x.value().equals(y.value()) : x.text().equalsIgnoreCase(y.text()));
        }
        if (a instanceof Call x && b instanceof Call y) {
            return x.function().equals(y.function()) && x.star() == y.star();
        }
        if (a instanceof Unary x && b instanceof Unary y) {
            return x.op() == y.op();
        }
        if (a instanceof Binary x && b instanceof Binary y) {
            return x.op() == y.op();
        }
        if (a instanceof Cast x && b instanceof Cast y) {
            return x.type().equalsIgnoreCase(y.type());
        }
        if (a instanceof IsNull x && b instanceof IsNull y) {
            return x.negated() == y.negated();
        }
        if (a instanceof Like x && b instanceof Like y) {
            return x.negated() == y.negated();
        }
        if (a instanceof In x && b instanceof In y) {
            return x.negated() == y.negated();
        }
        if (a instanceof Between x && b instanceof Between y) {
            return x.negated() == y.negated();
        }
        if (a instanceof Star x && b instanceof Star y) {
            return x.system() == y.system() && sameName(x.qualifier(), y.qualifier());
        }
        if (a instanceof OrderItem x && b instanceof OrderItem y) {
            return x.isDescending() == y.isDescending() && Objects.equals(x.nullsFirst(), y.nullsFirst());
        }
        if (a instanceof Alias x && b instanceof Alias y) {
            return x.name().equalsIgnoreCase(y.name());
        }
        return a instanceof Paren || a instanceof Case || a instanceof When || a instanceof SelectItem;
    }

    private static boolean sameName(String a, String b) {
        return a == null ? b == null : a.equalsIgnoreCase(b);
    }
}
