package datasf.mcp.query;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.json.RawObject;
import java.util.Arrays;
import java.util.List;

/**
 * The rows Socrata answered for a page, each measured as the answer will hold it: a JSON object and
 * its comma, or a CSV line as a JSON string holds it (a quote or a newline escaped takes two bytes).
 * A row is measured when the page first looks at it, so a page cut short of its rows measures only
 * what it looked at (the first row that does not fit among them, which the next page starts with).
 * What the last of the measured rows take on average is what the next page is sized by.
 *
 * <p>Measuring a row is writing it: a JSON row is serialized once ({@link RawObject}) and that
 * text is what the answer copies; a CSV row becomes its line once, and the answer joins the lines.
 */
final class SizedRows {

    /** The fewest of the last rows measured whose average sizes the next page. */
    static final int RECENT_MIN = 4;

    private final ObjectMapper mapper;
    private final List<JsonNode> rows;
    /** CSV columns (first seen in the rows the page may answer), or null for JSON. */
    private final List<String> columns;

    private final long[] sizes;
    /** Each measured row as the answer holds it: a {@link RawObject}, or a CSV line. */
    private final Object[] written;

    private int measured;

    /**
     * @param answerable how many of {@code rows} the page may answer (the rest tell whether more exist)
     */
    SizedRows(ObjectMapper mapper, List<JsonNode> rows, int answerable, ResultFormat format) {
        this.mapper = mapper;
        this.rows = rows;
        this.columns = format == ResultFormat.csv ? CsvWriter.columns(rows.subList(0, answerable)) : null;
        this.sizes = new long[rows.size()];
        this.written = new Object[rows.size()];
    }

    /** What the answer takes before its first row: the brackets, or the CSV header. */
    long fixedBytes() {
        return columns == null ? 2 : escapedBytes(CsvWriter.header(columns));
    }

    /** How many of the first {@code max} rows fit in {@code budget} bytes. */
    int fitting(int max, long budget) {
        long used = fixedBytes();
        int count = 0;
        while (count < max && used + size(count) <= budget) {
            used += size(count);
            count++;
        }
        return count;
    }

    /** The average bytes of the rows measured so far, rounded up; {@link RowBytes#UNKNOWN} when none was. */
    int averageBytes() {
        return averageOf(0);
    }

    /**
     * The average bytes of the last rows measured: the last quarter of them, at least {@value
     * #RECENT_MIN} (all when fewer were), rounded up; {@link RowBytes#UNKNOWN} when none was. The
     * rows the next page starts with are likelier to be like the ones just before it than like the
     * whole page: after a run of small rows turns into large ones, a page sized by the whole page's
     * average would pull several times the large rows it can answer.
     */
    int recentBytes() {
        return averageOf(Math.max(0, measured - Math.max(RECENT_MIN, measured / 4)));
    }

    private int averageOf(int from) {
        if (measured == 0) {
            return RowBytes.UNKNOWN;
        }
        long total = 0;
        for (int i = from; i < measured; i++) {
            total += sizes[i];
        }
        int count = measured - from;
        return (int) Math.min(Integer.MAX_VALUE, (total + count - 1) / count);
    }

    /** The first {@code count} rows as the JSON objects they were measured as. */
    List<RawObject> data(int count) {
        size(count - 1);
        return Arrays.stream(written, 0, count).map(RawObject.class::cast).toList();
    }

    /** The first {@code count} rows as CSV, with the header. */
    String csv(int count) {
        size(count - 1);
        StringBuilder csv = new StringBuilder(CsvWriter.header(columns));
        for (int i = 0; i < count; i++) {
            csv.append((String) written[i]);
        }
        return csv.toString();
    }

    private long size(int index) {
        while (measured <= index) {
            JsonNode row = rows.get(measured);
            if (columns == null) {
                RawObject object = RawObject.write(mapper, row);
                written[measured] = object;
                sizes[measured++] = object.bytes() + 1L;
            } else {
                String line = CsvWriter.line(row, columns);
                written[measured] = line;
                sizes[measured++] = escapedBytes(line);
            }
        }
        return index < 0 ? 0 : sizes[index];
    }

    /** The bytes of {@code text} inside a JSON string, escapes included. */
    private long escapedBytes(String text) {
        try {
            return mapper.writeValueAsBytes(text).length - 2L;
        } catch (JsonProcessingException e) {
            return Long.MAX_VALUE / 4;
        }
    }
}
