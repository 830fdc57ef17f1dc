package datasf.mcp.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a dataset's statistics say about its contents, read from what the server already has (the
 * Views API's columns, their {@code cachedContents} and the description, all in the cached
 * {@link DatasetSchema}), so it costs no upstream request: per column how often it is null, about
 * how many distinct values it has and its grain ({@link ColumnProfile}), and what one row is
 * ({@link RowUnit}). Read once per fetched schema, which holds it; get_schema shows it and the
 * checks on an answer read it. It states only what the
 * statistics support, and they are Socrata's, refreshed as the data changes: evidence for a note,
 * never a reason to change a query.
 *
 * @param rows the rows the statistics count, -1 when none say
 * @param columns by field name, in the schema's order; a column without statistics is absent
 */
public record DatasetProfile(long rows, Map<String, ColumnProfile> columns, RowUnit row) {

    public static final DatasetProfile NONE = new DatasetProfile(-1, Map.of(), RowUnit.UNKNOWN);

    public DatasetProfile {
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
    }

    /** The profile of a schema's parts: read once, when the schema is built ({@link DatasetSchema#profile()}). */
    static DatasetProfile of(String name, String description, List<ColumnInfo> schema, Map<String, ColumnStats> stats) {
        Map<String, ColumnProfile> columns = new LinkedHashMap<>();
        long rows = -1;
        for (ColumnInfo column : schema) {
            ColumnStats known = stats.get(column.fieldName());
            if (known == null || columns.containsKey(column.fieldName())) {
                continue;
            }
            ColumnProfile profile = ColumnProfile.of(column, known, describedBy(stats, column, known));
            columns.put(column.fieldName(), profile);
            rows = Math.max(rows, profile.rows());
        }
        return new DatasetProfile(rows, columns, RowUnits.of(name, description, schema, columns));
    }

    /** The column's profile, or null when its statistics are not known. */
    public ColumnProfile column(String field) {
        return field == null ? null : columns.get(field);
    }

    /**
     * For a column of dates only, the timestamp column with times of day whose name begins with
     * its name or with its first word ({@code incident_datetime} for {@code incident_date}); null
     * when there is none.
     */
    public String withTimes(String field) {
        String first = field.contains("_") ? field.substring(0, field.indexOf('_') + 1) : field;
        String best = null;
        for (ColumnProfile column : columns.values()) {
            if (column.isTimestamp()
                    && column.grain() == ColumnProfile.Grain.TIMES
                    && !column.field().equals(field)
                    && column.field().startsWith(first)
                    && (best == null || column.field().startsWith(field) && !best.startsWith(field))) {
                best = column.field();
            }
        }
        return best;
    }

    /**
     * The column that holds the text of this one's codes: {@code permit_type} ->
     * {@code permit_type_definition}, {@code incident_code} -> {@code incident_description}; only
     * when the two have about as many distinct values.
     */
    private static String describedBy(Map<String, ColumnStats> all, ColumnInfo column, ColumnStats stats) {
        String field = column.fieldName();
        String base = field.replaceFirst("_(code|cd)$", "");
        for (String suffix : new String[] {"_definition", "_description", "_desc"}) {
            for (String candidate : new String[] {field + suffix, base + suffix}) {
                ColumnStats text = all.get(candidate);
                if (!candidate.equals(field)
                        && text != null
                        && stats.cardinality() > 0
                        && text.cardinality() > 0
                        && Math.max(stats.cardinality(), text.cardinality())
                                <= 2 * Math.min(stats.cardinality(), text.cardinality())) {
                    return candidate;
                }
            }
        }
        return null;
    }
}
