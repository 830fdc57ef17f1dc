package datasf.mcp.socrata;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An error body is read by bounded string search on its start, off the HTTP client's event loop:
 * a 140 KiB page of unclosed {@code <title>} tags (a quadratic case for the regex that read titles,
 * 41 s on the HTTP client's event loop, which every call's connections share) is classified within
 * the budget, while calls to healthy datasets answer meanwhile. Through the Lambda handler, calls
 * in parallel as on the local server.
 */
@LambdaTest(
        properties = {
            "datasf.socrata.timeout=" + ErrorBodyCostTest.BUDGET_MS + "ms",
            "datasf.socrata.retry.initial-backoff=10ms",
            "datasf.socrata.retry.max-backoff=20ms"
        })
// A call that outlasts its budget fails the test in its own time: the work it is stuck in
// (a regex backtracking for minutes, before) does not answer an interrupt.
@Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ErrorBodyCostTest {

    static final long BUDGET_MS = 10_000;
    /** Handler overhead allowed past the budget on a loaded 2-core machine. */
    private static final long SLACK_MS = 1500;

    private static final String BIKES = "uczf-rk3c";
    private static final String POLICE = "wg3w-h783";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    ErrorBodyCostTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void warm() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
        socrata.reset();
    }

    private JsonNode timed(String dataset, String soql) {
        long start = System.nanoTime();
        JsonNode result = lambda.callTool("query_datasf", Map.of("dataset_id", dataset, "soql", soql));
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(elapsed < BUDGET_MS + SLACK_MS, () -> dataset + " took " + elapsed + " ms: " + result);
        assertNoInternals(result.toString());
        return result;
    }

    @Test
    void aPageOfUnclosedTitlesIsClassifiedWithinTheBudgetWhileOtherCallsAnswer() throws Exception {
        String page = "<title>".repeat(20_000); // 140,000 bytes, no title ever closed
        socrata.always("/resource/" + BIKES + ".json", new Response(502, "text/html", page, 0));
        ExecutorService calls = Executors.newFixedThreadPool(6);
        try {
            List<Future<JsonNode>> failing = new ArrayList<>();
            List<Future<JsonNode>> healthy = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                failing.add(calls.submit(() -> timed(BIKES, "SELECT status LIMIT 5")));
            }
            for (int i = 0; i < 4; i++) {
                String district =
                        List.of("Mission", "Central", "Northern", "Bayview").get(i);
                healthy.add(calls.submit(
                        () -> timed(POLICE, "SELECT count(*) AS n WHERE police_district = '" + district + "'")));
            }
            for (Future<JsonNode> call : failing) {
                JsonNode err = error(call.get());
                assertEquals("api_error", err.get("error_type").asText(), err::toString);
                assertTrue(
                        err.get("error").asText().startsWith("Socrata error (HTTP 502): HTTP 502 Bad Gateway"),
                        err::toString);
            }
            for (Future<JsonNode> call : healthy) {
                JsonNode rows = ok(call.get());
                assertTrue(rows.at("/data/0/n").asInt() > 0, rows::toString);
            }
        } finally {
            calls.shutdownNow();
        }
    }

    @Test
    void aTitleWithAttributesIsStillFoundOnALongErrorPage() {
        socrata.always(
                "/resource/",
                new Response(
                        503,
                        "text/html",
                        "<!DOCTYPE html><HTML><HEAD><TITLE lang=\"en\">\n  Down for\tmaintenance </TITLE></HEAD>"
                                + "<body>" + "x".repeat(200_000) + "</body></HTML>",
                        0));
        JsonNode html = error(timed(BIKES, "SELECT status LIMIT 5"));
        assertTrue(
                html.get("error")
                        .asText()
                        .startsWith("Socrata error (HTTP 503): non-JSON answer: Down for maintenance"),
                html::toString);
    }
}
