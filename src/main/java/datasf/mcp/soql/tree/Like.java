package datasf.mcp.soql.tree;

import java.util.List;

/** {@code x LIKE pattern}, or {@code x NOT LIKE pattern} when negated; case-sensitive in SoQL. */
public record Like(int start, int end, Expr subject, Expr pattern, boolean negated) implements Expr {

    @Override
    public List<Node> children() {
        return List.of(subject, pattern);
    }
}
