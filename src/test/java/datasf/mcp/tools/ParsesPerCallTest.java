package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * How often one call turns SoQL text into a tree, counted by the parser itself
 * ({@link SoqlTree#parses()}), through the Lambda handler: once for the text a call reads (the
 * caller's query, the query a tool builds around a {@code where}, the query a cursor carries),
 * whatever repairs, checks, advice and paging read it; once more only for each text the call
 * builds from it, each counted below with the reason it is parsed.
 */
@LambdaTest
class ParsesPerCallTest {

    private static final String POLICE = "wg3w-h783";

    private final LambdaHarness lambda;

    ParsesPerCallTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    /** The schema at hand, as on a warm instance: the repairs that need it run before sending. */
    @BeforeEach
    void warmSchema() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE, "columns", "district")));
    }

    /** The call's answer and the parses it made. */
    private record Counted(JsonNode answer, long parses) {}

    private Counted call(String tool, Map<String, Object> arguments) {
        long before = SoqlTree.parses();
        JsonNode answer = ok(lambda.callTool(tool, arguments));
        return new Counted(answer, SoqlTree.parses() - before);
    }

    private static Map<String, Object> query(String soql) {
        return Map.of("dataset_id", POLICE, "soql", soql);
    }

    @Test
    void aValidQueryIsParsedOnce() {
        Counted rows = call(
                "query_datasf",
                query("SELECT incident_id, incident_category WHERE police_district = 'Mission' LIMIT 5"));
        assertEquals(5, rows.answer().get("count").asInt());
        assertEquals(1, rows.parses(), "the query; the checker, the checks, the page and its export share it");

        Counted grouped = call(
                "query_datasf",
                query("SELECT incident_category, count(*) AS n WHERE incident_year = '2024' "
                        + "GROUP BY incident_category ORDER BY n DESC LIMIT 3"));
        assertEquals(3, grouped.answer().get("count").asInt());
        assertEquals(1, grouped.parses());
    }

    @Test
    void aRepairedQueryIsParsedOnceMoreForTheTextTheRepairsMade() {
        Counted corrected = call(
                "query_datasf",
                query("SELECT incident_id, incident_catagory WHERE police_district = 'Mission' LIMIT 5"));
        assertNotNull(corrected.answer().get("corrections"));
        // the query as written, then the one with the column's name corrected, which is what runs
        assertEquals(2, corrected.parses());

        Counted rewritten = call(
                "query_datasf",
                query("SELECT incident_id, incident_catagory FROM t WHERE police_district = 'Mission';"));
        assertTrue(rewritten.answer().get("corrections").size() >= 3, rewritten.answer()::toString);
        // as written (it is not SoQL), once its SQL is SoQL, once its column is corrected
        assertEquals(3, rewritten.parses());
    }

    @Test
    void eachPageParsesTheQueryItRunsOnce() {
        Counted first = call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_id, incident_category WHERE police_district = 'Mission'",
                        "max_rows",
                        3));
        String cursor = first.answer().path("next_cursor").asText(null);
        assertNotNull(cursor, first.answer()::toString);
        assertEquals(1, first.parses(), "its order, LIMIT, cursor and export are spliced from the one tree");

        Counted next = call("query_datasf", Map.of("cursor", cursor));
        assertEquals(3, next.answer().get("count").asInt());
        assertEquals(1, next.parses(), "the query the cursor carries");
    }

    @Test
    void theToolsThatWriteTheQueryParseItOnce() {
        List<Counted> calls = List.of(
                call(
                        "aggregate",
                        Map.of(
                                "dataset_id",
                                POLICE,
                                "group_by",
                                List.of("police_district"),
                                "where",
                                "incident_category = 'Burglary'")),
                call("count_rows", Map.of("dataset_id", POLICE, "where", "police_district = 'Mission'")),
                call("distinct_values", Map.of("dataset_id", POLICE, "column", "police_district", "limit", 3)),
                call(
                        "distinct_values",
                        Map.of(
                                "dataset_id",
                                POLICE,
                                "column",
                                "incident_category",
                                "where",
                                "police_district = 'Mission'")));
        for (Counted counted : calls) {
            assertFalse(counted.answer().has("hints"), counted.answer()::toString);
            assertEquals(1, counted.parses(), counted.answer()::toString);
        }
        assertEquals(0, call("count_rows", Map.of("dataset_id", POLICE)).parses(), "no condition: no SoQL to read");
    }

    @Test
    void aRepairedWhereIsParsedOnceMore() {
        Counted counted = call("count_rows", Map.of("dataset_id", POLICE, "where", "police_distrct = 'Mission'"));
        assertNotNull(counted.answer().get("corrections"));
        // the count as written, then with the column's name corrected
        assertEquals(2, counted.parses());
    }

    @Test
    void aValueCorrectedReRunIsParsedOnceMore() {
        Counted counted = call("count_rows", Map.of("dataset_id", POLICE, "where", "police_district = 'MISSION'"));
        assertTrue(counted.answer().get("count").asLong() > 0, counted.answer()::toString);
        // the count as written (no rows), then the query with the value the advisor found, run again
        assertEquals(2, counted.parses());
    }

    @Test
    void aRefusedQueryIsParsedOnceAndItsFixOnceForEachCheckOfIt() {
        for (String soql : List.of(
                "SELECT foo(incident_id)",
                "SELECT incident_id WHERE incident_datetime > 'yesterday'",
                "SELECT incident_id WHERE incident_id IN (SELECT x)",
                "SELECT incident_id WHERE nosuch = 1")) {
            long before = SoqlTree.parses();
            assertTrue(
                    lambda.callTool("query_datasf", query(soql)).path("isError").asBoolean());
            assertEquals(1, SoqlTree.parses() - before, soql + ": Socrata's refusal is explained from its tree");
        }
        long before = SoqlTree.parses();
        JsonNode refused = lambda.callTool("query_datasf", query("SELECT incident_category, count(*) AS n"));
        assertTrue(refused.toString().contains("GROUP BY incident_category"), refused::toString);
        // the query; the fix the checker writes (GROUP BY the column), which it checks as it builds
        // it, then the gate every suggested query passes, whoever wrote it
        assertEquals(3, SoqlTree.parses() - before);
    }
}
