package datasf.mcp.soql.text;

import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.Node;
import datasf.mcp.soql.tree.Select;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Several edits of one parsed text, each placed by the text's tree as written and applied
 * together, so that text built in steps (an order, then a LIMIT, then an OFFSET) needs the tree of
 * the text it starts from only. The result is what {@link ClauseSplices} would give step by step,
 * reparsing between the steps: edits at one place keep the order they were made in, and a clause
 * added where another was added before it follows that one.
 */
public final class Splice {

    /** The characters {@code [start, end)} replaced; {@code order} keeps edits at one place in the order made. */
    private record Piece(int start, int end, String text, int order) {}

    private final String text;
    private final List<Piece> pieces = new ArrayList<>();
    /** The ends of the nodes something was appended to: a second addition follows the first. */
    private final Set<Integer> appended = new HashSet<>();

    public Splice(String text) {
        this.text = text;
    }

    /** The node's characters replaced. */
    public Splice replace(Node node, String replacement) {
        return edit(node.start(), node.end(), replacement);
    }

    /** The characters {@code [start, end)} replaced. */
    public Splice replace(int start, int end, String replacement) {
        return edit(start, end, replacement);
    }

    public Splice insert(int at, String addition) {
        return edit(at, at, addition);
    }

    /**
     * A clause of {@code kind} ({@code clause} is all of it, keyword included) added to
     * {@code select} where Socrata's order puts it, as {@link ClauseSplices#addClause} does.
     */
    public Splice addClause(Select select, Clause.Kind kind, String clause) {
        for (Clause existing : select.clauses()) {
            boolean limitBeforeOffset = kind == Clause.Kind.LIMIT && existing.kind() == Clause.Kind.OFFSET;
            if (kind.comesBefore(existing.kind()) || limitBeforeOffset) {
                return insert(existing.start(), clause + " ");
            }
        }
        return append(select, clause);
    }

    /** {@code addition} right after {@code node}, as {@link ClauseSplices#append} places it. */
    public Splice append(Node node, String addition) {
        String after = text.substring(node.end());
        if (!appended.add(node.end())) {
            return insert(after.isBlank() ? text.length() : node.end(), " " + addition);
        }
        if (after.isBlank()) {
            return insert(text.length(), (after.isEmpty() ? " " : "") + addition);
        }
        return insert(node.end(), " " + addition);
    }

    /** The text with every edit made. */
    public String apply() {
        if (pieces.isEmpty()) {
            return text;
        }
        List<Piece> sorted = new ArrayList<>(pieces);
        // from the last place to the first, so each place still points into the text as written; at
        // one place the later edit first, so the earlier one ends up before it
        sorted.sort(Comparator.comparingInt(Piece::start)
                .thenComparingInt(Piece::order)
                .reversed());
        StringBuilder result = new StringBuilder(text);
        int limit = text.length();
        for (Piece piece : sorted) {
            if (piece.end() > limit) {
                throw new IllegalStateException("overlapping edits at " + piece.start() + ".." + piece.end());
            }
            result.replace(piece.start(), piece.end(), piece.text());
            limit = piece.start();
        }
        return result.toString();
    }

    private Splice edit(int start, int end, String replacement) {
        pieces.add(new Piece(start, end, replacement, pieces.size()));
        return this;
    }
}
