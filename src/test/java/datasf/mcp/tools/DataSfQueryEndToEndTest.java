package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The data tools through the Lambda handler against the type-checking fake, on DataSF's police
 * incidents: the server reads the fake's answers (rows, and Socrata's error shapes) as it reads
 * real Socrata's.
 */
@LambdaTest
class DataSfQueryEndToEndTest {

    private static final String INCIDENTS = DataSfDatasets.POLICE_INCIDENTS;
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    DataSfQueryEndToEndTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void serveTheDataSfCatalog(FakeSocrata socrata) {
        socrata.serveDataSfCatalog();
    }

    private JsonNode query(String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", INCIDENTS, "soql", soql));
    }

    /** Sent as written (auto_correct off), so Socrata's own answer to the mistake comes back. */
    private JsonNode asWritten(String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", INCIDENTS, "soql", soql, "auto_correct", false));
    }

    @Test
    void getSchemaCountsTheRecordedRows() {
        JsonNode schema = ok(lambda.callTool("get_schema", Map.of("dataset_id", INCIDENTS)));
        assertEquals(2500, schema.get("row_count").asInt());
        assertTrue(schema.get("columns").toString().contains("police_district"), schema.toString());
    }

    @Test
    void aGroupedQueryAnswersEveryDistrict() {
        JsonNode out = ok(query("SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC"));
        assertEquals(11, out.get("count").asInt());
        assertEquals("Central", out.at("/data/0/police_district").asText());
        assertEquals("453", out.at("/data/0/n").asText());
    }

    @Test
    void aMisspelledColumnIsCorrectedFromSocratasNoSuchColumnAnswer() {
        JsonNode out =
                ok(query("SELECT incident_catagory, count(*) AS n GROUP BY incident_catagory ORDER BY n DESC LIMIT 1"));
        assertEquals("Larceny Theft", out.at("/data/0/incident_category").asText(), out.toString());
        assertTrue(out.get("corrections").toString().contains("incident_category"), out.toString());
    }

    @Test
    void aTypeMismatchComesBackWithSocratasMessageAndCode() {
        JsonNode err = error(asWritten("SELECT count(*) AS n WHERE incident_year = 2022"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Type mismatch for op$=, is number"), err.toString());
        assertTrue(err.get("details").asText().contains("query.soql.type-mismatch"), err.toString());
        assertEquals("'2022'", err.at("/hints/0/suggestion").asText(), "the fix the server would have made");
    }

    @Test
    void aParseErrorComesBackWithSocratasMessage() {
        JsonNode err = error(asWritten("SELECT count(*) AS n WHERE police_district ILIKE 'mission'"));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("but got `ILIKE'"), err.toString());
        assertEquals(
                "upper(police_district) LIKE upper('mission')",
                err.at("/hints/0/suggestion").asText());
    }

    @Test
    void countRowsCountsWhatTheWhereMatches() {
        JsonNode out = ok(lambda.callTool(
                "count_rows",
                Map.of("dataset_id", INCIDENTS, "where", "police_district = 'Tenderloin' AND incident_year = '2024'")));
        long expected = DataSfDatasets.dataset(INCIDENTS).rows().stream()
                .filter(r -> "Tenderloin".equals(r.get("police_district")) && "2024".equals(r.get("incident_year")))
                .count();
        assertEquals(expected, out.get("count").asLong(), out.toString());
    }

    @Test
    void distinctValuesListsTheRecordedValuesMostFrequentFirst() {
        JsonNode out = ok(lambda.callTool(
                "distinct_values", Map.of("dataset_id", INCIDENTS, "column", "police_district", "limit", 3)));
        assertEquals("Central", out.at("/values/0/value").asText(), out.toString());
        assertEquals(453, out.at("/values/0/count").asInt(), out.toString());
        assertEquals(3, out.get("values").size(), out.toString());
    }

    @Test
    void aggregateGroupsAndAverages() {
        JsonNode out = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        INCIDENTS,
                        "group_by",
                        List.of("police_district"),
                        "metrics",
                        List.of(Map.of("fn", "count"), Map.of("fn", "avg", "column", "supervisor_district")),
                        "where",
                        "incident_year = '2023'",
                        "limit",
                        2)));
        assertEquals(2, out.get("rows").size(), out.toString());
        assertTrue(out.at("/rows/0/avg_supervisor_district").asDouble() > 0, out.toString());
    }

    @Test
    void searchFindsTheDatasetThatTheSchemaAndQueriesThenRead() {
        JsonNode found = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents", "limit", 3)));
        assertEquals(INCIDENTS, found.at("/results/0/id").asText(), found.toString());
        JsonNode trees = ok(lambda.callTool("search_datasf", Map.of("query", "street trees")));
        assertEquals(DataSfDatasets.STREET_TREES, trees.at("/results/0/id").asText(), trees.toString());
        assertEquals(
                0,
                ok(lambda.callTool("search_datasf", Map.of("query", "unicorn sightings")))
                        .get("count")
                        .asInt());
        String id = found.at("/results/0/id").asText();
        assertEquals(
                2500,
                ok(lambda.callTool("get_schema", Map.of("dataset_id", id)))
                        .get("row_count")
                        .asInt());
    }

    @Test
    void listingByCategoryBrowsesTheDataSfEntries() {
        JsonNode out = ok(lambda.callTool("list_datasf", Map.of("category", "Public Safety")));
        assertTrue(out.get("results").toString().contains(INCIDENTS), out.toString());
        out.get("results")
                .forEach(r -> assertEquals("Public Safety", r.get("category").asText()));
    }
}
