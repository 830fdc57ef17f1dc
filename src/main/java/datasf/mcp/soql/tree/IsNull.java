package datasf.mcp.soql.tree;

import java.util.List;

/** {@code x IS NULL}, or {@code x IS NOT NULL} when negated. */
public record IsNull(int start, int end, Expr operand, boolean negated) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(operand);
    }
}
