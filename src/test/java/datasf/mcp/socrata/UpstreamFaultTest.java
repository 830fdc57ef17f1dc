package datasf.mcp.socrata;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.MovedPortal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Upstream faults, end to end: a tools/call through the Lambda handler to a fake Socrata over real
 * HTTP that answers with the fault. Each case checks the outcome the LLM sees, the number of
 * attempts the fake received and that the whole call stayed within the request's budget.
 */
@LambdaTest(
        properties = {
            "datasf.socrata.timeout=" + UpstreamFaultTest.BUDGET_MS + "ms",
            "datasf.socrata.retry.initial-backoff=50ms",
            "datasf.socrata.retry.max-backoff=200ms",
            "datasf.socrata.retry.max-retry-after=" + UpstreamFaultTest.RETRY_AFTER_CAP_MS + "ms",
            "datasf.app-token.value=" + UpstreamFaultTest.TOKEN
        })
class UpstreamFaultTest {

    private static final String BIKES = "uczf-rk3c";
    private static final String ROWS = "/resource/";
    static final long BUDGET_MS = 4000;
    /** Handler overhead allowed on top of the budget (a loaded 2-core CI machine). */
    private static final long SLACK_MS = 1500;
    /** The longest Retry-After honoured. */
    static final long RETRY_AFTER_CAP_MS = 2500;

    static final String TOKEN = "FaultTestTok3nWq8Er";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    UpstreamFaultTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void warmUp(LambdaHarness lambda) {
        // the first call of a JVM loads classes for a while: keep that out of the timings
        lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 1"));
    }

    @BeforeEach
    void reset() {
        // a cached schema, so the query is the only upstream request a scripted fault can meet
        // (on a cold cache query_datasf also looks the schema up, in parallel, to cite its source)
        lambda.callTool("get_schema", Map.of("dataset_id", BIKES));
        socrata.reset();
    }

    /** One query_datasf call, timed; fails the test if it outlasts the budget. */
    private JsonNode query() {
        long start = System.nanoTime();
        JsonNode result = lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 1"));
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(elapsed < BUDGET_MS + SLACK_MS, "took " + elapsed + " ms, budget " + BUDGET_MS + " ms");
        assertNoInternals(result.toString());
        return result;
    }

    /** Attempts of the tool's query (not the schema lookup's count(*), which a cold cache adds). */
    private long attempts() {
        return socrata.toolRequests().stream()
                .filter(r -> r.path().startsWith(ROWS))
                .count();
    }

    private static Response rateLimited() {
        return Response.json(429, FakeSocrata.resource("errors/rate-limited.json"));
    }

    private static Response unavailable() {
        return new Response(
                503,
                "text/html",
                FakeSocrata.resource("errors/bad-gateway.html").replace("502 Bad Gateway", "503 Service Unavailable"),
                0);
    }

    @Test
    void rateLimitWithRetryAfterIsWaitedOutThenSucceeds() {
        socrata.script(ROWS, rateLimited().withHeader("Retry-After", "1"));
        long start = System.nanoTime();
        JsonNode out = ok(query());
        assertEquals(1, out.get("count").asInt());
        assertEquals(2, attempts());
        assertTrue((System.nanoTime() - start) / 1_000_000 >= 1000, "Retry-After: 1 was honoured");
    }

    @Test
    void serviceUnavailableTwiceThenSuccess() {
        socrata.script(ROWS, unavailable(), unavailable());
        ok(query());
        assertEquals(3, attempts());
    }

    @Test
    void badGatewayAndGatewayTimeoutAreRetried() {
        socrata.script(
                ROWS,
                new Response(502, "text/html", FakeSocrata.resource("errors/bad-gateway.html"), 0),
                Response.json(504, "{\"message\":\"upstream timed out\"}"));
        ok(query());
        assertEquals(3, attempts());
    }

