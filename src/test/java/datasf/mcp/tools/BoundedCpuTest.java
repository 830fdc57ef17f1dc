package datasf.mcp.tools;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CostlyInputs;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.WideDataset;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What a caller sends cannot make a call's own work (the advisor's value matching, the corrector's
 * name matching) outlast the call's budget or cost more than a bounded share of a core: a LIKE
 * pattern of 12 or 30 {@code %} used to backtrack for minutes in a regex, a long literal against
 * long values cost half a second of edit distances, and unknown names against a thousand columns
 * far more. Through the Lambda handler, whose thread runs the whole call, so its CPU time is the
 * call's (the fake Socrata runs on threads of its own).
 */
@Deep
@LambdaTest(properties = "datasf.socrata.timeout=" + BoundedCpuTest.BUDGET_MS + "ms")
// A call that outlasts its budget fails the test in its own time: the work it is stuck in
// (a regex backtracking for minutes, before) does not answer an interrupt.
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BoundedCpuTest {

    private static final String POLICE = "wg3w-h783";
    static final long BUDGET_MS = 10_000;
    /** Handler overhead allowed past the budget on a loaded 2-core machine. */
    private static final long SLACK_MS = 1500;
    /** CPU a call may use: each of these took seconds to minutes before. */
    private static final long CPU_MS = 1000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    BoundedCpuTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void warm() {
        // the classes loaded and the schemas cached: what is measured is the call's own work
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
        ok(lambda.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", "SELECT count(*) AS n")));
        socrata.reset();
    }

    /** The call, held to the budget in time and to {@link #CPU_MS} in CPU. */
    private JsonNode bounded(String tool, Map<String, Object> arguments) {
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        JsonNode result = lambda.callTool(tool, arguments);
        long cpu = (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(elapsed < BUDGET_MS + SLACK_MS, () -> tool + " took " + elapsed + " ms, budget " + BUDGET_MS);
        assertTrue(cpu < CPU_MS, () -> tool + " used " + cpu + " ms of CPU");
        assertNoInternals(result.toString());
        return result;
    }

    private JsonNode police(String soql) {
        return bounded("query_datasf", Map.of("dataset_id", POLICE, "soql", soql));
    }

    @Test
    void likePatternsOfManyPercentSignsOnAnEmptyAnswerAreMatchedInLinearTime() {
        for (String pattern : List.of("%".repeat(12) + "!", "%".repeat(30) + "!", "%e".repeat(14) + "%!")) {
            lambda.clearCaches(); // every pattern meets cold values: the lookup and the matching
            ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
            JsonNode answer = ok(police("SELECT count(*) AS n WHERE incident_category LIKE '" + pattern + "'"));
            assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
            assertTrue(answer.get("message").asText().startsWith("No rows matched"), answer::toString);
        }
        JsonNode letters = ok(police("SELECT count(*) AS n WHERE incident_category LIKE '" + "%e".repeat(14) + "%!'"));
        assertTrue(letters.at("/hints/0/why").asText().contains("no value matches it"), letters::toString);
    }

    /**
     * The answer checks match a NOT LIKE against the column's most frequent values (from the Views
     * API, whatever the answer): a regex there would backtrack as the advisor's did.
     */
    @Test
    void notLikePatternsOfManyPercentSignsAreCheckedInLinearTime() {
        for (String pattern : List.of("%".repeat(12) + "!", "%".repeat(30) + "!", "%e".repeat(14) + "%!")) {
            JsonNode answer = ok(police("SELECT count(*) AS n WHERE incident_category NOT LIKE '" + pattern + "'"));
            assertTrue(answer.at("/data/0/n").asLong() > 0, answer::toString);
        }
    }

    @Test
    void longLiteralsAgainstLongValuesCostLittle() {
        String values = CostlyInputs.longValues("incident_category");
        for (int length : List.of(250, 400, 1300)) {
            lambda.clearCaches();
            ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
            socrata.reset();
            socrata.scriptQuery("GROUP BY incident_category", Response.json(200, values));
            JsonNode answer = ok(
                    police("SELECT count(*) AS n WHERE incident_category IN (" + CostlyInputs.literals(length) + ")"));
            assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
            assertTrue(answer.has("hints"), answer::toString);
        }
    }

    /**
     * Hundreds of short literals against a column's long values: each value was split into words
     * anew, by a regex, for every literal (133,000 splits for 433 literals).
     */
    @Test
    void manyShortLiteralsAgainstLongValuesSplitEachValueOnce() {
        lambda.clearCaches();
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
        socrata.reset();
        socrata.scriptQuery(
                "GROUP BY incident_category", Response.json(200, CostlyInputs.longValues("incident_category")));
        JsonNode answer =
                ok(police("SELECT count(*) AS n WHERE incident_category IN (" + CostlyInputs.literals(5) + ")"));
        assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
        assertTrue(answer.has("hints"), answer::toString);
    }

    /**
     * The checks on an answer with rows read every known value of a column for each condition on
     * it (a case that matches fewer values than it should, a name held in other forms): a column
     * whose looked-up values are the longest kept, asked with as many conditions as a query holds.
     */
    @Test
    void anAnswerWithRowsToManyConditionsAgainstManyLongKnownValuesCostsLittle() {
        lambda.clearCaches();
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
        socrata.reset();
        socrata.scriptQuery(
                "GROUP BY incident_category", Response.json(200, CostlyInputs.longValues("incident_category")));
        ok(police("SELECT count(*) AS n WHERE incident_category = 'no such category'")); // the values, cached
        String likes = IntStream.range(0, 100)
                .mapToObj(i -> "incident_category LIKE '%" + (char) ('a' + i % 26) + (char) ('a' + i / 26) + "%'")
                .collect(Collectors.joining(" OR "));

        JsonNode answer = ok(police("SELECT count(*) AS n WHERE incident_category = 'Assault' OR "
                + "contains(incident_category, 'e') OR " + likes));

        assertTrue(answer.at("/data/0/n").asLong() > 0, answer::toString);
    }

    @Test
    void unknownNamesAgainstAThousandColumnsCostLittleAndPassThroughToSocratasError() {
        WideDataset.serve(socrata);
        ok(lambda.callTool("get_schema", Map.of("dataset_id", WideDataset.ID)));
        List<String> names = CostlyInputs.unknownNames();
        JsonNode result = bounded(
                "query_datasf", Map.of("dataset_id", WideDataset.ID, "soql", "SELECT " + String.join(", ", names)));
        assertTrue(result.get("isError").asBoolean(), result::toString);
        assertTrue(
                result.toString().contains("no-such-column")
                        || result.toString().contains("No such column"),
                result::toString);
        assertFalse(result.toString().contains("Internal error"), result::toString);
    }

    /**
     * A relaxed search over a catalog answer of wide datasets: which of 80 words no result
     * mentions was found by splitting every result's texts anew for every word, with a regex per
     * word (33 s of CPU for 1,000 columns a result, past any budget).
     */
    @Test
    void aRelaxedSearchOverWideDatasetsCostsLittle() {
        socrata.script(
                "/api/catalog/v1",
                Response.json(200, "{\"results\":[],\"resultSetSize\":0}"),
                Response.json(200, CostlyInputs.catalogPage(40, 1000)));
        JsonNode found = ok(bounded("search_datasf", Map.of("query", CostlyInputs.searchWords(), "limit", 20)));
        assertEquals(20, found.get("count").asInt(), found::toString);
        String message = found.get("message").asText();
        assertTrue(message.startsWith("No dataset matched every word of"), message);
        assertTrue(message.contains("none mentions \"zqx00\""), message);
    }

    /**
     * An empty answer to 240 conditions, each asking a column of a dataset of 800 text columns for
     * a word none of their 50 known values holds: a regex per condition ran over every value of
     * every other column (29 s of CPU with the default budget, then the deadline).
     */
    @Test
    void anEmptyAnswerToManyConditionsOverManyTextColumnsCostsLittle() {
        socrata.serveDataset(CostlyInputs.TEXT_COLUMNS_ID, CostlyInputs.textColumnsViews(), LambdaHarness.read("[]"));
        ok(lambda.callTool("get_schema", Map.of("dataset_id", CostlyInputs.TEXT_COLUMNS_ID)));
        JsonNode answer = ok(bounded(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        CostlyInputs.TEXT_COLUMNS_ID,
                        "soql",
                        "SELECT t000 WHERE " + CostlyInputs.orConditions())));
        assertEquals(0, answer.get("data").size(), answer::toString);
        assertTrue(answer.get("message").asText().startsWith("No rows matched"), answer::toString);
    }
}
