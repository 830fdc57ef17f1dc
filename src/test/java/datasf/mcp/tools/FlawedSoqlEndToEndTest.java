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
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tables of flawed and valid SoQL, through the Lambda handler, against the fake Socrata that parses, type-checks
 * and answers as real Socrata does: every realistic flawed query in src/test/resources/soql/flawed-queries.tsv
 * is either fixed (reported, and the rows are those of the correct query) or comes back empty or
 * failed with a hint that names the fix; every valid query in valid-queries.tsv reaches Socrata
 * exactly as written (paging clauses aside) and costs no extra request. Caches are emptied before
 * each case: each is a cold instance's first call.
 */
@LambdaTest
class FlawedSoqlEndToEndTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    FlawedSoqlEndToEndTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** One row of a query corpus (flawed-queries.tsv, checked-queries.tsv): flawed or valid. */
    record Flawed(String family, String tool, String dataset, String written, String outcome, String expected) {
        @Override
        public String toString() {
            return family + ": " + written;
        }
    }

    static Stream<Flawed> flawedQueries() {
        return corpus("/soql/flawed-queries.tsv");
    }

    /**
     * A corpus of queries, a row each: family, tool:dataset, the query as written, the outcome, and
     * what is expected (may be left out).
     */
    static Stream<Flawed> corpus(String resource) {
        return rows(resource).map(f -> {
            String[] toolAndDataset = f[1].split(":");
            return new Flawed(f[0], toolAndDataset[0], toolAndDataset[1], f[2], f[3], f.length > 4 ? f[4] : "");
        });
    }

    static Stream<List<String>> validQueries() {
        return rows("/soql/valid-queries.tsv").map(List::of);
    }

    @Test
    void theFlawedTableHasSixtyCasesAcrossEveryFamilyAndTheValidTableTwentyFive() {
        Map<String, Long> families =
                flawedQueries().collect(Collectors.groupingBy(Flawed::family, Collectors.counting()));
        assertTrue(
                flawedQueries().count() >= 60,
                "flawed cases: " + flawedQueries().count());
        assertEquals(Set.of("sql-isms", "functions", "types", "values", "like", "aggregates"), families.keySet());
        assertTrue(
                validQueries().count() >= 25, "valid cases: " + validQueries().count());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flawedQueries")
    void aFlawedQueryIsFixedAndReportedOrNamedInAHint(Flawed c) {
        JsonNode result = run(c.tool(), c.dataset(), c.written(), true);
        switch (c.outcome()) {
            case "fixed", "relative" -> {
                JsonNode answer = ok(result);
                assertTrue(answer.has("corrections"), () -> "reported: " + answer);
                String correct = c.outcome().equals("fixed")
                        ? c.expected()
                        : String.format(c.expected(), computedLiteral(answer));
                JsonNode expected = ok(run(c.tool(), c.dataset(), correct, false));
                assertEquals(rows(c.tool(), expected), rows(c.tool(), answer), () -> "rows of " + correct);
                assertFalse(isEmpty(c.tool(), expected), () -> "the correct query has rows: " + correct);
            }
            case "hinted" -> {
                JsonNode body = result.path("isError").asBoolean() ? error(result) : ok(result);
                if (!result.path("isError").asBoolean()) {
                    assertTrue(isEmpty(c.tool(), body), () -> "an answer with rows needs no hint: " + body);
                    assertTrue(body.hasNonNull("message"), () -> "an empty answer says so: " + body);
                }
                String hints = body.path("hints").toString();
                assertTrue(
                        hints.contains(LambdaHarness.write(c.expected()).replaceAll("^\"|\"$", "")),
                        () -> "a hint names " + c.expected() + ": " + body);
            }
            default -> throw new IllegalArgumentException("outcome " + c.outcome());
        }
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("validQueries")
    void validSoqlIsSentExactlyAsWrittenAndCostsNothingExtra(List<String> row) {
        String dataset = row.get(0);
        String soql = row.get(1);
        ok(lambda.callTool("get_schema", Map.of("dataset_id", dataset)));
        socrata.reset();

        JsonNode answer = ok(run("query", dataset, soql, true));

        assertFalse(answer.has("corrections"), answer::toString);
        assertFalse(answer.has("hints"), answer::toString);
        assertNotEquals(0, answer.get("count").asInt(), "the table's valid queries all have rows");
        List<String> sent = socrata.toolRequests().stream()
                .map(r -> r.query().get("$query"))
                .toList();
        assertEquals(1, sent.size(), () -> "one upstream request: " + sent);
        assertEquals(withoutPaging(soql), withoutPaging(sent.get(0)));
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

    private static JsonNode rows(String tool, JsonNode answer) {
        return tool.equals("count") ? answer.get("count") : answer.get("data");
    }

    private static boolean isEmpty(String tool, JsonNode answer) {
        if (tool.equals("count")) {
            return answer.get("count").asLong() == 0;
        }
        JsonNode data = answer.get("data");
        return data.isEmpty() || data.size() == 1 && data.get(0).toString().matches("\\{(\"\\w+\":\"0\",?)*}");
    }

    /** The ISO literal the server reports it computed for NOW() or CURRENT_DATE. */
    private static String computedLiteral(JsonNode answer) {
        for (JsonNode correction : answer.get("corrections")) {
            if (correction.get("kind").asText().equals("function")
                    && correction.get("corrected").asText().startsWith("'")) {
                return correction.get("corrected").asText();
            }
        }
        throw new AssertionError("no computed date reported: " + answer);
    }

    /** The query without the clauses the server adds for paging (a trailing LIMIT/OFFSET, ORDER BY :id). */
    static String withoutPaging(String soql) {
        String text = soql.strip();
        String previous = null;
        while (!text.equals(previous)) {
            previous = text;
            text = text.replaceAll("(?i)\\s+(LIMIT|OFFSET)\\s+\\d+\\s*$", "").strip();
        }
        return text.replaceAll("(?i)\\s+ORDER BY :id$", "").strip();
    }

    static Stream<String[]> rows(String resource) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                FlawedSoqlEndToEndTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            return reader
                    .lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> line.split("\t"))
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
