package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** query_datasf paging, budgets, CSV and provenance, through the Lambda handler. */
@LambdaTest
class PagingAndBudgetTest {

    private static final String BIKES = "uczf-rk3c";
    private final LambdaHarness lambda;
    private static JsonNode allRows;

    PagingAndBudgetTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @BeforeAll
    static void readRows() {
        allRows = LambdaHarness.read(FakeSocrata.resource("rows/uczf-rk3c.json"));
    }

    private JsonNode call(Map<String, Object> arguments) {
        Map<String, Object> args = new HashMap<>(arguments);
        args.putIfAbsent("dataset_id", BIKES);
        return lambda.callTool("query_datasf", args);
    }

    @Test
    void walkingTheCursorsReturnsEveryRowOnceInOrder() {
        List<String> seen = new ArrayList<>();
        JsonNode page = ok(call(Map.of("soql", "SELECT * LIMIT 230", "max_rows", 100)));
        int pages = 1;
        page.get("data").forEach(r -> seen.add(r.get("countid").asText()));
        while (page.has("next_cursor")) {
            assertEquals("rows", page.get("truncated_reason").asText());
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
            page.get("data").forEach(r -> seen.add(r.get("countid").asText()));
            pages++;
        }
        assertEquals(3, pages);
        assertFalse(page.get("truncated").asBoolean());
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 230; i++) {
            expected.add(allRows.get(i).get("countid").asText());
        }
        assertEquals(expected, seen);
    }

    @Test
    void laterPagesAskSocrataForTheirOffsetOnly() {
        JsonNode first = ok(call(Map.of("soql", "SELECT *", "max_rows", 40)));
        assertEquals("SELECT * ORDER BY :id LIMIT 41", first.at("/source/soql").asText());
        JsonNode second = ok(lambda.callTool(
                "query_datasf", Map.of("cursor", first.get("next_cursor").asText())));
        assertEquals(
                "SELECT * ORDER BY :id LIMIT 41 OFFSET 40",
                second.at("/source/soql").asText());
        assertEquals(
                allRows.get(40).get("countid").asText(),
                second.at("/data/0/countid").asText());
    }

    @Test
    void anAlteredCursorIsAValidationError() {
        String cursor = ok(call(Map.of("soql", "SELECT *", "max_rows", 5)))
                .get("next_cursor")
                .asText();
        String tampered = cursor.substring(0, 10) + (cursor.charAt(10) == 'A' ? 'B' : 'A') + cursor.substring(11);
        JsonNode err = error(lambda.callTool("query_datasf", Map.of("cursor", tampered)));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Invalid cursor"));
        JsonNode garbage = error(lambda.callTool("query_datasf", Map.of("cursor", "not-a-cursor")));
        assertEquals("validation", garbage.get("error_type").asText());
    }

    @Test
    void aCursorCannotBeMixedWithAnotherQueryOrDataset() {
        String cursor = ok(call(Map.of("soql", "SELECT *", "max_rows", 5)))
                .get("next_cursor")
                .asText();
        JsonNode withSoql = error(call(Map.of("cursor", cursor, "soql", "SELECT *")));
        assertTrue(withSoql.get("error").asText().startsWith("Invalid soql"));
        JsonNode otherDataset =
                error(lambda.callTool("query_datasf", Map.of("cursor", cursor, "dataset_id", "4tka-6guv")));
        assertTrue(otherDataset.get("error").asText().startsWith("Invalid dataset_id"));
    }

    @Test
    void missingQueryAndCursorNamesTheFields() {
        assertTrue(error(lambda.callTool("query_datasf", Map.of("soql", "SELECT *")))
                .get("error")
                .asText()
                .startsWith("Invalid dataset_id"));
        assertTrue(error(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES)))
                .get("error")
                .asText()
                .startsWith("Invalid soql"));
    }

    @Test
    void anOffsetBeyondWhatSocrataPagesIsAValidationError() {
        JsonNode err = error(call(Map.of("soql", "SELECT * OFFSET 9999999999")));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Invalid soql: OFFSET"), err.toString());
    }

    @Test
    void maxRowsAboveTheCapIsRefused() {
        JsonNode err = error(call(Map.of("soql", "SELECT *", "max_rows", 5000)));
        assertEquals("Invalid max_rows: must be at most 1000", err.get("error").asText());
    }

    @Test
    void aggregatedQueriesAreNotCutByTheRawRowDefault() {
        JsonNode grouped = ok(call(Map.of("soql", "SELECT date, count(*) AS n GROUP BY date")));
        String ran = grouped.at("/source/soql").asText();
        // as many as the byte budget holds, far more than the raw-row default
        int limit = Integer.parseInt(ran.substring(ran.lastIndexOf("LIMIT ") + 6));
        assertTrue(limit > 500, ran);
        assertFalse(grouped.at("/source/soql").asText().contains(":id"), "grouped rows are not ordered by :id");
        JsonNode raw = ok(call(Map.of("soql", "SELECT date")));
        assertTrue(raw.at("/source/soql").asText().endsWith("LIMIT 101"));
    }

    @Test
    void csvCarriesAHeaderAndTheRowsInFewerBytes() {
        JsonNode json = ok(call(Map.of("soql", "SELECT * LIMIT 50")));
        JsonNode csv = ok(call(Map.of("soql", "SELECT * LIMIT 50", "format", "csv")));
        assertEquals("csv", csv.get("format").asText());
        assertFalse(csv.has("data"));
        String[] lines = csv.get("csv").asText().split("\n");
        assertEquals("countid,id,date,counts,status", lines[0]);
        assertEquals(51, lines.length);
        assertEquals("19831896,100009425,2023-06-03T00:00:00.000,27,0", lines[1]);
        int jsonBytes = json.get("data").toString().getBytes(StandardCharsets.UTF_8).length;
        int csvBytes = csv.get("csv").asText().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(csvBytes * 2 < jsonBytes, "CSV " + csvBytes + " bytes vs JSON " + jsonBytes);
    }

    @Test
    void aBadFormatNamesTheChoices() {
        JsonNode err = error(call(Map.of("soql", "SELECT *", "format", "xml")));
        assertEquals(
                "Invalid format: must be one of json, csv", err.get("error").asText());
    }

    @Test
    void everyAnswerCitesItsSource() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode source = ok(call(Map.of("soql", "SELECT * LIMIT 1"))).get("source");
        assertEquals(BIKES, source.get("dataset_id").asText());
        assertEquals("Bicycle Counts", source.get("dataset_name").asText());
        assertTrue(source.get("permalink").asText().endsWith("/d/" + BIKES));
        assertEquals("2025-04-27T15:12:09Z", source.get("data_updated_at").asText());
        assertEquals("SELECT * ORDER BY :id LIMIT 1", source.get("soql").asText());
    }

    @Test
    void aQueryWithoutLimitEndsWithoutCursorWhenEverythingFits() {
        JsonNode page = ok(call(Map.of("soql", "SELECT * WHERE status = '4'")));
        assertFalse(page.get("truncated").asBoolean());
        assertNull(page.get("next_cursor"));
    }
}
