package datasf.mcp.advisor;

import java.util.List;

/**
 * The most frequent values of one text column with their row counts, as one grouped query
 * returned them: what a literal is checked against when an answer is empty.
 *
 * @param values most frequent first
 * @param complete true when these are all of the column's values (fewer came back than asked for)
 */
public record ValueSample(List<ValueCount> values, boolean complete) {

    public record ValueCount(String value, long count) {}

    public ValueSample {
        values = List.copyOf(values);
    }

    public boolean contains(String value) {
        return values.stream().anyMatch(v -> v.value().equals(value));
    }
}
