package datasf.mcp.soql.text;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.tree.Node;

/**
 * Replace the characters {@code [start, end)} of a query with {@code replacement}; an insertion
 * when {@code start == end}. Everything outside the range stays byte for byte as written.
 *
 * @param correction what the LLM is told about this change; null for an edit that is part of the
 *     change reported by the edit before it (e.g. the {@code LIMIT} that replaces {@code TOP})
 */
public record Edit(int start, int end, String replacement, Correction correction) {

    public Edit {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad range " + start + ".." + end);
        }
    }

    /** Replaces tokens {@code from..to} (both included) of {@code query}. */
    public static Edit tokens(QueryText query, int from, int to, String replacement, Correction correction) {
        return new Edit(query.token(from).start(), query.token(to).end(), replacement, correction);
    }

    /** Replaces what a node of the query's syntax tree was written as. */
    public static Edit node(Node node, String replacement, Correction correction) {
        return new Edit(node.start(), node.end(), replacement, correction);
    }
}
