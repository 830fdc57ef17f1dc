package datasf.mcp.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What one column's statistics ({@link ColumnStats}, the Views API's {@code cachedContents})
 * support saying about its contents, and nothing more: how many rows they count and how many of
 * those are null, about how many distinct values it has (Socrata's {@code cardinality}, an
 * estimate), and its grain when its smallest, largest and most frequent values all show it.
 *
 * @param rows the rows the statistics count (null and non-null), -1 when not given
 * @param nulls the rows where it is null, -1 when not given
 * @param distinct about how many distinct values it holds, -1 when not given
 * @param describedBy the column that holds the text of this column's codes ({@code incident_code}
 *     beside {@code incident_description}), or null
 * @param namesAThing whether the column identifies or names a thing: an {@code _id}, a
 *     {@code _number}, a "Name of ..." or "Title of ..." ({@code RowUnits#namesAThing})
 */
public record ColumnProfile(
        String field,
        String dataType,
        long rows,
        long nulls,
        long distinct,
        Grain grain,
        String describedBy,
        boolean namesAThing) {

    /** The grain its known values show; {@link #UNKNOWN} when they are too few to tell. */
    public enum Grain {
        /** A timestamp whose every known value is at midnight: a date without a time of day. */
        DATES_ONLY,
        /** A timestamp with times of day among its known values. */
        TIMES,
        /** A number whose every known value is whole. */
        WHOLE_NUMBERS,
        UNKNOWN
    }

    /** The fewest known values that can show a grain (smallest and largest alone could be chance). */
    static final int MIN_EXAMPLES = 3;

    private static final Set<String> TIMESTAMPS =
            Set.of("calendar_date", "floating_timestamp", "date", "fixed_timestamp");
    private static final Set<String> NUMBERS = Set.of("number", "money", "double", "percent");
    private static final Pattern MIDNIGHT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}(T00:00(:00(\\.0+)?)?)?Z?");
    private static final Pattern TIMESTAMP = Pattern.compile("\\d{4}-\\d{2}-\\d{2}(T.*)?");
    private static final Pattern WHOLE = Pattern.compile("-?\\d+(\\.0+)?");

    static ColumnProfile of(ColumnInfo column, ColumnStats stats, String describedBy) {
        String type = column.dataType().toLowerCase(Locale.ROOT);
        boolean names = RowUnits.namesAThing(column);
        if (stats == null) {
            return new ColumnProfile(column.fieldName(), type, -1, -1, -1, Grain.UNKNOWN, describedBy, names);
        }
        long rows = stats.nonNull() >= 0 && stats.nulls() >= 0 ? stats.nonNull() + stats.nulls() : -1;
        return new ColumnProfile(
                column.fieldName(),
                type,
                rows,
                stats.nulls(),
                stats.cardinality(),
                grain(type, stats),
                describedBy,
                names);
    }

    public boolean isTimestamp() {
        return TIMESTAMPS.contains(dataType);
    }

    /** Rows with a value, or -1 when not known. */
    public long nonNull() {
        return rows >= 0 && nulls >= 0 ? rows - nulls : -1;
    }

    public boolean hasNulls() {
        return nulls > 0;
    }

    /** The share of the rows where it is null, 0 when not known. */
    public double nullShare() {
        return rows > 0 && nulls > 0 ? (double) nulls / rows : 0;
    }

    /** Every row holds a value and no two the same (as far as the statistics count). */
    public boolean unique() {
        return rows >= 2 && nulls == 0 && distinct == rows;
    }

    /** Some of its values are in more than one row, as far as the statistics count. */
    public boolean repeats() {
        return distinct > 0 && nonNull() > distinct;
    }

    /**
     * Its values each fill several rows ({@link RowUnits#MIN_ROWS_EACH} on average): a thing of
     * several rows when the column names one. A few values in two rows each, among many in one,
     * are as likely numbers given twice by mistake.
     */
    public boolean fillsSeveralRows() {
        return distinct >= 2 && rowsPerValue() >= RowUnits.MIN_ROWS_EACH;
    }

    /** About how many rows hold each of its values, or 0 when not known. */
    public double rowsPerValue() {
        return distinct > 0 && nonNull() > 0 ? (double) nonNull() / distinct : 0;
    }

    private static Grain grain(String type, ColumnStats stats) {
        List<String> examples = new ArrayList<>();
        stats.top().forEach(count -> examples.add(count.value()));
        if (stats.smallest() != null) {
            examples.add(stats.smallest());
        }
        if (stats.largest() != null) {
            examples.add(stats.largest());
        }
        if (TIMESTAMPS.contains(type)) {
            boolean times = false;
            for (String value : examples) {
                if (!TIMESTAMP.matcher(value).matches()) {
                    return Grain.UNKNOWN;
                }
                times |= !MIDNIGHT.matcher(value).matches();
            }
            return times ? Grain.TIMES : examples.size() >= MIN_EXAMPLES ? Grain.DATES_ONLY : Grain.UNKNOWN;
        }
        if (NUMBERS.contains(type) && examples.size() >= MIN_EXAMPLES) {
            return examples.stream().allMatch(value -> WHOLE.matcher(value).matches())
                    ? Grain.WHOLE_NUMBERS
                    : Grain.UNKNOWN;
        }
        return Grain.UNKNOWN;
    }
}
