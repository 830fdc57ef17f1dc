package datasf.mcp.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every query of the project's SoQL corpora (src/test/resources/soql/), each with its dataset and
 * the tool that takes it: valid-queries.tsv, checked-queries.tsv and flawed-queries.tsv (what is
 * written, and the correct SoQL of their fixed rows), agreement-corpus.txt (every query both fakes
 * answer alike). A count_rows row's {@code where} is also given as the query count_rows sends.
 */
public final class SoqlCorpora {

    /**
     * @param tool query (query_datasf; {@code text} is SoQL) or count (count_rows; {@code text} is a where)
     * @param corpus the file it came from
     */
    public record Entry(String corpus, String tool, String datasetId, String text) {

        /** The SoQL the tool sends for it (count_rows wraps its where in {@code SELECT count(*) ...}). */
        public String soql() {
            return tool.equals("count") ? "SELECT count(*) AS row_count WHERE " + text : text;
        }

        @Override
        public String toString() {
            return corpus + " " + tool + ":" + datasetId + " " + text;
        }
    }

    private SoqlCorpora() {}

    /** Every entry once, in the files' order. */
    public static List<Entry> all() {
        Set<Entry> entries = new LinkedHashSet<>();
        for (String[] row : rows("valid-queries.tsv")) {
            entries.add(new Entry("valid-queries", "query", row[0], row[1]));
        }
        for (String file : List.of("checked-queries.tsv", "flawed-queries.tsv")) {
            for (String[] row : rows(file)) {
                String tool = row[1].substring(0, row[1].indexOf(':'));
                String dataset = row[1].substring(row[1].indexOf(':') + 1);
                entries.add(new Entry(file, tool, dataset, row[2]));
                if (row[3].equals("fixed") && row.length > 4) {
                    entries.add(new Entry(file, tool, dataset, row[4]));
                }
            }
        }
        for (String line : lines("agreement-corpus.txt")) {
            int space = line.indexOf(' ');
            entries.add(new Entry("agreement-corpus", "query", line.substring(0, space), line.substring(space + 1)));
        }
        return List.copyOf(entries);
    }

    private static List<String[]> rows(String file) {
        return lines(file).stream().map(line -> line.split("\t")).toList();
    }

    private static List<String> lines(String file) {
        try (InputStream in = SoqlCorpora.class.getResourceAsStream("/soql/" + file)) {
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.strip());
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
