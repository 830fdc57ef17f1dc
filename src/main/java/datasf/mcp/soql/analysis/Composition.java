package datasf.mcp.soql.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * Several fixes of one query made together. Each fix is a query that differs from the one it is
 * about in one stretch of text (what its note changed: {@code count(*)} made
 * {@code count(DISTINCT title)}, a condition widened to {@code IN (...)}); when the stretches of two
 * fixes do not meet, both can be made at once, and an answer whose rows show two mistakes gets a
 * query that mends both. Reading a fix's stretch is linear in the texts' length.
 */
final class Composition {

    /** The stretch {@code [start, end)} of the query that a fix replaces by {@code text}. */
    record Change(int start, int end, String text) {

        boolean meets(Change other) {
            return start <= other.end && other.start <= end;
        }
    }

    private final String query;
    private final List<Change> changes = new ArrayList<>();

    Composition(String query) {
        this.query = query;
    }

    /** What {@code fixed} changes of the query: the stretch between their common start and end. */
    Change change(String fixed) {
        int max = Math.min(query.length(), fixed.length());
        int start = 0;
        while (start < max && query.charAt(start) == fixed.charAt(start)) {
            start++;
        }
        int end = 0;
        while (end < max - start && query.charAt(query.length() - 1 - end) == fixed.charAt(fixed.length() - 1 - end)) {
            end++;
        }
        return new Change(start, query.length() - end, fixed.substring(start, fixed.length() - end));
    }

    /** Whether the change meets none of those already made. */
    boolean fits(Change change) {
        return changes.stream().noneMatch(change::meets);
    }

    void add(Change change) {
        changes.add(change);
    }

    /** The query with every change added so far and {@code change} made. */
    String with(Change change) {
        List<Change> all = new ArrayList<>(changes);
        all.add(change);
        all.sort((a, b) -> Integer.compare(b.start, a.start));
        StringBuilder text = new StringBuilder(query);
        all.forEach(c -> text.replace(c.start, c.end, c.text));
        return text.toString();
    }

    boolean isEmpty() {
        return changes.isEmpty();
    }
}
