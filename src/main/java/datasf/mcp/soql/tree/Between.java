package datasf.mcp.soql.tree;

import java.util.List;

/** {@code x BETWEEN low AND high} (both ends included), or {@code NOT BETWEEN} when negated. */
public record Between(int start, int end, Expr subject, Expr low, Expr high, boolean negated) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(subject, low, high);
    }
}
