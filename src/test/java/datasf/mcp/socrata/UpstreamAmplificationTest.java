package datasf.mcp.socrata;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ToolExamples;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * How many requests one tool call sends to Socrata: on a cold cache a data tool asks for the
 * dataset's metadata once, never a row count it does not show; and against a Socrata that answers
 * 429 to everything, a call sends each request it needs once plus at most two retries in all, so
 * no tool call makes more than {@value #BOUND_UNDER_429} requests. Every tool is checked with its
 * example ({@link ToolExamples}), so a new tool is too.
 */
@LambdaTest(properties = {"datasf.socrata.retry.initial-backoff=10ms", "datasf.socrata.retry.max-backoff=20ms"})
class UpstreamAmplificationTest {

    static final int BOUND_UNDER_429 = 4;
    private static final String BIKES = "uczf-rk3c";
    private static final String COUNT_ALL = "SELECT count(*) AS row_count";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    UpstreamAmplificationTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private List<String> sent() {
        return socrata.requests().stream()
                .map(r ->
                        r.path().startsWith("/api/views/") ? "views" : r.query().getOrDefault("$query", r.path()))
                .toList();
    }

    /**
     * Every tool whose example names a dataset, get_schema aside (its answer is the row count): on a
     * cold cache at most one metadata request and no count of the whole dataset; warm, no metadata
     * request and no more requests than cold.
     */
    @TestFactory
    Stream<DynamicTest> aDataToolOnAColdCacheAsksForTheMetadataOnceButNoRowCount() {
        Map<String, Map<String, Object>> tools = ToolExamples.datasetTools(lambda);
        tools.remove("get_schema");
        return tools.entrySet().stream()
                .map(tool -> DynamicTest.dynamicTest(tool.getKey(), () -> {
                    socrata.reset();
                    lambda.clearCaches();
                    String name = tool.getKey();
                    ok(lambda.callTool(name, tool.getValue()));
                    List<String> sent = sent();
                    assertTrue(
                            sent.stream().filter("views"::equals).count() <= 1,
                            () -> name + ": one metadata request at most: " + sent);
                    assertTrue(
                            sent.stream().noneMatch(COUNT_ALL::equals),
                            () -> name + ": no count(*) of the whole dataset: " + sent);

                    // warm: the metadata is cached, only the tool's own requests go out
                    socrata.reset();
                    ok(lambda.callTool(name, tool.getValue()));
                    assertTrue(
                            sent().stream().noneMatch("views"::equals),
                            () -> name + ": warm, no metadata request: " + sent());
                    assertTrue(sent().size() <= sent.size(), () -> name + ": warm " + sent() + ", cold " + sent);
                }));
    }

    @Test
    void getSchemaAndCountRowsWithoutWhereAskForTheCountAndShareIt() {
        JsonNode schema = ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        assertEquals(2000, schema.get("row_count").asLong());
        assertEquals(List.of(COUNT_ALL, "views"), sent().stream().sorted().toList());
        socrata.reset();
        assertEquals(
                2000,
                ok(lambda.callTool("count_rows", Map.of("dataset_id", BIKES)))
                        .get("count")
                        .asLong());
        assertEquals(List.of(), sent(), "both cached");

        lambda.clearCaches();
        ok(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 5")));
        socrata.reset();
        ok(lambda.callTool("count_rows", Map.of("dataset_id", BIKES)));
        assertEquals(List.of(COUNT_ALL), sent(), "metadata cached by the query, the count fetched alone");
    }

    @Test
    void aCorrectedRetryFetchesTheMetadataOnce() {
        ok(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT statsu LIMIT 5")));
        List<String> sent = sent();
        assertEquals(1, sent.stream().filter("views"::equals).count(), sent::toString);
        // the metadata runs in parallel with the query; when it is back before the query is sent, the
        // query goes out corrected at once, otherwise Socrata's "no such column" brings one retry
        assertTrue(sent.size() == 2 || sent.size() == 3, () -> "the metadata, the (retried) query: " + sent);
        assertEquals("SELECT status ORDER BY :id LIMIT 5", sent.get(sent.size() - 1), sent::toString);
    }

    @TestFactory
    Stream<DynamicTest> againstASocrataThatAnswers429ToEverythingACallMakesAtMostFourRequests() {
        return ToolExamples.of(lambda).entrySet().stream()
                .map(tool -> DynamicTest.dynamicTest(tool.getKey(), () -> {
                    socrata.reset();
                    lambda.clearCaches();
                    socrata.always("/", Response.json(429, FakeSocrata.resource("errors/rate-limited.json")));
                    JsonNode result = lambda.callTool(tool.getKey(), tool.getValue());
                    assertTrue(socrata.requests().size() <= BOUND_UNDER_429, () -> tool.getKey() + " sent " + sent());
                    if (!socrata.requests().isEmpty()) { // a tool that asks Socrata nothing has nothing to fail
                        JsonNode err = error(result);
                        assertEquals("rate_limit", err.get("error_type").asText(), () -> tool.getKey() + ": " + err);
                    }
                }));
    }
}
