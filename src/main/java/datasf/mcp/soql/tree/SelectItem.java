package datasf.mcp.soql.tree;

import java.util.List;

/** One item of a select list: an expression (or a star) with its alias, which may be null. */
public record SelectItem(int start, int end, Expr expr, Alias alias) implements Node {

    public boolean isStar() {
        return expr instanceof Star;
    }

    /** The name ORDER BY and GROUP BY can use for it: its alias, else the expression as written. */
    public String reference(String text) {
        return alias != null ? alias.text() : expr.in(text);
    }

    @Override
    public List<Node> children() {
        return alias == null ? List.of(expr) : List.of(expr, alias);
    }
}
