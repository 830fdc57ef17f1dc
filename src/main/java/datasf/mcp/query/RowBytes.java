package datasf.mcp.query;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.QueryText;
import datasf.mcp.soql.SelectList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
    /** What {@code :*} adds to {@code *}: {@code :id}, {@code :created_at}, {@code :updated_at}. */
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
     * Whether the query selects every column ({@code *}, {@code :*}, or no SELECT): then only the
     * schema tells how wide its rows are.
     */
    public static boolean selectsAll(String soql) {
        List<SelectList.Item> items = items(soql);
        return items.isEmpty() || items.stream().anyMatch(RowBytes::isStar);
    }

    /**
     * @param columns the dataset's columns, or null when they are not known: a query that selects
     *     every column then has no estimate
     * @return the bytes one row likely takes in {@code format}, or {@link #UNKNOWN}
     */
    public static int estimate(String soql, List<ColumnInfo> columns, ResultFormat format) {
        boolean csv = format == ResultFormat.csv;
        Map<String, String> types = new HashMap<>();
        if (columns != null) {
            columns.forEach(column -> types.putIfAbsent(column.fieldName(), column.dataType()));
        }
        List<SelectList.Item> items = items(soql);
        long bytes = csv ? 1 : 3; // the newline; the braces and the comma between rows
        if (items.isEmpty()) {
            return columns == null ? UNKNOWN : rowSize(bytes + allColumns(columns, csv));
        }
        for (SelectList.Item item : items) {
            if (isStar(item)) {
                if (columns == null) {
                    return UNKNOWN;
                }
                bytes += allColumns(columns, csv) + (item.expression().strip().equals(":*") ? SYSTEM_FIELDS : 0);
                continue;
            }
            String expression = item.expression().strip();
            String name = item.alias() != null ? item.alias() : expression;
            int value = item.aggregate() ? AGGREGATE : valueBytes(types.get(unquoted(expression)));
            bytes += field(name, value, csv);
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

    private static boolean isStar(SelectList.Item item) {
        String expression = item.expression().strip();
        return expression.equals("*") || expression.equals(":*");
    }

    private static String unquoted(String name) {
        return name.length() >= 2 && name.startsWith("`") && name.endsWith("`")
                ? name.substring(1, name.length() - 1)
                : name;
    }

    /** The select list of the query's last stage, the one whose rows are answered. */
    private static List<SelectList.Item> items(String soql) {
        QueryText query = QueryText.of(soql);
        return SelectList.of(query, query.size() - 1).items();
    }
}
