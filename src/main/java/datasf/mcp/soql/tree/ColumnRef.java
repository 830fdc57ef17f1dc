package datasf.mcp.soql.tree;

import java.util.List;

/**
 * A name in an expression: a column of the dataset, a select alias used later in the query, or a
 * system field ({@code :id}). Which of the first two it is depends on the select list (see
 * {@code soql.ColumnReferences}).
 *
 * @param text the name as written: {@code incident_category}, {@code `Incident Category`}, {@code :id}
 * @param qualifier the table it belongs to in a join ({@code @t} of {@code @t.name}), or null
 */
public record ColumnRef(int start, int end, String qualifier, String text) implements Expr {

    /** The name without backticks. */
    public String name() {
        return text.length() >= 2 && text.startsWith("`") && text.endsWith("`")
                ? text.substring(1, text.length() - 1)
                : text;
    }

    public boolean isQuoted() {
        return text.startsWith("`");
    }

    /** {@code :id}, {@code :created_at}, {@code :@computed_region_x}. */
    public boolean isSystem() {
        return name().startsWith(":");
    }

    /** A name of the queried dataset or an alias: neither qualified nor a system field. */
    public boolean isPlain() {
        return qualifier == null && !isSystem();
    }

    @Override
    public List<Node> children() {
        return List.of();
    }
}
