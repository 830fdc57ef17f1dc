package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Inputs that once made one call cost seconds to minutes of CPU, for the tests that pin their
 * bounds (BoundedCpuTest) and the benchmark that measures them (CallCostBench).
 */
public final class CostlyInputs {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CostlyInputs() {}

    /** A lookup answer for {@code column}: 327 values of 200 characters (the most the advisor keeps: 64 KiB). */
    public static String longValues(String column) {
        ArrayNode rows = MAPPER.createArrayNode();
        for (int i = 0; i < 327; i++) {
            rows.addObject().put(column, phrase(i, 200)).put("count", Integer.toString(1000 - i));
        }
        return rows.toString();
    }

    /** As many quoted literals of {@code length} as fit in about 3,900 characters, comma-separated. */
    public static String literals(int length) {
        return IntStream.range(0, 3900 / (length + 4))
                .mapToObj(i -> "'" + phrase(i, length) + "'")
                .collect(Collectors.joining(", "));
    }

    /** Distinct column names of 60 characters, none of the wide dataset's, about 3,800 characters in all. */
    public static List<String> unknownNames() {
        List<String> names = new ArrayList<>();
        for (int i = 0; names.stream().mapToInt(n -> n.length() + 2).sum() < 3800; i++) {
            names.add(("answer_to_question_" + i + "_of_the_survey_").repeat(3).substring(0, 60));
        }
        return names;
    }

    /** The id of {@link #textColumnsViews}'s dataset. */
    public static final String TEXT_COLUMNS_ID = "text-0800";

    /** How many text columns {@link #textColumnsViews} has, and how many top values each. */
    public static final int TEXT_COLUMNS = 800;

    public static final int TOP_VALUES = 50;

    /**
     * The Views API document of a dataset of {@value #TEXT_COLUMNS} text columns {@code t000} to
     * {@code t799}, each with {@value #TOP_VALUES} most frequent values of about 80 characters in
     * its {@code cachedContents}: what the checks search for a value asked of the wrong column.
     */
    public static ObjectNode textColumnsViews() {
        ObjectNode views = MAPPER.createObjectNode().put("id", TEXT_COLUMNS_ID).put("name", "A survey of every block");
        ArrayNode columns = views.putArray("columns");
        for (int c = 0; c < TEXT_COLUMNS; c++) {
            ObjectNode column = columns.addObject()
                    .put("name", "answer " + c)
                    .put("fieldName", textColumn(c))
                    .put("dataTypeName", "text");
            ObjectNode contents = column.putObject("cachedContents")
                    .put("non_null", "100000")
                    .put("null", "0")
                    .put("cardinality", "5000");
            ArrayNode top = contents.putArray("top");
            for (int v = 0; v < TOP_VALUES; v++) {
                top.addObject().put("item", c + " " + phrase(v, 80)).put("count", Integer.toString(5000 - v));
            }
        }
        return views;
    }

    /** {@code t000} to {@code t799}. */
    public static String textColumn(int index) {
        return String.format(Locale.ROOT, "t%03d", index);
    }

    /**
     * A WHERE of 240 conditions {@code tNNN='zqNN'} OR'ed, about 3,600 characters: each asks a
     * column for a word that none of {@link #textColumnsViews}'s values holds, so the search for it
     * in the other columns finds nothing and goes through all of them.
     */
    public static String orConditions() {
        return IntStream.range(0, 240)
                .mapToObj(i -> String.format(Locale.ROOT, "%s='zq%02d'", textColumn(i * 3 % TEXT_COLUMNS), i % 100))
                .collect(Collectors.joining(" OR "));
    }

    /**
     * A search of 500 characters: distinct words no dataset name, description or column
     * mentions, so that every one of them is looked for in every result.
     */
    public static String searchWords() {
        StringBuilder words = new StringBuilder();
        for (int i = 0; words.length() + 6 <= 500; i++) {
            words.append(words.isEmpty() ? "" : " ").append(String.format(Locale.ROOT, "zqx%02d", i));
        }
        return words.toString();
    }

    /**
     * A Discovery API page of {@code results} datasets with {@code columns} columns each, every
     * column named, described and typed: what a portal's wide datasets make the catalog answer
     * (Discovery returns every column's name and description).
     */
    public static String catalogPage(int results, int columns) {
        ObjectNode page = MAPPER.createObjectNode();
        ArrayNode list = page.putArray("results");
        for (int r = 0; r < results; r++) {
            ObjectNode resource = list.addObject().putObject("resource");
            resource.put("id", String.format(Locale.ROOT, "wide-%04d", r))
                    .put("name", "Survey " + r + " of every block")
                    .put("description", phrase(r, 400))
                    .put("data_updated_at", "2026-01-01T00:00:00.000Z");
            ArrayNode names = resource.putArray("columns_name");
            ArrayNode fields = resource.putArray("columns_field_name");
            ArrayNode descriptions = resource.putArray("columns_description");
            ArrayNode types = resource.putArray("columns_datatype");
            for (int c = 0; c < columns; c++) {
                names.add("Answer " + c + " of survey " + r);
                fields.add(String.format(Locale.ROOT, "answer_%04d", c));
                descriptions.add("What the survey recorded as answer " + c + ": " + phrase(c, 100));
                types.add("Text");
            }
        }
        page.put("resultSetSize", results);
        return page.toString();
    }

    /** Texts alike but for their numbers: each a few typos from the others. */
    private static String phrase(int i, int length) {
        return (i + " Larceny Theft from a locked vehicle ")
                .repeat(length / 30 + 2)
                .substring(0, length);
    }
}
