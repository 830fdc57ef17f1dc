package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CursorMint;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Cursors from answers whose query the server changed (SQL-isms repaired, a value corrected on an
 * empty answer, the query aggregate wrote) carry the query that ran, pass the cursor checks, and
 * walking them returns every row once. Through the Lambda handler against the type-checking fake
 * Socrata on DataSF's police incidents.
 */
@LambdaTest
class CursorContinuationTest {

    private static final String POLICE = "wg3w-h783";
    private final LambdaHarness lambda;

    CursorContinuationTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    /** The SoQL a cursor carries (signed, read as anyone can). */
    private static String soqlOf(String cursor) {
        return CursorMint.soql(cursor);
    }

    /** Every page from {@code first} on, following next_cursor. */
    private List<JsonNode> walk(JsonNode first, String rowsField) {
        List<JsonNode> rows = new ArrayList<>();
        first.get(rowsField).forEach(rows::add);
        JsonNode page = first;
        for (int pages = 0; page.has("next_cursor"); pages++) {
            assertTrue(pages < 100, "the walk ends");
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
            page.get("data").forEach(rows::add);
        }
        return rows;
    }

    private long count(String where) {
        return ok(lambda.callTool("count_rows", Map.of("dataset_id", POLICE, "where", where)))
                .get("count")
                .asLong();
    }

    @Test
    void aValueCorrectedQueryPagesOnWithTheCorrectedValue() {
        JsonNode first = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_id, incident_category WHERE incident_category = 'robbery'",
                        "max_rows",
                        20)));
        assertEquals("value", first.at("/corrections/0/kind").asText(), first::toString);
        String cursor = first.get("next_cursor").asText();
        assertEquals(
                "SELECT incident_id, incident_category WHERE incident_category = 'Robbery' ORDER BY :id",
                soqlOf(cursor));

        List<JsonNode> rows = walk(first, "data");
        Set<String> ids = new HashSet<>();
        rows.forEach(row -> {
            assertEquals("Robbery", row.get("incident_category").asText());
            assertTrue(ids.add(row.get("incident_id").asText()), "each row once: " + row);
        });
        assertEquals(count("incident_category = 'Robbery'"), rows.size(), "every row of the corrected query");
    }

    @Test
    void aRepairedQueryPagesOnWithTheRepairedSoqlWithinItsOwnLimit() {
        JsonNode first = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT TOP 45 i.incident_id FROM incidents i WHERE i.incident_category ILIKE 'assault';",
                        "max_rows",
                        20)));
        String cursor = first.get("next_cursor").asText();
        assertEquals(
                "SELECT incident_id WHERE upper(incident_category) LIKE upper('assault') ORDER BY :id LIMIT 45",
                soqlOf(cursor));
        List<JsonNode> rows = walk(first, "data");
        assertEquals(45, rows.size(), "the TOP 45 bounds the walk");
        assertEquals(
                45,
                rows.stream().map(r -> r.get("incident_id").asText()).distinct().count());
    }

    @Test
    void aggregatesCursorContinuesInQueryDatasfOverEveryGroupOnce() {
        JsonNode first = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "group_by",
                        List.of("Analysis Neighborhood"),
                        "where",
                        "incident_category = 'burglary';",
                        "limit",
                        7)));
        assertEquals(7, first.get("count").asInt());
        String soql = soqlOf(first.get("next_cursor").asText());
        assertTrue(
                soql.startsWith("SELECT analysis_neighborhood, count(*) AS count WHERE incident_category = 'Burglary' "
                        + "GROUP BY analysis_neighborhood"),
                soql);

        List<JsonNode> groups = walk(first, "rows");
        Set<String> names = new HashSet<>();
        long total = 0;
        for (JsonNode group : groups) {
            assertTrue(names.add(group.path("analysis_neighborhood").asText("(null)")), "each group once: " + group);
            total += group.get("count").asLong();
        }
        assertEquals(count("incident_category = 'Burglary'"), total, "the groups add up to every matching row");
    }

    @Test
    void maxRowsAndFormatPassedWithACursorShapeTheNextPages() {
        JsonNode first = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_id, police_district WHERE police_district = 'Park'",
                        "max_rows",
                        10)));
        Map<String, Object> next =
                new HashMap<>(Map.of("cursor", first.get("next_cursor").asText(), "max_rows", 4, "format", "csv"));
        JsonNode csv = ok(lambda.callTool("query_datasf", next));
        assertEquals("csv", csv.get("format").asText());
        assertEquals(4, csv.get("count").asInt());
        assertEquals(5, csv.get("csv").asText().split("\n").length, "a header and 4 rows: " + csv);
        assertFalse(
                csv.get("csv").asText().contains(first.at("/data/9/incident_id").asText() + ","),
                "the rows after the first page");

        next.put("max_rows", 5000);
        JsonNode tooMany = error(lambda.callTool("query_datasf", next));
        assertEquals("validation", tooMany.get("error_type").asText());
        assertTrue(tooMany.get("error").asText().startsWith("Invalid max_rows: must be at most"), tooMany::toString);
    }
}
