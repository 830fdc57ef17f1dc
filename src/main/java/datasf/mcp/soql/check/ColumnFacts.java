package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.soql.syntax.SoqlType;
import java.util.List;
import java.util.Locale;

/**
 * One column as the checks see it: its type, what the Views API says about its contents (when it
 * does), and the values known without asking Socrata: the advisor's cached lookup when there is
 * one, else the Views API's most frequent values.
 *
 * @param stats null when the schema carries none for this column
 * @param values known values, most frequent first; empty when none are known
 * @param complete whether {@code values} are all of the column's values
 * @param label the column's display name ({@code Opened} for {@code requested_datetime}); empty when none
 * @param description what the publisher says the column holds; empty when nothing
 */
public record ColumnFacts(
        String field,
        SoqlType type,
        ColumnStats stats,
        List<ColumnStats.Count> values,
        boolean complete,
        String label,
        String description) {

    public ColumnFacts {
        values = List.copyOf(values);
        label = label == null ? "" : label;
        description = description == null ? "" : description;
    }

    /** A column the publisher did not name or describe. */
    public ColumnFacts(
            String field, SoqlType type, ColumnStats stats, List<ColumnStats.Count> values, boolean complete) {
        this(field, type, stats, values, complete, "", "");
    }

    /** Rows where the column is null, when known; 0 when not known. */
    public long nulls() {
        return stats == null ? 0 : Math.max(0, stats.nulls());
    }

    /** Whether the column holds any value whose text equals {@code value}. */
    public boolean has(String value) {
        return values.stream().anyMatch(v -> v.value().equals(value));
    }

    /** The known values equal to {@code value} ignoring case. */
    public List<ColumnStats.Count> equalIgnoringCase(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        return values.stream()
                .filter(v -> v.value().toLowerCase(Locale.ROOT).equals(lower))
                .toList();
    }

    /**
     * Every text the column is known to hold: its known values and its smallest and largest; what
     * the format of a column of text is read from.
     */
    /**
     * Whether nearly all its known values (all but one in ten, of four or more) are of a form:
     * what the checks on a column's written shape ("STREET: A to B", "A \\ B") go by.
     */
    public boolean nearlyAllValues(java.util.function.Predicate<String> form) {
        if (values.size() < 4) {
            return false;
        }
        long matching = values.stream().filter(v -> form.test(v.value())).count();
        return matching * 10 >= values.size() * 9L;
    }

    public List<String> examples() {
        List<String> examples = new java.util.ArrayList<>();
        values.forEach(v -> examples.add(v.value()));
        if (stats != null) {
            if (stats.smallest() != null) {
                examples.add(stats.smallest());
            }
            if (stats.largest() != null) {
                examples.add(stats.largest());
            }
        }
        return examples;
    }
}
