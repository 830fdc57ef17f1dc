package datasf.mcp.query;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.SchemaLookup;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.tree.Call;
import datasf.mcp.soql.tree.ColumnRef;
import datasf.mcp.soql.tree.SelectItem;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.soql.tree.Star;
import datasf.mcp.soql.tree.Walk;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * About how many bytes one row of a query's answer takes, before any row of it is seen: from its
 * select list and the dataset's column types. A first page asks Socrata for about as many rows as
 * the byte budget holds at this size ({@link PullSize}); each page after goes by the last rows the
 * page before it got, which its cursor carries ({@link PageCursor#rowBytes}).
 *
 * <p>Each selected value counts its name (JSON repeats it in every row, CSV writes it once in the
 * header) and a typical value of its type, measured on DataSF's data (a date 25 bytes, text 16,
 * a number 10, a point 60). An estimate only sizes how much a page asks for: one too large makes the
 * page hold fewer rows than would fit, one too small makes it pull rows it does not answer; which
 * rows come, and that each comes once, never depends on it.
 */
public final class RowBytes {

    /** No estimate: a page asks for its whole row limit. */
    public static final int UNKNOWN = 0;

    /** Text, and any value whose type the select list does not tell (an expression). */
    static final int TEXT = 16;
    /** count(*), sum(x), avg(x): a number. */
    static final int AGGREGATE = 10;
    /** What {@code :*} selects: {@code :id}, {@code :created_at}, {@code :updated_at}. */
    private static final int SYSTEM_FIELDS = 3 * 40;

    private static final Map<String, Integer> BY_TYPE = Map.ofEntries(
            Map.entry("calendar_date", 25),
            Map.entry("floating_timestamp", 25),
            Map.entry("fixed_timestamp", 26),
            Map.entry("date", 25),
            Map.entry("number", 10),
            Map.entry("double", 10),
            Map.entry("money", 10),
            Map.entry("percent", 10),
            Map.entry("checkbox", 6),
            Map.entry("point", 60),
            Map.entry("multipoint", 256),
            Map.entry("location", 120),
            Map.entry("url", 80),
            Map.entry("line", 1024),
            Map.entry("multiline", 1024),
            Map.entry("polygon", 1024),
            Map.entry("multipolygon", 1024));

    private RowBytes() {}

    /**
     * Whether the query selects every column of the dataset ({@code *} in the select list of its
     * last stage): then only the schema tells how wide its rows are.
     */
    public static boolean selectsAll(SoqlTree tree) {
        return tree.isValid() && tree.query().last().items().stream().anyMatch(RowBytes::isAllColumns);
    }

    /** {@code *}: not {@code :*}, the system fields, nor {@code @t.*}, a joined table's columns. */
    private static boolean isAllColumns(SelectItem item) {
        return item.expr() instanceof Star star && !star.system() && star.qualifier() == null;
    }

    /**
     * @param columns the dataset's columns, or null when they are not known: a query that selects
     *     every column then has no estimate
     * @return the bytes one row likely takes in {@code format}, or {@link #UNKNOWN} (also for a
     *     text that is not SoQL, or a star of a joined table, whose columns the schema does not tell)
     */
    public static int estimate(String soql, List<ColumnInfo> columns, ResultFormat format) {
        return estimate(SoqlTree.parse(soql), columns, format);
    }

    /** The same, from the query's tree (the select list is what counts: paging clauses change nothing). */
    public static int estimate(SoqlTree tree, List<ColumnInfo> columns, ResultFormat format) {
        String soql = tree.text();
        if (!tree.isValid()) {
            return UNKNOWN;
        }
        boolean csv = format == ResultFormat.csv;
        Map<String, String> types = new HashMap<>();
        if (columns != null) {
            columns.forEach(column -> types.putIfAbsent(column.fieldName(), column.dataType()));
        }
        long bytes = csv ? 1 : 3; // the newline; the braces and the comma between rows
        for (SelectItem item : tree.query().last().items()) {
            if (item.expr() instanceof Star star) {
                if (star.qualifier() != null || !star.system() && columns == null) {
                    return UNKNOWN;
                }
                bytes += star.system() ? SYSTEM_FIELDS : allColumns(columns, csv);
                continue;
            }
            int value = Walk.all(item.expr(), Call.class).stream().anyMatch(Call::isAggregate)
                    ? AGGREGATE
                    : item.expr() instanceof ColumnRef column ? valueBytes(types.get(column.name())) : TEXT;
            bytes += field(item.reference(soql), value, csv);
        }
        return rowSize(bytes);
    }

    private static long allColumns(List<ColumnInfo> columns, boolean csv) {
        long bytes = 0;
        for (ColumnInfo column : columns) {
            bytes += field(column.fieldName(), valueBytes(column.dataType()), csv);
        }
        return bytes;
    }

    /** {@code "name":value,} in JSON; {@code value,} in CSV. */
    private static long field(String name, int value, boolean csv) {
        return csv ? value + 1 : name.length() + 4 + value;
    }

    private static int valueBytes(String dataType) {
        return dataType == null ? TEXT : BY_TYPE.getOrDefault(dataType, TEXT);
    }

    private static int rowSize(long bytes) {
        return (int) Math.min(Integer.MAX_VALUE, bytes);
    }

    /**
     * The columns a first page's size is estimated by: waited for when the query selects every
     * column, whose width only the schema tells (else the page would ask for max_rows rows of any
     * width), but for half the call's remaining time at most: a slow metadata request costs this
     * one page its estimate, not the call its answer. Otherwise only when already known. Null when
     * they cannot be had.
     */
    public static List<ColumnInfo> columnsToSize(SoqlTree soql, CompletableFuture<SchemaLookup> schema) {
        if (!schema.isDone() && !selectsAll(soql)) {
            return null;
        }
        try {
            return schema.get(CallDeadline.optionalWaitNanos(), TimeUnit.NANOSECONDS)
                    .schema()
                    .columns();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | TimeoutException | CancellationException | SocrataException e) {
            return null; // the query's own answer still stands
        }
    }
}
