package datasf.mcp.soql.check;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The notes the checks write about one answer, one per condition or clause (the first check to
 * speak about a piece of text keeps it), as {@link Hint}s: what, why, suggestion and the whole
 * query with the suggestion applied.
 */
public final class Notes {

    /** Longest piece of the query quoted back in a note. */
    static final int MAX_WHAT = 120;

    private final String text;
    private final Map<String, Hint> byWhat = new LinkedHashMap<>();

    Notes(String text) {
        this.text = text;
    }

    /** A note on {@code node}: {@code replacement} is what to write in its place. */
    public void replace(Node node, String why, String replacement) {
        add(node, why, replacement, ClauseSplices.replace(text, node, replacement));
    }

    /** A note on {@code node} with a suggestion and the whole query (null when it cannot be built). */
    public void add(Node node, String why, String suggestion, String query) {
        add(shorten(node.in(text)), why, suggestion, query);
    }

    public void add(String what, String why, String suggestion, String query) {
        byWhat.putIfAbsent(what, new Hint(what, why, suggestion, query));
    }

    /**
     * Whether an answer with rows already has as many notes as it shows ({@link
     * Checks#MAX_NOTES_WITH_ROWS}): a check that reads many values need look no further.
     */
    boolean fullForRows() {
        return byWhat.size() >= Checks.MAX_NOTES_WITH_ROWS;
    }

    boolean isEmpty() {
        return byWhat.isEmpty();
    }

    List<Hint> all() {
        return new ArrayList<>(byWhat.values());
    }

    static String shorten(String text) {
        return text.length() <= MAX_WHAT ? text : text.substring(0, MAX_WHAT - 1) + "…";
    }
}
