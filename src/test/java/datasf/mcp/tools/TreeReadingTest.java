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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Three mistakes of reading SoQL token by token, through the Lambda handler against the fake
 * Socrata: each is a query whose structure only a syntax tree reads right.
 */
@LambdaTest
class TreeReadingTest {

    private static final String INCIDENTS = "wg3w-h783";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    TreeReadingTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private List<String> sent() {
        return socrata.toolRequests().stream().map(r -> r.query().get("$query")).toList();
    }

    @Test
    void countDistinctIsAnAggregateSoItsOneRowGetsNoRowOrder() {
        JsonNode answer = ok(lambda.callTool(
                "query_datasf",
                Map.of("dataset_id", INCIDENTS, "soql", "SELECT count_distinct(incident_number) AS n")));

        assertEquals(1, answer.get("count").asInt(), answer::toString);
        assertTrue(answer.get("data").get(0).has("n"), answer::toString);
        assertFalse(answer.has("hints"), answer::toString);
        assertTrue(sent().stream().noneMatch(q -> q.contains(":id")), () -> "no ORDER BY :id: " + sent());
    }

    @Test
    void arithmeticAgainstATextColumnIsNotQuotedAndReportedAsAFix() {
        JsonNode result = lambda.callTool(
                "query_datasf",
                Map.of("dataset_id", INCIDENTS, "soql", "SELECT count(*) AS n WHERE incident_year = 2024 + 1"));

        JsonNode body = result.path("isError").asBoolean() ? error(result) : ok(result);
        assertFalse(body.has("corrections"), () -> "nothing was fixed: " + body);
        assertTrue(
                sent().stream().allMatch(q -> q.contains("incident_year = 2024 + 1")),
                () -> "sent as written: " + sent());
    }

    @Test
    void fetchFirstIsSqlsLimitNeverAColumn() {
        JsonNode answer = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        INCIDENTS,
                        "soql",
                        "SELECT incident_id, incident_category ORDER BY incident_id FETCH FIRST 10 ROWS ONLY")));

        assertEquals(10, answer.get("count").asInt(), answer::toString);
        JsonNode corrections = answer.get("corrections");
        assertEquals(1, corrections.size(), corrections::toString);
        assertEquals("rewrite", corrections.get(0).get("kind").asText());
        assertEquals(
                "FETCH FIRST 10 ROWS ONLY", corrections.get(0).get("original").asText());
        assertEquals("LIMIT 10", corrections.get(0).get("corrected").asText());
        assertTrue(
                sent().get(0).startsWith("SELECT incident_id, incident_category ORDER BY incident_id LIMIT "),
                sent()::toString);
    }
}
