package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every tool's answer fits the byte budget (DATASF_LIMITS_RESPONSE_BYTES), whatever Socrata sends: long
 * text values, long dataset names, wide schemas. A list that does not fit is cut from the end and
 * the answer says so; what cannot be cut is a classified error, never a multi-megabyte answer
 * (Lambda's synchronous limit is 6 MB: past it the client would get a gateway error).
 */
@LambdaTest(properties = "datasf.limits.response-bytes=" + AnswerBudgetTest.BUDGET)
class AnswerBudgetTest {

    static final int BUDGET = 8192;
    private static final String BIKES = "uczf-rk3c";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    AnswerBudgetTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private static String text(int length, int seed) {
        return ("value " + seed + " ").repeat(length / 8 + 1).substring(0, length);
    }

    /** The answer as the client receives it, checked against the budget. */
    private static JsonNode withinBudget(JsonNode result) {
        int bytes = result.get(result.path("isError").asBoolean() ? "content" : "structuredContent")
                .toString()
                .getBytes(StandardCharsets.UTF_8)
                .length;
        assertTrue(bytes <= BUDGET, "an answer of " + bytes + " bytes, budget " + BUDGET);
        return result;
    }

    @Test
    void distinctValuesOfALongTextColumnAreCutToTheBudgetAndSaySo() {
        ArrayNode rows = MAPPER.createArrayNode();
        for (int i = 0; i < 1000; i++) {
            rows.addObject().put("status", text(3000, i)).put("count", Integer.toString(5000 - i));
        }
        socrata.script("/resource/", Response.json(200, rows.toString()));
        JsonNode out = ok(withinBudget(
                lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "status", "limit", 999))));
        assertTrue(out.get("truncated").asBoolean());
        int count = out.get("count").asInt();
        assertTrue(count >= 1 && count < 10, out.get("count").toString());
        assertEquals(count, out.get("values").size());
        assertEquals(text(3000, 0), out.at("/values/0/value").asText(), "the most frequent values are kept, whole");
    }

    @Test
    void aValueLargerThanTheWholeBudgetIsAClassifiedErrorNotAnEmptyAnswer() {
        socrata.script("/resource/", Response.json(200, "[{\"status\":\"" + text(20_000, 1) + "\",\"count\":\"9\"}]"));
        JsonNode err = error(
                withinBudget(lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "status"))));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("over the " + BUDGET + "-byte budget"), err::toString);
    }

    @Test
    void searchAndListAnswersAreCutToTheBudgetAndSaySo() {
        ObjectNode page = (ObjectNode) LambdaHarness.read(FakeSocrata.resource("discovery/search-bus.json"));
        for (JsonNode result : page.get("results")) {
            ((ObjectNode) result.get("resource"))
                    .put("name", text(2000, result.path("resource").path("id").hashCode()));
        }
        socrata.always("/api/catalog/v1", Response.json(200, page.toString()));
        JsonNode search = ok(withinBudget(lambda.callTool("search_datasf", Map.of("query", "bus", "limit", 20))));
        assertTrue(search.get("truncated").asBoolean(), search::toString);
        assertEquals(search.get("results").size(), search.get("count").asInt());

        socrata.reset();
        socrata.always("/api/catalog/v1", Response.json(200, page.toString()));
        JsonNode list = ok(withinBudget(lambda.callTool("list_datasf", Map.of("limit", 50))));
        assertTrue(list.get("truncated").asBoolean(), list::toString);
    }

    @Test
    void aWideSchemaLeavesOutColumnDescriptionsButKeepsEveryColumn() {
        ObjectNode view = (ObjectNode) LambdaHarness.read(FakeSocrata.resource("views/uczf-rk3c.json"));
        ArrayNode columns = view.putArray("columns");
        for (int i = 0; i < 60; i++) {
            columns.addObject()
                    .put("name", "Column " + i)
                    .put("fieldName", "column_" + i)
                    .put("dataTypeName", "text")
                    .put("description", text(300, i));
        }
        socrata.script("/api/views/", Response.json(200, view.toString()));
        JsonNode schema = ok(withinBudget(lambda.callTool("get_schema", Map.of("dataset_id", BIKES))));
        assertEquals(60, schema.get("columns").size());
        assertNull(schema.at("/columns/0").get("description"));
        assertTrue(schema.get("message").asText().contains("descriptions"), schema::toString);
    }

    @Test
    void aSmallSchemaKeepsItsDescriptions() {
        JsonNode schema = ok(withinBudget(lambda.callTool("get_schema", Map.of("dataset_id", BIKES))));
        assertFalse(schema.has("message"));
        assertEquals(
                LambdaHarness.read(FakeSocrata.resource("views/uczf-rk3c.json"))
                        .get("columns")
                        .size(),
                schema.get("columns").size());
    }

    @Test
    void everyDataToolStaysWithinTheBudgetOnLongTextRows() {
        ArrayNode rows = MAPPER.createArrayNode();
        for (int i = 0; i < 101; i++) {
            rows.addObject().put("status", text(1500, i)).put("count", "3");
        }
        for (String tool : List.of("query_datasf", "aggregate")) {
            socrata.reset();
            // query_datasf asks twice: the grouped query as written, then (as it pages) with its ties broken
            socrata.always("/resource/", Response.json(200, rows.toString()));
            Map<String, Object> arguments = tool.equals("aggregate")
                    ? Map.of("dataset_id", BIKES, "group_by", List.of("status"))
                    : Map.of("dataset_id", BIKES, "soql", "SELECT status, count(*) AS count GROUP BY status");
            JsonNode out = ok(withinBudget(lambda.callTool(tool, arguments)));
            assertEquals("bytes", out.get("truncated_reason").asText(), () -> tool + ": " + out);
        }
    }
}
