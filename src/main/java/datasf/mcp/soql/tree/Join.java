package datasf.mcp.soql.tree;

import java.util.List;

/**
 * {@code [LEFT | RIGHT | FULL] [OUTER] JOIN [LATERAL] @table [AS alias] ON condition}, a join of
 * another dataset (SoQL 2.1).
 *
 * @param type {@code JOIN}, {@code LEFT OUTER JOIN}, ... in upper case, as written
 */
public record Join(int start, int end, String type, boolean lateral, String table, String alias, Expr on)
        implements Node {

    @Override
    public List<Node> children() {
        return List.of(on);
    }
}
