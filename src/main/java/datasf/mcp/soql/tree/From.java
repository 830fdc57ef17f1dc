package datasf.mcp.soql.tree;

import java.util.List;

/** {@code FROM @table [AS alias]}: in SoQL only a table identifier ({@code @this AS t}, {@code @abcd-1234}). */
public record From(int start, int end, String table, String alias) implements Node {

    @Override
    public List<Node> children() {
        return List.of();
    }
}
