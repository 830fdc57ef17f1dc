package datasf.mcp.arguments;

import datasf.mcp.schema.ColumnInfo;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * get_schema's {@code columns} argument: the columns whose field name, display name or data type
 * contains one of its comma-separated words, ignoring case, spaces and underscores
 * ({@code "police district"} finds {@code police_district}, {@code "date"} every
 * {@code calendar_date} column and every name with "date" in it).
 */
public final class ColumnFilter {

    private static final Pattern SEPARATORS = Pattern.compile("[^\\p{L}\\p{N}]+");

    private final List<String> words;

    private ColumnFilter(List<String> words) {
        this.words = words;
    }

    /** The filter {@code text} asks for; null when it names no word, so that nothing is filtered. */
    public static ColumnFilter of(String text) {
        if (text == null) {
            return null;
        }
        List<String> words = Arrays.stream(text.split(","))
                .map(ColumnFilter::compact)
                .filter(word -> !word.isEmpty())
                .distinct()
                .toList();
        return words.isEmpty() ? null : new ColumnFilter(words);
    }

    boolean matches(ColumnInfo column) {
        String field = compact(column.fieldName());
        String name = compact(column.name());
        String type = compact(column.dataType());
        return words.stream().anyMatch(w -> field.contains(w) || name.contains(w) || type.contains(w));
    }

    public List<ColumnInfo> apply(List<ColumnInfo> columns) {
        return columns.stream().filter(this::matches).toList();
    }

    private static String compact(String text) {
        return text == null
                ? ""
                : SEPARATORS.matcher(text.toLowerCase(Locale.ROOT)).replaceAll("");
    }
}
