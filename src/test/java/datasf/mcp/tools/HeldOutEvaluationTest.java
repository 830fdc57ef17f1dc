package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The held-out evaluation (src/test/resources/soql/held-out-queries.tsv): questions a person asks,
 * the flawed SoQL a model plausibly writes for them and the query that answers them, through the
 * Lambda handler against the fake Socrata that orders, counts and groups as real Socrata does.
 * Each flawed answer is <b>good</b> when its rows are the correct query's, or when it carries a
 * note whose query, run as written, gives the correct query's rows; <b>silently wrong</b> when its
 * rows differ and nothing is said; <b>bad</b> otherwise (an error, or notes that do not lead to
 * the answer). Rows are compared by their values in order: a label is the model's to choose.
 * Schemas are cached first, as after get_schema. {@code -Dheldout.verbose=true} prints each
 * answer's notes.
 */
@LambdaTest
class HeldOutEvaluationTest {

    static final String CORPUS = "/soql/held-out-queries.tsv";

    private static final List<String> DATASETS =
            List.of("wg3w-h783", "yitu-d5am", "i98e-djp9", "rqzj-sfat", "tkzw-k3nq", "vw6y-z8j6");

    /** One row of the corpus. */
    record Case(
            String family,
            String tool,
            String dataset,
            boolean valid,
            String question,
            String written,
            String correct) {
        @Override
        public String toString() {
            return family + " " + dataset + ": " + question;
        }
    }

    enum Verdict {
        GOOD,
        SILENTLY_WRONG,
        BAD
    }

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    HeldOutEvaluationTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    static Stream<Case> cases() {
        return FlawedSoqlEndToEndTest.rows(CORPUS).map(f -> {
            String[] toolAndDataset = f[1].split(":");
            return new Case(
                    f[0],
                    toolAndDataset[0],
                    toolAndDataset[1],
                    f[2].equals("valid"),
                    f[3],
                    f[4],
                    f.length > 5 ? f[5] : "");
        });
    }

    static Stream<Case> valid() {
        return cases().filter(Case::valid);
    }

    @Test
    void theCorpusHasFortyFlawedQuestionsInEveryFamilyAndValidOnesOfTheSameShapes() {
        assertTrue(cases().filter(c -> !c.valid()).count() >= 40, "flawed questions");
        assertTrue(valid().count() >= 10, "valid questions");
        for (String family : List.of("nulls-top", "null-group", "things", "grain", "count-col")) {
            assertTrue(cases().filter(c -> c.family().equals(family)).count() >= 5, family);
        }
    }

    @Test
    void nineInTenFlawedAnswersAreRightOrNameAFixThatWorksAndNoneIsSilentlyWrong() {
        warm();
        Map<Verdict, List<String>> verdicts = new TreeMap<>();
        Map<String, int[]> byFamily = new TreeMap<>();
        cases().filter(c -> !c.valid()).forEach(c -> {
            Verdict verdict = judge(c);
            verdicts.computeIfAbsent(verdict, v -> new ArrayList<>()).add(c.toString());
            byFamily.computeIfAbsent(c.family(), f -> new int[3])[verdict.ordinal()]++;
        });
        int good = verdicts.getOrDefault(Verdict.GOOD, List.of()).size();
        int silent = verdicts.getOrDefault(Verdict.SILENTLY_WRONG, List.of()).size();
        int bad = verdicts.getOrDefault(Verdict.BAD, List.of()).size();
        System.out.printf(
                "held-out evaluation: %d flawed, %d good, %d silently wrong, %d bad%n",
                good + silent + bad, good, silent, bad);
        byFamily.forEach((family, counts) -> System.out.printf(
                "  %-10s good %d, silently wrong %d, bad %d%n", family, counts[0], counts[1], counts[2]));
        verdicts.forEach((verdict, which) -> {
            if (verdict != Verdict.GOOD) {
                which.forEach(c -> System.out.println("  " + verdict + ": " + c));
            }
        });
        assertEquals(List.of(), verdicts.getOrDefault(Verdict.SILENTLY_WRONG, List.of()), "silently wrong");
        assertTrue(good * 10 >= (good + silent + bad) * 9, () -> good + " good of " + (good + silent + bad));
    }

    @Test
    void validQuestionsAreSentAsWrittenAndCarryNoNote() {
        warm();
        valid().forEach(c -> {
            socrata.reset();
            JsonNode answer = ok(run(c.tool(), c.dataset(), c.written(), true));
            assertFalse(answer.has("hints"), () -> c + " -> " + answer);
            assertFalse(answer.has("corrections"), () -> c + " -> " + answer);
            assertFalse(values(c.tool(), answer).isEmpty(), () -> c + " has rows");
            List<String> sent = socrata.toolRequests().stream()
                    .map(r -> r.query().get("$query"))
                    .toList();
            assertEquals(1, sent.size(), () -> c + ": one upstream request: " + sent);
            assertEquals(
                    FlawedSoqlEndToEndTest.withoutPaging(c.written()),
                    FlawedSoqlEndToEndTest.withoutPaging(sent.get(0)),
                    c::toString);
        });
    }

    private Verdict judge(Case c) {
        List<List<String>> expected = values("query", ok(run("query", c.dataset(), c.correct(), false)));
        assertFalse(expected.isEmpty(), () -> "the correct query has rows: " + c.correct());
        JsonNode result = run(c.tool(), c.dataset(), c.written(), true);
        boolean failed = result.path("isError").asBoolean();
        JsonNode body = failed ? error(result) : ok(result);
        if (Boolean.getBoolean("heldout.verbose")) {
            System.out.println("CASE " + c + "\n  " + c.written() + "\n  hints: "
                    + body.path("hints").toPrettyString() + "\n  message: " + body.path("message"));
        }
        if (!failed && values(c.tool(), body).equals(expected)) {
            return Verdict.GOOD;
        }
        for (JsonNode hint : body.path("hints")) {
            if (hint.hasNonNull("query")) {
                JsonNode rerun = run("query", c.dataset(), hint.get("query").asText(), false);
                if (!rerun.path("isError").asBoolean()
                        && values("query", ok(rerun)).equals(expected)) {
                    return Verdict.GOOD;
                }
            }
        }
        return failed || body.has("hints") ? Verdict.BAD : Verdict.SILENTLY_WRONG;
    }

    /** The answer's rows as lists of values, in order; a count_rows answer is one row of one value. */
    private static List<List<String>> values(String tool, JsonNode answer) {
        if (tool.equals("count")) {
            return List.of(List.of(answer.get("count").asText()));
        }
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : answer.get(tool.equals("aggregate") ? "rows" : "data")) {
            List<String> values = new ArrayList<>();
            row.forEach(value -> values.add(value.isValueNode() ? value.asText() : value.toString()));
            rows.add(values);
        }
        return rows;
    }

    private JsonNode run(String tool, String dataset, String text, boolean autoCorrect) {
        if (tool.equals("count")) {
            return lambda.callTool("count_rows", Map.of("dataset_id", dataset, "where", text));
        }
        if (tool.equals("aggregate")) {
            return lambda.callTool("aggregate", json(text));
        }
        Map<String, Object> arguments = new HashMap<>(Map.of("dataset_id", dataset, "soql", text));
        if (!autoCorrect) {
            arguments.put("auto_correct", false);
        }
        return lambda.callTool("query_datasf", arguments);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String text) {
        return new ObjectMapper().convertValue(LambdaHarness.read(text), Map.class);
    }

    private void warm() {
        DATASETS.forEach(id -> ok(lambda.callTool("get_schema", Map.of("dataset_id", id))));
    }
}
