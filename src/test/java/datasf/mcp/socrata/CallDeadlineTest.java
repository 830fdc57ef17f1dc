package datasf.mcp.socrata;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * DATASF_SOCRATA_TIMEOUT is the budget of a whole tool call: a call whose upstream requests run one
 * after another (a schema lookup then the query, a query then its corrected retry) ends with a
 * classified timeout at the budget, not after two or three budgets (past the function's timeout,
 * where the client would get a gateway error instead).
 */
@LambdaTest(properties = "datasf.socrata.timeout=" + CallDeadlineTest.BUDGET_MS + "ms")
@Deep
class CallDeadlineTest {

    private static final String BIKES = "uczf-rk3c";
    static final long BUDGET_MS = 4000;
    /** Handler overhead allowed on top of the budget (a loaded 2-core CI machine). */
    private static final long SLACK_MS = 1500;
    /**
     * The first of two sequential requests: well within the budget alone. The second never answers
     * in time, so with a budget per request (the bug) the call would last FIRST + BUDGET, past
     * BUDGET + SLACK; with one budget per call it ends at BUDGET.
     */
    private static final long FIRST_MS = 2500;

    private static final long NEVER_MS = 20_000;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    CallDeadlineTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void warmUp(LambdaHarness lambda) {
        lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 1")); // class loading
        // and a fresh connection pool: none of the timings below should meet a connection the slow
        // first call of the JVM opened
        lambda.context().getBean(SocrataClient.class).afterRestore();
    }

    private JsonNode timed(String tool, Map<String, Object> arguments) {
        long start = System.nanoTime();
        JsonNode result = lambda.callTool(tool, arguments);
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(
                elapsed < BUDGET_MS + SLACK_MS, () -> tool + " took " + elapsed + " ms, budget " + BUDGET_MS + " ms");
        assertNoInternals(result.toString());
        return result;
    }

    private static Response slowView() {
        return Response.json(200, FakeSocrata.resource("views/uczf-rk3c.json")).delayed(FIRST_MS);
    }

    @Test
    void aSchemaLookupThenTheQueryShareOneBudget() {
        for (String tool : List.of("aggregate", "distinct_values")) {
            socrata.reset();
            lambda.clearCaches();
            socrata.script("/api/views/", slowView());
            socrata.script(
                    "/resource/",
                    Response.json(200, "[{\"status\":\"0\",\"count\":\"3\"}]").delayed(NEVER_MS));
            Map<String, Object> arguments = tool.equals("aggregate")
                    ? Map.of("dataset_id", BIKES, "group_by", List.of("status"))
                    : Map.of("dataset_id", BIKES, "column", "status");
            JsonNode err = error(timed(tool, arguments));
            assertEquals("timeout", err.get("error_type").asText(), () -> tool + ": " + err);
            assertTrue(err.get("error").asText().startsWith("Request timed out after 4s"), err::toString);
        }
    }

    @Test
    void aQueryThenItsCorrectedRetryShareOneBudget() {
        // the metadata comes after the query has gone out as written (a cached schema would correct it first)
        socrata.script(
                "/api/views/",
                Response.json(200, FakeSocrata.resource("views/uczf-rk3c.json")).delayed(300));
        socrata.script(
                "/resource/",
                Response.json(
                                400,
                                FakeSocrata.resource("errors/no-such-column.json")
                                        .replace("counts_total", "statsu"))
                        .delayed(FIRST_MS),
                Response.json(200, "[{\"status\":\"0\"}]").delayed(NEVER_MS));
        JsonNode err = error(timed("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT statsu LIMIT 1")));
        assertEquals("timeout", err.get("error_type").asText(), err::toString);
    }

    @Test
    void aSearchAndItsLooserSecondRequestShareOneBudget() {
        // nothing matches every word, slowly; the looser search never answers in time: the call ends
        // at the budget with the first answer, which is not an error
        String nothing = "{\"results\":[],\"resultSetSize\":0,\"timings\":{\"serviceMillis\":4},\"warnings\":[]}";
        socrata.script(
                "/api/catalog/v1",
                Response.json(200, nothing).delayed(FIRST_MS),
                Response.json(200, nothing).delayed(NEVER_MS));
        JsonNode out = ok(timed("search_datasf", Map.of("query", "vehicle burglary")));
        assertEquals(0, out.get("count").asInt(), out::toString);
        assertTrue(out.get("message").asText().startsWith("No datasets matched"), out::toString);
        assertEquals("1", socrata.requests().get(1).query().get("min_should_match"));
    }

    @Test
    void retriesAndTheirWaitsComeOutOfTheSameBudget() {
        // the metadata takes 1.5 s of the 4 s, then the query is throttled: the 3 s wait no longer fits
        // (nor would it on a machine so busy that the metadata took longer)
        socrata.script(
                "/api/views/",
                Response.json(200, FakeSocrata.resource("views/uczf-rk3c.json")).delayed(1500));
        socrata.script(
                "/resource/",
                Response.json(429, FakeSocrata.resource("errors/rate-limited.json"))
                        .withHeader("Retry-After", "3"),
                Response.json(200, "[]"));
        JsonNode err = error(timed("distinct_values", Map.of("dataset_id", BIKES, "column", "status")));
        assertEquals("rate_limit", err.get("error_type").asText(), err::toString);
        assertEquals(
                1,
                socrata.requests().stream()
                        .filter(r -> r.path().startsWith("/resource/"))
                        .count());
    }

    @Test
    void aCallWithinTheBudgetIsUnaffected() {
        socrata.script(
                "/api/views/",
                Response.json(200, FakeSocrata.resource("views/uczf-rk3c.json")).delayed(500));
        JsonNode out = ok(timed("aggregate", Map.of("dataset_id", BIKES, "group_by", List.of("status"))));
        assertTrue(out.get("count").asInt() > 0);
    }
}
