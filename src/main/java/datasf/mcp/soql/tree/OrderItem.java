package datasf.mcp.soql.tree;

import java.util.List;

/**
 * One item of ORDER BY (or of a window's): an expression, ASC or DESC when written, and where
 * nulls go when written ({@code NULLS FIRST}; Socrata also takes {@code NULL FIRST}).
 *
 * @param descending null when no direction is written (then ascending)
 * @param nullsFirst null when no placement is written
 */
public record OrderItem(int start, int end, Expr expr, Boolean descending, Boolean nullsFirst) implements Node {

    public boolean isDescending() {
        return Boolean.TRUE.equals(descending);
    }

    @Override
    public List<Node> children() {
        return List.of(expr);
    }
}
