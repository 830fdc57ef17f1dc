package datasf.mcp.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A dataset's columns in one short line, {@code "field_name:type, ..."}, from its Discovery API
 * result ({@code columns_field_name}, {@code columns_datatype}): what a query needs to follow a
 * search directly. The types are get_schema's ({@code "Calendar date"} becomes
 * {@code calendar_date}). A dataset with many columns shows the most useful ones (dates first,
 * then the other data columns; identifiers, coordinates, shapes and links last), in the
 * dataset's order, and says how many more it has: {@code "..., +7 more"}. System and computed
 * columns ({@code :@computed_region_...}) are left out.
 */
public final class CompactColumns {

    /** At most this many columns per dataset, however much room there is: tokens, not bytes, decide. */
    public static final int MAX_COLUMNS = 20;
    /** At least this many, however little room there is (the answer's byte budget still applies). */
    public static final int MIN_COLUMNS = 3;

    private static final String SEPARATOR = ", ";
    private static final Set<String> SHAPES = Set.of(
            "point", "location", "multipoint", "line", "multiline", "polygon", "multipolygon", "url", "photo", "blob");
    private static final Pattern IDENTIFIER = Pattern.compile("(^|_)(id|uid|uuid|objectid|fid|cnn|number|num)$");
    private static final Pattern COORDINATE = Pattern.compile(
            "(^|_)(lat|lon|lng|long|latitude|longitude|x|y|xcoord|ycoord|point|location|geom|the_geom|shape)$");

    private CompactColumns() {}

    /** One column, with its usefulness worked out once (a sort would ask for it n log n times). */
    private record Column(int position, String field, String type, int usefulness) {

        Column(int position, String field, String type) {
            this(position, field, type, usefulnessOf(field, type));
        }

        String text() {
            return type.isEmpty() ? field : field + ":" + type;
        }

        /** 2 for dates (most questions are about a period), 1 for other data, 0 for the rest. */
        private static int usefulnessOf(String field, String type) {
            if (SHAPES.contains(type)
                    || IDENTIFIER.matcher(field).find()
                    || COORDINATE.matcher(field).find()) {
                return 0;
            }
            return type.equals("calendar_date") ? 2 : 1;
        }
    }

    /**
     * The columns of one Discovery result (its {@code resource}) in at most about {@code maxBytes}
     * bytes; null when the result lists none.
     */
    static String of(JsonNode resource, int maxBytes) {
        List<Column> columns = columns(resource);
        if (columns.isEmpty()) {
            return null;
        }
        List<Column> byUse = new ArrayList<>(columns);
        byUse.sort(Comparator.comparingInt(Column::usefulness).reversed()); // stable: the dataset's order within
        List<Column> kept = new ArrayList<>();
        int used = 0;
        for (Column column : byUse) {
            int cost = column.text().length() + SEPARATOR.length();
            if (kept.size() == MAX_COLUMNS || (kept.size() >= MIN_COLUMNS && used + cost > maxBytes)) {
                break;
            }
            kept.add(column);
            used += cost;
        }
        kept.sort(Comparator.comparingInt(Column::position));
        StringBuilder line = new StringBuilder();
        for (Column column : kept) {
            line.append(line.isEmpty() ? "" : SEPARATOR).append(column.text());
        }
        int more = columns.size() - kept.size();
        return more == 0 ? line.toString() : line + SEPARATOR + "+" + more + " more";
    }

    private static List<Column> columns(JsonNode resource) {
        JsonNode fields = resource.path("columns_field_name");
        JsonNode types = resource.path("columns_datatype");
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < fields.size(); i++) {
            String field = fields.get(i).asText("");
            if (!field.isEmpty() && !field.startsWith(":")) {
                columns.add(new Column(i, field, type(types.path(i).asText(""))));
            }
        }
        return columns;
    }

    /** The Discovery API's display type as get_schema names it: {@code "Calendar date"} -> calendar_date. */
    private static String type(String datatype) {
        return datatype.strip().toLowerCase(Locale.ROOT).replace(' ', '_');
    }
}
