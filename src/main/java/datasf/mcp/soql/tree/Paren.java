package datasf.mcp.soql.tree;

import java.util.List;

/** {@code (x)}: kept, so the grouping as written can be told from the grouping precedence gives. */
public record Paren(int start, int end, Expr inner) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(inner);
    }
}
