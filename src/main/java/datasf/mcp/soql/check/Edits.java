package datasf.mcp.soql.check;

import datasf.mcp.soql.tree.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Several splices of one query text, applied together: each replaces a node's characters (or
 * inserts at a place), and everything else stays as written. Overlapping edits keep the first.
 */
final class Edits {

    private record Edit(int start, int end, String text) {}

    private final String text;
    private final List<Edit> edits = new ArrayList<>();

    Edits(String text) {
        this.text = text;
    }

    Edits replace(Node node, String replacement) {
        return add(node.start(), node.end(), replacement);
    }

    Edits insert(int at, String addition) {
        return add(at, at, addition);
    }

    private Edits add(int start, int end, String replacement) {
        boolean overlaps =
                edits.stream().anyMatch(e -> start < e.end() && e.start() < end || start == e.start() && start == end);
        if (!overlaps) {
            edits.add(new Edit(start, end, replacement));
        }
        return this;
    }

    boolean isEmpty() {
        return edits.isEmpty();
    }

    /** The text with every edit made. */
    String apply() {
        StringBuilder result = new StringBuilder(text);
        edits.stream()
                .sorted(Comparator.comparingInt(Edit::start).reversed())
                .forEach(e -> result.replace(e.start(), e.end(), e.text()));
        return result.toString();
    }
}
