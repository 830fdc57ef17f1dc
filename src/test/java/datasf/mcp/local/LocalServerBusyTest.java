package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Over the local server's socket: calls whose where is a LIKE of 30 {@code %} on an empty answer
 * (which used to hold a worker each for minutes, backtracking in a regex, until none was left for
 * anyone, {@code /health} included) answer within the call budget, and {@code /health} answers
 * while they run.
 */
class LocalServerBusyTest {

    private static final long BUDGET_MS = 5000;
    /** Overhead allowed past the budget on a loaded 2-core machine. */
    private static final long SLACK_MS = 2000;
    /**
     * Calls at once (twice the 2 cores of our machines). Each held a worker and a core for minutes before (the
     * server had a fixed pool then; now a thread per request, so what is left to starve is CPU).
     */
    private static final int CALLS = 4;

    private static FakeSocrata socrata;
    private static LocalServer server;
    private static HttpClient http;

    @BeforeAll
    static void start() throws Exception {
        socrata = FakeSocrata.start();
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.put("datasf.socrata.timeout", BUDGET_MS + "ms");
        server = LocalServer.start(0, properties);
        http = HttpClient.newHttpClient();
        // the classes loaded and the fake's dataset parsed (a cold JVM on a busy machine may take
        // long): what is timed below is calls, not a first call
        HttpResponse<String> warm = call(
                        100, "SELECT count(*) AS n WHERE incident_category LIKE 'x%'", Duration.ofMinutes(1))
                .get();
        assertEquals(200, warm.statusCode(), warm.body());
    }

    @AfterAll
    static void stop() {
        server.close();
        socrata.close();
    }

    private static CompletableFuture<HttpResponse<String>> call(int id, String soql, Duration timeout) {
        String body = LambdaHarness.write(Map.of(
                "jsonrpc",
                "2.0",
                "id",
                id,
                "method",
                "tools/call",
                "params",
                Map.of("name", "query_datasf", "arguments", Map.of("dataset_id", "wg3w-h783", "soql", soql))));
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url()))
                .header("Accept", LambdaHarness.ACCEPT_BOTH)
                .header("Content-Type", "application/json")
                .timeout(timeout)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void healthAnswersWhileLikeCallsOfManyPercentSignsRunAndTheyAnswerWithinTheBudget() throws Exception {
        // the query's own answer comes late, so the calls are surely running when /health is asked
        socrata.slowQuery("LIKE", 500);
        long start = System.nanoTime();
        List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
        for (int i = 0; i < CALLS; i++) {
            calls.add(call(
                    i,
                    "SELECT count(*) AS n WHERE incident_category LIKE '" + "%".repeat(30) + "!" + i + "'",
                    Duration.ofMillis(BUDGET_MS + SLACK_MS)));
        }
        HttpResponse<String> health = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/health"))
                        .timeout(Duration.ofSeconds(5))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, health.statusCode(), health.body());

        for (CompletableFuture<HttpResponse<String>> call : calls) {
            HttpResponse<String> response = call.get();
            assertEquals(200, response.statusCode(), response.body());
            JsonNode result = LambdaHarness.read(response.body()).get("result");
            assertFalse(result.get("isError").asBoolean(), result::toString);
            assertEquals("0", result.at("/structuredContent/data/0/n").asText(), result::toString);
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(elapsed < BUDGET_MS + SLACK_MS, elapsed + " ms for all calls");
    }
}
