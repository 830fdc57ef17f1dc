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

/** get_schema through the Lambda handler: content, row count, caching, failures. */
@LambdaTest
class SchemaToolTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    SchemaToolTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @Test
    void schemaHasColumnsRowCountAndFreshness() {
        JsonNode out = ok(lambda.callTool("get_schema", Map.of("dataset_id", "4tka-6guv")));
        assertEquals("4tka-6guv", out.get("dataset_id").asText());
        assertEquals(
                "My super awesome Earthquakes dataset", out.get("dataset_name").asText());
        assertEquals(1, out.get("row_count").asLong(), "row_count is count(*) of the rows, not a timestamp");
        assertEquals("2016-05-02T17:18:30Z", out.get("data_updated_at").asText());
        assertFalse(out.get("cached").asBoolean());
        JsonNode magnitude = out.get("columns").get(3);
        assertEquals("Magnitude", magnitude.get("name").asText());
        assertEquals("magnitude", magnitude.get("fieldName").asText());
        assertEquals("number", magnitude.get("dataType").asText());
        for (JsonNode column : out.get("columns")) {
            assertFalse(column.get("name").asText().isEmpty());
            assertFalse(column.get("fieldName").asText().isEmpty());
            assertFalse(column.get("dataType").asText().isEmpty());
        }
    }

    @Test
    void rowCountComesFromACountQuery() {
        JsonNode out = ok(lambda.callTool("get_schema", Map.of("dataset_id", "uczf-rk3c")));
        assertEquals(2000, out.get("row_count").asLong());
        FakeSocrata.Request count = socrata.requests().stream()
                .filter(r -> r.path().equals("/resource/uczf-rk3c.json"))
                .findFirst()
                .orElseThrow();
        assertTrue(count.query().get("$query").toLowerCase().contains("count(*)"));
    }

    @Test
    void secondCallIsServedFromTheCacheWithoutUpstreamRequests() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "uczf-rk3c")));
        int before = socrata.requests().size();
        assertTrue(before >= 2, "views + count on a cold cache");
        JsonNode again = ok(lambda.callTool("get_schema", Map.of("dataset_id", "uczf-rk3c")));
        assertTrue(again.get("cached").asBoolean());
        assertEquals(before, socrata.requests().size(), "a cache hit makes no upstream request");
    }

    @Test
    void unknownDatasetIsNotFoundAndTheFailureIsNotCached() {
        JsonNode err = error(lambda.callTool("get_schema", Map.of("dataset_id", "zzzz-zzzz")));
        assertEquals("not_found", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("zzzz-zzzz"));
        int before = socrata.requests().size();
        error(lambda.callTool("get_schema", Map.of("dataset_id", "zzzz-zzzz")));
        assertTrue(socrata.requests().size() > before, "failures are never cached");
    }

    @Test
    void invalidDatasetIdIsRejectedBeforeAnyUpstreamCall() {
        JsonNode err = error(lambda.callTool("get_schema", Map.of("dataset_id", "not-an-id")));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Invalid dataset_id"), err.toString());
        assertEquals(0, socrata.requests().size());
    }
}
