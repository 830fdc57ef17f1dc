package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.catalog.CompactColumns;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaHarnesses;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Search and list results carry each dataset's columns as {@code field_name:type}, the names and
 * types get_schema gives; the most useful ones with a count of the rest when a dataset has many;
 * fewer per dataset when there are many datasets, so the answer keeps them all within its byte
 * budget. Through the Lambda handler against the recorded DataSF catalog.
 */
@LambdaTest
class ResultColumnsTest {

    private final LambdaHarness lambda;
    private final LambdaHarnesses harnesses;

    ResultColumnsTest(LambdaHarness lambda, LambdaHarnesses harnesses) {
        this.lambda = lambda;
        this.harnesses = harnesses;
    }

    @BeforeAll
    static void serveTheDataSfCatalog(FakeSocrata socrata) {
        socrata.serveDataSfCatalog();
    }

    /** {@code "a:text, b:number, +3 more"} -> {a=text, b=number}. */
    private static Map<String, String> columns(JsonNode result) {
        Map<String, String> columns = new LinkedHashMap<>();
        for (String entry : result.get("columns").asText().split(", ")) {
            if (!entry.startsWith("+")) {
                String[] nameAndType = entry.split(":", 2);
                columns.put(nameAndType[0], nameAndType[1]);
            }
        }
        return columns;
    }

    private static int more(JsonNode result) {
        String text = result.get("columns").asText();
        return text.matches(".*, \\+\\d+ more$") ? Integer.parseInt(text.replaceAll(".*, \\+(\\d+) more$", "$1")) : 0;
    }

    @Test
    void searchResultsListColumnsWithGetSchemasNamesAndTypes() {
        JsonNode found = ok(lambda.callTool("search_datasf", Map.of("query", "street trees")));
        JsonNode trees = found.at("/results/0");
        assertEquals(DataSfDatasets.STREET_TREES, trees.get("id").asText());

        JsonNode schema = ok(lambda.callTool("get_schema", Map.of("dataset_id", DataSfDatasets.STREET_TREES)));
        Map<String, String> expected = new LinkedHashMap<>();
        schema.get("columns")
                .forEach(c -> expected.put(
                        c.get("fieldName").asText(), c.get("dataType").asText()));
        assertEquals(expected, columns(trees), "every column of a dataset with few, in its order, typed as get_schema");
        assertEquals(0, more(trees));
    }

    @Test
    void aDatasetWithManyColumnsShowsTheMostUsefulAndCountsTheRest() {
        JsonNode incidents = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents")))
                .at("/results/0");
        assertEquals(DataSfDatasets.POLICE_INCIDENTS, incidents.get("id").asText());
        Map<String, String> shown = columns(incidents);

        assertEquals(CompactColumns.MAX_COLUMNS, shown.size(), incidents::toString);
        assertEquals(26 - CompactColumns.MAX_COLUMNS, more(incidents), "26 columns, the computed region left out");
        for (String useful : List.of(
                "incident_datetime",
                "incident_date",
                "incident_year",
                "incident_category",
                "police_district",
                "analysis_neighborhood",
                "resolution")) {
            assertTrue(shown.containsKey(useful), useful + " in " + shown);
        }
        for (String left : List.of("incident_number", "cad_number", "latitude", "longitude", "point")) {
            assertFalse(shown.containsKey(left), left + " not in " + shown);
        }
        assertFalse(incidents.get("columns").asText().contains(":@computed"), incidents::toString);
        assertEquals("calendar_date", shown.get("incident_date"));
    }

    @Test
    void listResultsCarryColumnsToo() {
        JsonNode listed = ok(lambda.callTool("list_datasf", Map.of("category", "Public Safety")));
        assertTrue(listed.get("count").asInt() > 1, listed::toString);
        for (JsonNode result : listed.get("results")) {
            assertFalse(columns(result).isEmpty(), result::toString);
        }
    }

    @Test
    void manyResultsShowFewerColumnsEachAndAllFitTheByteBudget() {
        int budget = 16_384;
        LambdaHarness small = harnesses.with(Map.of("datasf.limits.response-bytes", budget));
        JsonNode result = small.callTool("list_datasf", Map.of("limit", 20));
        JsonNode listed = ok(result);

        assertEquals(20, listed.get("count").asInt(), "no dataset left out for its columns");
        assertFalse(listed.has("truncated"), listed::toString);
        assertTrue(
                result.get("structuredContent").toString().getBytes(StandardCharsets.UTF_8).length <= budget,
                "within the budget");
        List<Integer> shown = new ArrayList<>();
        for (JsonNode r : listed.get("results")) {
            shown.add(columns(r).size());
            assertTrue(columns(r).size() >= CompactColumns.MIN_COLUMNS || more(r) == 0, r::toString);
        }
        JsonNode few = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents", "limit", 1)));
        assertTrue(
                columns(few.at("/results/0")).size() > shown.get(0),
                () -> "one result shows more columns than each of twenty: " + shown);
    }
}
