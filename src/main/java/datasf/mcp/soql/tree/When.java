package datasf.mcp.soql.tree;

import java.util.List;

/** One {@code WHEN condition THEN value} of a {@link Case}. */
public record When(int start, int end, Expr condition, Expr value) implements Node {

    @Override
    public List<Node> children() {
        return List.of(condition, value);
    }
}
