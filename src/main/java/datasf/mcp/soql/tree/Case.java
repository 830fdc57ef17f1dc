package datasf.mcp.soql.tree;

import java.util.ArrayList;
import java.util.List;

/** {@code CASE WHEN c THEN v ... [ELSE e] END}; otherwise is null without ELSE (then NULL). */
public record Case(int start, int end, List<When> whens, Expr otherwise) implements Expr {

    public Case {
        whens = List.copyOf(whens);
    }

    @Override
    public List<Node> children() {
        List<Node> children = new ArrayList<>(whens);
        if (otherwise != null) {
            children.add(otherwise);
        }
        return children;
    }
}
