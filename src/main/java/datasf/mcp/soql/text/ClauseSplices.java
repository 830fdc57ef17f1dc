package datasf.mcp.soql.text;

import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Select;

/**
 * Text the server adds to or changes in a parsed query (a LIMIT, a tie-breaker, a GROUP BY key),
 * spliced in at its place so that every other character stays as written. One edit each; several
 * edits of one text together are a {@link Splice}, whose rules these are.
 */
public final class ClauseSplices {

    private ClauseSplices() {}

    /**
     * {@code text} with a clause of {@code kind} ({@code clause} is all of it, keyword included)
     * added to {@code select} where Socrata's order puts it: before the first clause that must
     * follow it (a LIMIT before an OFFSET too), else after the select.
     */
    public static String addClause(String text, Select select, Clause.Kind kind, String clause) {
        return new Splice(text).addClause(select, kind, clause).apply();
    }

    /**
     * {@code text} with {@code addition} right after {@code node}: after the select and before a
     * comment or the next stage that follows it; at the very end of the text when only whitespace
     * follows (kept as written, before the addition).
     */
    public static String append(String text, Node node, String addition) {
        return new Splice(text).append(node, addition).apply();
    }

    /** {@code text} with the node's characters replaced. */
    public static String replace(String text, Node node, String replacement) {
        return text.substring(0, node.start()) + replacement + text.substring(node.end());
    }

    /** {@code text} without the node (a whole clause), one space where it stood. */
    public static String remove(String text, Node node) {
        return (text.substring(0, node.start()).stripTrailing() + " "
                        + text.substring(node.end()).stripLeading())
                .strip();
    }

    public static String insert(String text, int at, String addition) {
        return text.substring(0, at) + addition + text.substring(at);
    }
}
