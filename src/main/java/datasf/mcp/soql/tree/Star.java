package datasf.mcp.soql.tree;

import java.util.List;

/**
 * {@code *} (every column), {@code :*} (every system field), or either of a joined table
 * ({@code @t.*}); only in a select list, and before its expressions.
 *
 * @param qualifier the table ({@code @t}), or null
 */
public record Star(int start, int end, String qualifier, boolean system) implements Expr {

    @Override
    public List<Node> children() {
        return List.of();
    }
}
