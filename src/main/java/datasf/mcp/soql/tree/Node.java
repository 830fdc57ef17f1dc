package datasf.mcp.soql.tree;

import java.util.List;

/**
 * A node of a parsed query, with its place in the text it was parsed from: the characters
 * {@code [start, end)}, so {@code text.substring(start(), end())} is what it was written as, and an
 * edit to it is a splice of that range (everything around it stays byte for byte).
 */
public sealed interface Node
        permits Expr, Query, Select, SelectItem, Alias, OrderItem, Clause, From, Join, When, Window {

    int start();

    int end();

    /** The nodes it is made of, in the order of the text. */
    List<Node> children();

    /** The text the node was parsed from. */
    default String in(String text) {
        return text.substring(start(), end());
    }
}
