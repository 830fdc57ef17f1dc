package datasf.mcp.soql.tree;

import java.util.List;

/** The name after AS: how the item is called in the rows and in GROUP BY, HAVING and ORDER BY. */
public record Alias(int start, int end, String text) implements Node {

    /** The name without backticks. */
    public String name() {
        return text.length() >= 2 && text.startsWith("`") && text.endsWith("`")
                ? text.substring(1, text.length() - 1)
                : text;
    }

    @Override
    public List<Node> children() {
        return List.of();
    }
}
