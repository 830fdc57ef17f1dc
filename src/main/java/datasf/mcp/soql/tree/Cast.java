package datasf.mcp.soql.tree;

import java.util.List;

/**
 * {@code x::type}. SoQL knows its own type names ({@code number}, {@code text},
 * {@code floating_timestamp}, ...); another ({@code ::int}) parses and is then the unknown
 * function {@code cast$int}.
 *
 * @param type the type's name as written
 */
public record Cast(int start, int end, Expr operand, String type) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(operand);
    }
}