    @Test
    void internalServerErrorIsNeverRetried() {
        socrata.always(ROWS, Response.json(500, FakeSocrata.resource("errors/internal-error.json")));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("HTTP 500"), err.toString());
        assertEquals(1, attempts());
    }

    @Test
    void clientErrorsAreNeverRetried() {
        JsonNode malformed =
                error(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT bogus")));
        assertEquals("api_error", malformed.get("error_type").asText());
        assertEquals(1, attempts());
        socrata.reset();
        JsonNode missing =
                error(lambda.callTool("query_datasf", Map.of("dataset_id", "zzzz-zzzz", "soql", "SELECT *")));
        assertEquals("not_found", missing.get("error_type").asText());
        assertEquals(1, attempts());
    }

    @Test
    void rateLimitedEveryTimeGivesUpAfterThreeAttempts() {
        socrata.always(ROWS, rateLimited());
        JsonNode err = error(query());
        assertEquals("rate_limit", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("gave up after 3 attempts"), err.toString());
        assertEquals(3, attempts());
    }

    @Test
    void retryAfterLongerThanTheCapEndsTheRequestAtOnce() {
        socrata.always(ROWS, rateLimited().withHeader("Retry-After", "120"));
        long start = System.nanoTime();
        JsonNode err = error(query());
        assertEquals("rate_limit", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Socrata asks to wait 120s"), err.toString());
        assertEquals(1, attempts());
        assertTrue(
                (System.nanoTime() - start) / 1_000_000 < RETRY_AFTER_CAP_MS, "no wait was started, not even the cap");
    }

    @Test
    @Deep
    void retriesNeverOutlastTheBudget() {
        // each wait is 2 s: the second attempt starts at about 2 s of the 4 s budget, and a third could
        // only start as the budget ends (the first wait fits as long as the first attempt takes < 1.9 s)
        socrata.always(ROWS, unavailable().withHeader("Retry-After", "2"));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("HTTP 503"), err.toString());
        assertEquals(2, attempts());
    }

    @Test
    @Deep
    void slowUpstreamIsATimeoutWithinTheBudgetAndNotRetried() {
        socrata.script(ROWS, Response.json(200, "[]").delayed(3 * BUDGET_MS));
        JsonNode err = error(query());
        assertEquals("timeout", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Request timed out after 4s"), err.toString());
        assertEquals(1, attempts());
    }

    @Test
    void connectionClosedWithoutAnAnswerIsRetried() {
        socrata.script(ROWS, Response.dropConnection());
        JsonNode out = ok(query());
        assertEquals(1, out.get("count").asInt());
        assertEquals(2, attempts());
    }

    @Test
    void connectionClosedEveryTimeIsAnApiErrorAfterThreeAttempts() {
        socrata.always(ROWS, Response.dropConnection());
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(
                err.get("error")
                        .asText()
                        .startsWith("Could not reach Socrata at " + socrata.baseUrl() + " (connection"
                                + " closed before an answer)"),
                err.toString());
        assertEquals(3, attempts());
    }

    /**
     * A 403 page from the portal's front end (a moved portal's old host answers so), not Socrata's
     * JSON: the portal turns the request away, whatever the token, so it is not read again.
     */
    @Test
    void aForbiddenWebPageIsThePortalRefusingTheRequestNotATokenToReadAgain() {
        socrata.always(ROWS, MovedPortal.page(403, "403 Forbidden"));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(
                err.get("error")
                        .asText()
                        .startsWith("The portal refused the request (HTTP 403) with a web page saying"
                                + " \"403 Forbidden\""),
                err.toString());
        assertTrue(err.get("error").asText().contains("DATASF_SOCRATA_BASE_URL"), err.toString());
        assertEquals(1, attempts());
    }

    @Test
    void htmlInsteadOfJsonIsAnApiError() {
        socrata.script(
                ROWS,
                new Response(
                        200,
                        "text/html",
                        "<html><head><title>Maintenance</title></head><body>back soon</body></html>",
                        0));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(
                err.get("error").asText().contains("HTML page instead of JSON (non-JSON answer: Maintenance)"),
                err.toString());
        assertEquals(1, attempts());
    }

    @Test
    void truncatedJsonIsAnApiError() {
        socrata.script(ROWS, Response.json(200, "[{\"countid\":\"19831896\",\"counts\":\"1"));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("not valid JSON"), err.toString());
        assertEquals(1, attempts());
    }

    @Test
    void emptyBodyIsAnApiError() {
        socrata.script(ROWS, Response.json(200, ""));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("empty response"), err.toString());
    }

    @Test
    void bodyOverTheCapIsRefusedNotBuffered() {
        socrata.script(ROWS, Response.json(200, oversized()));
        assertTooLarge(error(query()));
    }

    @Test
    void chunkedBodyOverTheCapIsRefusedToo() {
        socrata.script(ROWS, Response.json(200, oversized()).asChunked());
        assertTooLarge(error(query()));
    }

    private void assertTooLarge(JsonNode err) {
        assertEquals("api_error", err.get("error_type").asText(), err::toString);
        assertTrue(err.get("error").asText().contains("too large (over 8 MiB); narrow the query"), err.toString());
        assertEquals(1, attempts());
    }

    /** A JSON array of rows just over the default 8 MiB cap. */
    private static String oversized() {
        String row = "{\"countid\":\"19831896\",\"counts\":\"" + "7".repeat(1000) + "\"},";
        int rows = 8 * 1024 * 1024 / row.length() + 10;
        StringBuilder body = new StringBuilder(rows * row.length() + 2).append('[');
        body.append(row.repeat(rows));
        body.setCharAt(body.length() - 1, ']');
        return body.toString();
    }

    /** A redirect to another host would take the App Token there: none is followed. */
    @Test
    void aRedirectToAnotherHostIsNotFollowedAndTheTokenNeverArrivesThere() {
        try (FakeSocrata elsewhere = FakeSocrata.start()) {
            socrata.always(
                    ROWS,
                    new Response(302, "text/html", "", 0)
                            .withHeader(
                                    "Location",
                                    elsewhere.baseUrl() + "/resource/" + BIKES + ".json?$query=SELECT%20*"));
            JsonNode err;
            try (CapturedLogs logs = CapturedLogs.of(PortalRedirects.class.getName(), Level.WARN)) {
                err = error(query());
            }
            assertEquals("api_error", err.get("error_type").asText());
            String message = err.get("error").asText();
            assertTrue(message.contains("answers from " + elsewhere.baseUrl() + " now"), message);
            assertTrue(message.contains("set DATASF_SOCRATA_BASE_URL to " + elsewhere.baseUrl()), message);
            assertEquals(1, attempts());
            assertEquals(List.of(), elsewhere.requests(), "nothing reached the other host");
        }
    }

    @Test
    void aRedirectWithinSocrataIsNotFollowedEither() {
        socrata.always(
                ROWS,
                new Response(301, "text/html", "", 0)
                        .withHeader("Location", socrata.baseUrl() + "/resource/" + BIKES + ".json?$query=SELECT%20*"));
        JsonNode err;
        try (CapturedLogs logs = CapturedLogs.of(PortalRedirects.class.getName(), Level.WARN)) {
            err = error(query());
        }
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("to another address on " + socrata.baseUrl()), err.toString());
        assertEquals(1, socrata.requests().size());
    }

    @Test
    void refusedTokenIsReadAgainAndTheRequestRepeatedOnce() {
        socrata.script(ROWS, Response.json(403, FakeSocrata.resource("errors/forbidden.json")));
        ok(query());
        assertEquals(2, attempts());
        socrata.requests().forEach(r -> assertEquals(TOKEN, r.header("X-App-Token")));
    }

    @Test
    void tokenRefusedAgainAfterTheReReadIsAnApiError() {
        socrata.always(ROWS, Response.json(403, FakeSocrata.resource("errors/forbidden.json")));
        JsonNode err = error(query());
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("HTTP 403"), err.toString());
        assertEquals(2, attempts());
        assertTrue(!err.toString().contains(TOKEN));
    }
}
