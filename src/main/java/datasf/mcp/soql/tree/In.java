package datasf.mcp.soql.tree;

import java.util.ArrayList;
import java.util.List;

/** {@code x IN (a, b)}, or {@code x NOT IN (a, b)} when negated; never empty. */
public record In(int start, int end, Expr subject, List<Expr> values, boolean negated) implements Expr {

    public In {
        values = List.copyOf(values);
    }

    @Override
    public List<Node> children() {
        List<Node> children = new ArrayList<>();
        children.add(subject);
        children.addAll(values);
        return children;
    }
}
