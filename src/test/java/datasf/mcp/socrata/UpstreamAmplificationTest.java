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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How many requests one tool call sends to Socrata: on a cold cache a data tool asks for its query
 * and the dataset's metadata, never a row count it does not show; and against a Socrata that
 * answers 429 to everything, a call sends each request it needs once plus at most two retries in
 * all, so no tool call makes more than {@value #BOUND_UNDER_429} requests.
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

    static Map<String, Object> arguments(String tool) {
        return switch (tool) {
            case "search_datasf" -> Map.of("query", "bus");
            case "list_datasf" -> Map.of("category", "Transportation");
            case "get_schema" -> Map.of("dataset_id", BIKES);
            case "query_datasf" -> Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 5");
            case "count_rows" -> Map.of("dataset_id", BIKES, "where", "status = '0'");
            case "distinct_values" -> Map.of("dataset_id", BIKES, "column", "status");
            case "aggregate" -> Map.of("dataset_id", BIKES, "group_by", List.of("status"));
            default -> throw new IllegalArgumentException(tool);
        };
    }

    private List<String> sent() {
        return socrata.requests().stream()
                .map(r ->
                        r.path().startsWith("/api/views/") ? "views" : r.query().getOrDefault("$query", r.path()))
                .toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"query_datasf", "count_rows", "distinct_values", "aggregate"})
    void aDataToolOnAColdCacheAsksForItsQueryAndTheMetadataButNoRowCount(String tool) {
        ok(lambda.callTool(tool, arguments(tool)));
        List<String> sent = sent();
        assertEquals(2, sent.size(), sent::toString);
        assertEquals(1, sent.stream().filter("views"::equals).count(), sent::toString);
        assertTrue(sent.stream().noneMatch(COUNT_ALL::equals), () -> "no count(*) of the whole dataset: " + sent);

        // warm: the metadata is cached, only the query goes out
        socrata.reset();
        ok(lambda.callTool(tool, arguments(tool)));
        assertEquals(1, socrata.requests().size(), () -> sent().toString());
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
        ok(lambda.callTool("query_datasf", arguments("query_datasf")));
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

    @ParameterizedTest
    @ValueSource(
            strings = {
                "search_datasf",
                "list_datasf",
                "get_schema",
                "query_datasf",
                "count_rows",
                "distinct_values",
                "aggregate"
            })
    void againstASocrataThatAnswers429ToEverythingACallMakesAtMostFourRequests(String tool) {
        socrata.always("/", Response.json(429, FakeSocrata.resource("errors/rate-limited.json")));
        JsonNode err = error(lambda.callTool(tool, arguments(tool)));
        assertEquals("rate_limit", err.get("error_type").asText(), err::toString);
        assertTrue(socrata.requests().size() <= BOUND_UNDER_429, () -> tool + " sent " + sent());
    }
}
