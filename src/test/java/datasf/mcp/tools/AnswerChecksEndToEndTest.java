package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.tools.FlawedSoqlEndToEndTest.Flawed;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checks on every answer through the Lambda handler, against the fake Socrata that parses,
 * type-checks and answers as real Socrata does: every flawed query of
 * src/test/resources/soql/checked-queries.tsv comes back with a note naming the fix (answers with rows included) or an error whose hints do,
 * and every query a note or hint gives runs; none costs an upstream request beyond the query's
 * own but an empty answer's (at most 2); every valid one reaches Socrata exactly as written, at
 * one request, and its answer carries no note.
 */
@LambdaTest
class AnswerChecksEndToEndTest {

    static final String CORPUS = "/soql/checked-queries.tsv";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    AnswerChecksEndToEndTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    static Stream<Flawed> cases() {
        return FlawedSoqlEndToEndTest.corpus(CORPUS);
    }

    static Stream<Flawed> flawed() {
        return cases().filter(c -> !c.outcome().equals("valid"));
    }

    static Stream<Flawed> valid() {
        return cases().filter(c -> c.outcome().equals("valid"));
    }

    @Test
    void everyFamilyHasThreeFlawedQueriesAndTwoValidOnes() {
        Map<String, Long> flawed = flawed().collect(Collectors.groupingBy(Flawed::family, Collectors.counting()));
        Map<String, Long> valid = valid().collect(Collectors.groupingBy(Flawed::family, Collectors.counting()));
        List<String> families =
                List.of("nulls", "time", "text", "aggregation", "vocabulary", "units", "precedence", "sql");
        assertEquals(Map.copyOf(flawed).keySet(), Map.copyOf(valid).keySet());
        for (String family : families) {
            assertTrue(flawed.getOrDefault(family, 0L) >= 3, () -> family + " flawed: " + flawed);
            assertTrue(valid.getOrDefault(family, 0L) >= 2, () -> family + " valid: " + valid);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flawed")
    void aFlawedQueryComesBackWithItsFixNamed(Flawed c) {
        JsonNode result = run(c.tool(), c.dataset(), c.written(), true);
        boolean failed = result.path("isError").asBoolean();
        int requests = socrata.toolRequests().size();
        boolean empty = !failed && ok(result).path("message").asText().startsWith("No rows matched");
        // the cost: the query alone for an answer with rows or an error, at most 2 more for an empty one
        assertTrue(requests <= (empty ? 3 : 1), () -> requests + " upstream requests: " + socrata.toolRequests());
        switch (c.outcome()) {
            case "noted", "error" -> {
                assertEquals(c.outcome().equals("error"), failed, () -> "refused or answered: " + result);
                JsonNode body = failed ? error(result) : ok(result);
                JsonNode named = hintNaming(body, c.expected());
                assertTrue(named != null, () -> "a hint names " + c.expected() + ": " + body);
                for (JsonNode hint : body.path("hints")) {
                    if (hint.hasNonNull("query")) {
                        JsonNode rerun =
                                run("query", c.dataset(), hint.get("query").asText(), false);
                        assertFalse(rerun.path("isError").asBoolean(), () -> "the hint's query runs: " + rerun);
                    }
                }
            }
            case "fixed" -> {
                JsonNode answer = ok(result);
                assertTrue(answer.has("corrections"), () -> "reported: " + answer);
                JsonNode expected = ok(run(c.tool(), c.dataset(), c.expected(), false));
                assertEquals(expected.get("data"), answer.get("data"), () -> "rows of " + c.expected());
            }
            default -> throw new IllegalArgumentException("outcome " + c.outcome());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("valid")
    void aValidQueryIsSentAsWrittenAndCarriesNoNote(Flawed c) {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", c.dataset())));
        socrata.reset();

        JsonNode answer = ok(run(c.tool(), c.dataset(), c.written(), true));

        assertFalse(answer.has("hints"), answer::toString);
        assertFalse(answer.has("corrections"), answer::toString);
        assertNotEquals("0", answer.at("/data/0/n").asText(), () -> "the valid queries all have rows: " + answer);
        assertNotEquals(0, answer.get("count").asInt(), answer::toString);
        List<String> sent = socrata.toolRequests().stream()
                .map(r -> r.query().get("$query"))
                .toList();
        assertEquals(1, sent.size(), () -> "one upstream request: " + sent);
        assertEquals(
                FlawedSoqlEndToEndTest.withoutPaging(c.written()), FlawedSoqlEndToEndTest.withoutPaging(sent.get(0)));
    }

    @Test
    void aQueryRunWithACorrectedValueIsCheckedOnTheRowsItGave() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "i98e-djp9")));

        JsonNode answer = ok(run(
                "query",
                "i98e-djp9",
                "SELECT permit_number, revised_cost WHERE status = 'ISSUED' ORDER BY revised_cost DESC LIMIT 3",
                true));

        assertEquals("'issued'", answer.at("/corrections/0/corrected").asText(), answer::toString);
        assertEquals(
                "SELECT permit_number, revised_cost WHERE status = 'issued' ORDER BY revised_cost DESC NULL LAST LIMIT 3",
                answer.at("/hints/0/query").asText(),
                answer::toString);
    }

