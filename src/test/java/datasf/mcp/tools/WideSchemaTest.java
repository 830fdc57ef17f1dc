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
import datasf.mcp.support.WideDataset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A dataset of 1,000 columns (real portals have datasets with hundreds) through the Lambda
 * handler, served by the fake's SoQL engine: get_schema answers the columns that fit the byte
 * budget, says how many there are and how to get the rest, and a page walk lists every column
 * once; {@code columns} finds some by name or type; the data tools know every column, so a query
 * on the last ones runs as written, and a near miss of one is corrected to it.
 */
@LambdaTest
class WideSchemaTest {

    private static final String WIDE = WideDataset.ID;
    private static final int COLUMNS = WideDataset.COLUMNS;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    WideSchemaTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void serveTheWideDataset() {
        WideDataset.serve(socrata); // the fake is reset before each test
    }

    private static List<String> fields() {
        return WideDataset.fields();
    }

    private JsonNode schema(Map<String, Object> extra) {
        Map<String, Object> arguments = new HashMap<>(extra);
        arguments.put("dataset_id", WIDE);
        JsonNode result = lambda.callTool("get_schema", arguments);
        int bytes = result.path("structuredContent").toString().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes <= 32768, "an answer of " + bytes + " bytes");
        return result;
    }

    @Test
    void aThousandColumnsAnswerTheColumnsThatFitAndHowToGetTheRest() {
        JsonNode first = ok(schema(Map.of()));
        assertEquals(COLUMNS, first.get("column_count").asInt(), first::toString);
        int listed = first.get("columns").size();
        assertTrue(listed > 100 && listed < COLUMNS, () -> listed + " columns listed");
        assertEquals(listed, first.get("next_column_offset").asInt());
        assertEquals("survey_answer_0000", first.at("/columns/0/fieldName").asText());
        assertFalse(first.at("/columns/0").has("description"), "descriptions go first");
        String message = first.get("message").asText();
        assertTrue(
                message.startsWith("Columns 1-" + listed + " of 1000 are listed")
                        && message.contains("column_offset " + listed),
                message);
        assertTrue(first.get("row_count").asLong() == 30, first.get("row_count")::toString);
    }

    @Test
    void walkingThePagesListsEveryColumnOnceInOrder() {
        List<String> seen = new ArrayList<>();
        Integer offset = 0;
        int pages = 0;
        while (offset != null) {
            JsonNode page = ok(schema(offset == 0 ? Map.of() : Map.of("column_offset", offset)));
            page.get("columns").forEach(c -> seen.add(c.get("fieldName").asText()));
            offset = page.has("next_column_offset")
                    ? page.get("next_column_offset").asInt()
                    : null;
            pages++;
        }
        assertEquals(fields(), seen);
        assertTrue(pages <= 4, pages + " pages");
    }

    @Test
    void columnsFindsColumnsByNameOrTypeWithTheirDescriptions() {
        JsonNode dates = ok(schema(Map.of("columns", "date")));
        assertEquals(1, dates.get("column_count").asInt(), dates::toString);
        assertEquals("inspection_date", dates.at("/columns/0/fieldName").asText());
        assertEquals(
                "What the survey recorded as inspection date",
                dates.at("/columns/0/description").asText());
        assertNull(dates.get("next_column_offset"));

        JsonNode two = ok(schema(Map.of("columns", "Neighborhood, total score")));
        assertEquals(
                List.of("neighborhood", "total_score"),
                two.get("columns").findValuesAsText("fieldName"),
                two::toString);

        JsonNode answers = ok(schema(Map.of("columns", "survey answer 099")));
        assertEquals(7, answers.get("column_count").asInt(), answers::toString); // 0990 to 0996

        JsonNode none = ok(schema(Map.of("columns", "zoning")));
        assertEquals(0, none.get("column_count").asInt());
        assertTrue(
                none.get("message").asText().startsWith("No column's name or type contains \"zoning\""),
                none::toString);
    }

    @Test
    void anOffsetPastTheLastColumnIsRefusedWithTheRange() {
        JsonNode err = error(schema(Map.of("column_offset", 1000)));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("use 0 to 999"), err::toString);
    }

    @Test
    void queriesOnTheLastColumnsRunAsWrittenAndANearMissOfOneIsCorrectedToIt() {
        ok(schema(Map.of())); // the cut answer: the tools below still know every column
        JsonNode rows = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        WIDE,
                        "soql",
                        "SELECT neighborhood, total_score, survey_answer_0970 WHERE inspection_date >= '2024-06-01' "
                                + "ORDER BY total_score LIMIT 3")));
        assertEquals(3, rows.get("count").asInt(), rows::toString);
        assertFalse(rows.has("corrections"), rows::toString);
        assertEquals("55", rows.at("/data/0/total_score").asText(), rows::toString);

        JsonNode fixed = ok(lambda.callTool(
                "query_datasf",
                Map.of("dataset_id", WIDE, "soql", "SELECT neighbourhood, count(*) GROUP BY neighbourhood")));
        assertEquals("neighborhood", fixed.at("/corrections/0/corrected").asText(), fixed::toString);
        assertEquals(3, fixed.get("count").asInt(), fixed::toString);

        JsonNode counted = ok(
                lambda.callTool("count_rows", Map.of("dataset_id", WIDE, "where", "survey_answer_0970 = 'answer 1'")));
        assertEquals(8, counted.get("count").asInt(), counted::toString);
        assertFalse(counted.has("corrections"), counted::toString);
    }
}
