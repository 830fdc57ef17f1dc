package datasf.mcp.soql.tree;

import java.util.List;

/** {@code a op b}: a comparison, AND, OR, arithmetic or {@code ||}. */
public record Binary(int start, int end, Op op, Expr left, Expr right) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(left, right);
    }
}