    @Test
    void theQueryOfAnAggregateAnswersNoteKeepsTheCallsLimit() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "tkzw-k3nq")));

        JsonNode answer = ok(lambda.callTool(
                "aggregate", Map.of("dataset_id", "tkzw-k3nq", "group_by", List.of("qcareassistant"), "limit", 2)));

        String query = answer.at("/hints/0/query").asText();
        assertTrue(query.contains("qcareassistant IS NOT NULL") && query.endsWith(" LIMIT 2"), answer::toString);
        assertEquals(2, ok(run("query", "tkzw-k3nq", query, false)).get("count").asInt());
    }

    /** The first hint whose why, suggestion or query contains the text, or null. */
    static JsonNode hintNaming(JsonNode body, String text) {
        for (JsonNode hint : body.path("hints")) {
            String all =
                    hint.path("why").asText() + "\n" + hint.path("suggestion").asText() + "\n"
                            + hint.path("query").asText();
            if (all.contains(text)) {
                return hint;
            }
        }
        return null;
    }

    @Test
    void aLimitOneThatCutATieIsNotedFromTheRowAfterItInTheSameRequest() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "yitu-d5am")));
        socrata.reset();
        String written =
                "SELECT locations, count(DISTINCT title) AS films GROUP BY locations ORDER BY films DESC LIMIT 1";

        JsonNode answer = ok(run("query", "yitu-d5am", written, true));

        // one request, for one row past the LIMIT; the answer holds the query's one row and says so
        List<String> sent = socrata.toolRequests().stream()
                .map(r -> r.query().get("$query"))
                .toList();
        assertEquals(List.of(written.replace("LIMIT 1", "LIMIT 2")), sent);
        assertEquals(1, answer.get("count").asInt(), answer::toString);
        assertFalse(answer.get("truncated").asBoolean(), answer::toString);
        assertEquals(written, answer.at("/source/soql").asText());
        assertTrue(answer.at("/hints/0/why").asText().contains("the LIMIT cuts a tie"), answer::toString);
        // the note's query keeps every tied location, and nothing below them
        JsonNode tied = ok(run("query", "yitu-d5am", answer.at("/hints/0/query").asText(), false));
        assertTrue(tied.get("count").asInt() > 1, tied::toString);
        for (JsonNode row : tied.get("data")) {
            assertEquals(answer.at("/data/0/films").asText(), row.get("films").asText(), tied::toString);
        }
    }

    private JsonNode run(String tool, String dataset, String text, boolean autoCorrect) {
        if (tool.equals("count")) {
            return lambda.callTool("count_rows", Map.of("dataset_id", dataset, "where", text));
        }
        Map<String, Object> arguments = new HashMap<>(Map.of("dataset_id", dataset, "soql", text));
        if (!autoCorrect) {
            arguments.put("auto_correct", false);
        }
        return lambda.callTool("query_datasf", arguments);
    }
}
