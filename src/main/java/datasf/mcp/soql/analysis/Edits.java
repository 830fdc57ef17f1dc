package datasf.mcp.soql.analysis;

import datasf.mcp.soql.tree.Node;
import java.util.Locale;
import java.util.Set;

/** Small text edits the fixes share. */
final class Edits {

    private Edits() {}

    /** The text without the node (a clause, say) and one of the spaces around it. */
    static String remove(String text, Node node) {
        int start = node.start();
        int end = node.end();
        if (end < text.length() && text.charAt(end) == ' ') {
            end++;
        } else if (start > 0 && text.charAt(start - 1) == ' ') {
            start--;
        }
        return text.substring(0, start) + text.substring(end);
    }

    /** A name not among {@code taken} (folded): {@code base}, else {@code base2}, {@code base3}, ... */
    static String fresh(String base, Set<String> taken) {
        String name = base;
        for (int i = 2; taken.contains(name.toLowerCase(Locale.ROOT)); i++) {
            name = base + i;
        }
        taken.add(name.toLowerCase(Locale.ROOT));
        return name;
    }
}
