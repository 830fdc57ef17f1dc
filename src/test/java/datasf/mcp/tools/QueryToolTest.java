package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** query_datasf through the Lambda handler: rows, caps, corrections, every error class. */
@LambdaTest(properties = "datasf.socrata.timeout=" + QueryToolTest.BUDGET_MS + "ms")
class QueryToolTest {

    private static final String BIKES = "uczf-rk3c";
    /**
     * The tool call's budget: long enough that no other test's calls (a cold get_schema on a busy
     * machine among them) come near it, short enough to wait for once.
     */
    static final long BUDGET_MS = 3000;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    QueryToolTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private JsonNode query(String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", soql));
    }

    /** Caches the schema, so the query is the only /resource/ request a fault can hit. */
    private void warmSchema() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
    }

    private String lastQuerySent() {
        // the schema lookup's count(*) runs in parallel with the query; it is not the query
        return socrata.toolRequests().stream()
                .filter(r -> r.path().startsWith("/resource/"))
                .map(r -> r.query().get("$query"))
                .reduce((a, b) -> b)
                .orElseThrow();
    }

    @Test
    void rowsComeBackAsJsonObjects() {
        JsonNode out = ok(query("SELECT * LIMIT 5"));
        assertEquals(5, out.get("count").asInt());
        assertFalse(out.get("truncated").asBoolean());
        assertEquals("19831896", out.at("/data/0/countid").asText());
        assertEquals("SELECT * ORDER BY :id LIMIT 5", lastQuerySent());
    }

    @Test
    void withoutLimitTheServerAsksForCapPlusOneAndTruncatesToTheCap() {
        JsonNode out = ok(query("SELECT *"));
        assertEquals(100, out.get("count").asInt());
        assertEquals(100, out.get("data").size());
        assertTrue(out.get("truncated").asBoolean());
        assertEquals("SELECT * ORDER BY :id LIMIT 101", lastQuerySent());
    }

    @Test
    void aLimitAboveTheCapIsLoweredNotFetched() {
        JsonNode out = ok(query("SELECT * LIMIT 5000"));
        assertEquals(100, out.get("count").asInt());
        assertTrue(out.get("truncated").asBoolean());
        assertTrue(lastQuerySent().endsWith("LIMIT 101"));
    }

    @Test
    void syntaxErrorsCarrySocratasMessage() {
        JsonNode err = error(query("SELECT * WHERE bogus = LIMIT 6"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Could not parse SoQL query"), err.toString());
        assertTrue(err.get("details").asText().contains("query.compiler.malformed"), err.toString());
    }

    @Test
    void twoTyposAreCorrectedInOneCallAndReported() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode out = ok(query("SELECT cuonts, statsu WHERE status = '0' LIMIT 3"));
        assertEquals(3, out.get("count").asInt());
        assertEquals(2, out.get("corrections").size(), out.toString());
        assertEquals("cuonts", out.at("/corrections/0/original").asText());
        assertEquals("counts", out.at("/corrections/0/corrected").asText());
        assertEquals("column", out.at("/corrections/0/kind").asText());
        assertFalse(out.at("/corrections/0").has("wasChanged"), "no field that is always true");
        assertEquals("status", out.at("/corrections/1/corrected").asText());
        assertEquals("SELECT counts, status WHERE status = '0' ORDER BY :id LIMIT 3", lastQuerySent());
    }

    @Test
    void typosAreCorrectedEvenWhenTheSchemaWasNotCachedYet() {
        JsonNode out = ok(query("SELECT countid, cuonts LIMIT 2"));
        assertEquals("counts", out.at("/corrections/0/corrected").asText());
        assertEquals(2, out.get("count").asInt());
    }

    @Test
    void aLiteralThatLooksLikeAColumnIsNeverTouched() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode out = ok(query("SELECT * WHERE status = 'statsu' LIMIT 1"));
        assertFalse(out.has("corrections"));
        assertEquals("SELECT * WHERE status = 'statsu' ORDER BY :id LIMIT 1", lastQuerySent());
    }

    @Test
    void autoCorrectFalseSendsTheQueryAsWritten() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode err = error(lambda.callTool(
                "query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT cuonts LIMIT 1", "auto_correct", false)));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("No such column: cuonts"), err.toString());
        assertTrue(err.get("details").asText().contains("did you mean counts"), err.toString());
    }

    @Test
    void anUnknownColumnGetsDidYouMeanSuggestions() {
        JsonNode err = error(query("SELECT total_riders LIMIT 1"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("No such column"), err.toString());
        assertTrue(err.get("details").asText().contains("query.soql.no-such-column"), err.toString());
    }

    @Test
    void unknownDatasetIsNotFound() {
        JsonNode err = error(lambda.callTool("query_datasf", Map.of("dataset_id", "zzzz-zzzz", "soql", "SELECT *")));
        assertEquals("not_found", err.get("error_type").asText());
    }

    @Test
    void rateLimitIsClassified() {
        warmSchema();
        // every attempt: a single 429 is retried (see UpstreamFaultTest)
        socrata.always("/resource/", FakeSocrata.Response.json(429, FakeSocrata.resource("errors/rate-limited.json")));
        JsonNode err = error(query("SELECT * LIMIT 1"));
        assertEquals("rate_limit", err.get("error_type").asText());
    }

    @Test
    void slowUpstreamIsATimeoutNamingTheLimit() {
        warmSchema();
        // Socrata would answer long after the budget: the call must end at the budget, not wait for it
        socrata.script("/resource/", new FakeSocrata.Response(200, "application/json", "[]", 4 * BUDGET_MS));
        long start = System.nanoTime();
        JsonNode err = error(query("SELECT * LIMIT 1"));
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertEquals("timeout", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Request timed out after 3s"), err.toString());
        assertTrue(
                elapsed >= BUDGET_MS - 100 && elapsed < 2 * BUDGET_MS,
                () -> "the call gave up at its budget: " + elapsed + " ms");
    }

    @Test
    void serverErrorCarriesSocratasMessage() {
        warmSchema();
        socrata.script(
                "/resource/", FakeSocrata.Response.json(500, FakeSocrata.resource("errors/internal-error.json")));
        JsonNode err = error(query("SELECT * LIMIT 1"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Internal error"), err.toString());
    }

    @Test
    void htmlErrorPageIsHandledNotParsedBlindly() {
        warmSchema();
        socrata.always(
                "/resource/",
                new FakeSocrata.Response(502, "text/html", FakeSocrata.resource("errors/bad-gateway.html"), 0));
        JsonNode err = error(query("SELECT * LIMIT 1"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("502"), err.toString());
        assertFalse(err.toString().contains("<html>"));
    }

    @Test
    void soqlRulesAreNamed() {
        JsonNode empty = error(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "")));
        assertTrue(empty.get("error").asText().contains("soql"));
        JsonNode tooLong =
                error(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "x".repeat(4001))));
        assertTrue(tooLong.get("error").asText().contains("soql"));
        assertEquals(0, socrata.requests().size());
    }
}
