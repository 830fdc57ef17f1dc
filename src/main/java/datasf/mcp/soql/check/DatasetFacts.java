package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.DatasetProfile;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.syntax.SoqlType;
import java.time.LocalDate;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * What the checks know about a dataset without asking Socrata: its columns with their types,
 * contents statistics and known values. Built from the cached schema and the value lookups the
 * instance already holds.
 */
public final class DatasetFacts {

    /** A cached value lookup of one column: its values, and whether they are all of them. */
    public record Known(List<ColumnStats.Count> values, boolean complete) {}

    private final Map<String, ColumnFacts> columns;
    private final DatasetProfile profile;
    private final LocalDate updated;

    private DatasetFacts(Map<String, ColumnFacts> columns, DatasetProfile profile, LocalDate updated) {
        this.columns = columns;
        this.profile = profile;
        this.updated = updated;
    }

    public static DatasetFacts none() {
        return new DatasetFacts(Map.of(), DatasetProfile.NONE, null);
    }

    /** @param cached the instance's cached value lookup of a column (dataset id, field), if any */
    public static DatasetFacts of(DatasetSchema schema, BiFunction<String, String, Optional<Known>> cached) {
        return of(schema, ColumnTypes.of(schema.columns()), cached);
    }

    /**
     * @param types the call's column types, read from {@code schema} (which column of a repeated
     *     field name counts is {@link ColumnTypes}'s rule)
     * @param cached the instance's cached value lookup of a column (dataset id, field), if any
     */
    public static DatasetFacts of(
            DatasetSchema schema, ColumnTypes types, BiFunction<String, String, Optional<Known>> cached) {
        Map<String, ColumnFacts> columns = new LinkedHashMap<>();
        Map<String, ColumnInfo> described = new HashMap<>();
        schema.columns().forEach(column -> described.putIfAbsent(column.fieldName(), column));
        types.asMap().forEach((field, type) -> {
            ColumnStats stats = schema.stats().get(field);
            Optional<Known> known = cached.apply(schema.datasetId(), field);
            List<ColumnStats.Count> values =
                    known.map(Known::values).orElseGet(() -> stats == null ? List.of() : stats.top());
            boolean complete = known.map(Known::complete).orElseGet(() -> stats != null && stats.topIsComplete());
            ColumnInfo info = described.get(field);
            columns.put(
                    field,
                    new ColumnFacts(
                            field,
                            type,
                            stats,
                            values,
                            complete,
                            info == null ? null : info.name(),
                            info == null ? null : info.description()));
        });
        return new DatasetFacts(
                Collections.unmodifiableMap(columns), schema.profile(), Dates.dayOf(schema.dataUpdatedAt()));
    }

    /** The day the dataset's rows last changed, when the portal says: the data's own today. */
    public Optional<LocalDate> updated() {
        return Optional.ofNullable(updated);
    }

    /** What the dataset's statistics say about its rows and columns. */
    public DatasetProfile profile() {
        return profile;
    }

    public boolean isColumn(String field) {
        return columns.containsKey(field);
    }

    /** The column, or null when the dataset has no such field. */
    public ColumnFacts column(String field) {
        return field == null ? null : columns.get(field);
    }

    public SoqlType type(String field) {
        ColumnFacts column = column(field);
        return column == null ? SoqlType.OTHER : column.type();
    }

    /** Every column, in the schema's order. */
    public List<ColumnFacts> columns() {
        return List.copyOf(columns.values());
    }
}
