package datasf.mcp.support;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
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

    /** Texts alike but for their numbers: each a few typos from the others. */
    private static String phrase(int i, int length) {
        return (i + " Larceny Theft from a locked vehicle ")
                .repeat(length / 30 + 2)
                .substring(0, length);
    }
}
