package datasf.mcp.schema;

import java.util.List;

/**
 * What Socrata's Views API says about one column's contents ({@code cachedContents}): how many
 * rows hold a value and how many are null, the smallest and largest values (a date column's
 * period), and its most frequent values with their counts. Part of the cached schema, so the
 * checks on an answer read it without any upstream request. Socrata refreshes it as the data
 * changes; it is evidence for a note, never a reason to change a query.
 *
 * @param nonNull rows with a value, or -1 when not given
 * @param nulls rows without one, or -1 when not given
 * @param smallest the smallest value as text, or null
 * @param largest the largest value as text, or null
 * @param cardinality the number of distinct values, or -1 when not given
 * @param top the most frequent values, most frequent first (at most {@link #MAX_TOP})
 */
public record ColumnStats(
        long nonNull, long nulls, String smallest, String largest, long cardinality, List<Count> top) {

    /** The most frequent values kept per column: the Views API gives about twenty. */
    public static final int MAX_TOP = 50;

    /** One value and the rows that hold it. */
    public record Count(String value, long count) {}

    public ColumnStats {
        top = List.copyOf(top);
    }

    public boolean hasNulls() {
        return nulls > 0;
    }

    /** Whether {@link #top} holds every distinct value the column has. */
    public boolean topIsComplete() {
        return cardinality >= 0 && top.size() >= cardinality;
    }
}
