package datasf.mcp.schema;

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
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A call that finds another call's metadata request under way for the same dataset shares its
 * answer, but never its failure: that request runs on the other call's deadline and retries, which
 * may be spent. On Lambda the other call is the previous one on the instance, which returned
 * (say, rate limited) while its metadata was still loading; the next call must not answer that
 * call's timeout after a few milliseconds of its own budget.
 */
@LambdaTest(properties = "datasf.socrata.timeout=" + SharedSchemaLookupTest.BUDGET_MS + "ms")
@Deep
class SharedSchemaLookupTest {

    private static final String BIKES = "uczf-rk3c";
    static final long BUDGET_MS = 3000;
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    SharedSchemaLookupTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void warmUp(LambdaHarness lambda) {
        lambda.callTool("get_schema", Map.of("dataset_id", BIKES)); // class loading, outside the timings
    }

    @Test
    void aCallJoiningAnotherCallsMetadataRequestGetsItsOwnWhenThatOneRunsOutOfTime() throws InterruptedException {
        lambda.clearCaches();
        socrata.reset();
        // the first call's metadata request outlives its budget; a later one is answered at once
        socrata.script(
                "/api/views/",
                Response.json(200, FakeSocrata.resource("views/uczf-rk3c.json")).delayed(4 * BUDGET_MS));
        socrata.scriptQuery(
                "LIMIT 1",
                Response.json(429, FakeSocrata.resource("errors/rate-limited.json"))
                        .withHeader("Retry-After", "600"));
        JsonNode limited =
                error(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 1")));
        assertEquals("rate_limit", limited.get("error_type").asText(), "returned at once, its metadata still loading");

        // the next call comes while that request is still under way, and has 2/3 of its own budget left
        // when that request runs out of time
        Thread.sleep(2 * BUDGET_MS / 3);
        JsonNode schema = ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        assertEquals(BIKES, schema.get("dataset_id").asText());
        assertTrue(schema.get("columns").size() > 0, schema::toString);
    }
}
