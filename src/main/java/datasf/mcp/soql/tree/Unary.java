package datasf.mcp.soql.tree;

import java.util.List;

/** {@code NOT x}, {@code -x}, {@code +x}: op is {@link Op#NOT}, {@link Op#MINUS} or {@link Op#PLUS}. */
public record Unary(int start, int end, Op op, Expr operand) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(operand);
    }
}
