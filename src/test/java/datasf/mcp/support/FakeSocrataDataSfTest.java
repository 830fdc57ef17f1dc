package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The DataSF datasets over real HTTP: Socrata's status codes, headers and JSON shapes. */
class FakeSocrataDataSfTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static FakeSocrata fake;

    @BeforeAll
    static void start() {
        fake = FakeSocrata.start();
    }

    @AfterAll
    static void stop() {
        fake.close();
    }

    private static HttpResponse<String> get(String path, Map<String, String> params)
            throws IOException, InterruptedException {
        String query = params.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        URI uri = URI.create(fake.baseUrl() + path + (query.isEmpty() ? "" : "?" + query));
        return HTTP.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> soql(String datasetId, String soql) throws IOException, InterruptedException {
        return get("/resource/" + datasetId + ".json", Map.of("$query", soql));
    }

    private static JsonNode json(HttpResponse<String> response) throws IOException {
        return MAPPER.readTree(response.body());
    }

    @Test
    void everyDataSfDatasetHasItsViewsAndRows() throws Exception {
        for (String id : DataSfDatasets.IDS) {
            HttpResponse<String> views = get("/api/views/" + id + ".json", Map.of());
            assertEquals(200, views.statusCode(), id);
            assertEquals(id, json(views).get("id").asText());
            JsonNode count = json(soql(id, "SELECT count(*) AS n"));
            assertEquals(
                    DataSfDatasets.dataset(id).rows().size(), count.at("/0/n").asInt(), id);
        }
    }

    @Test
    void rowsComeCommaFirstWithTheirFieldsAndTypesInHeaders() throws Exception {
        HttpResponse<String> response = soql(
                DataSfDatasets.POLICE_INCIDENTS,
                "SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC LIMIT 2");
        assertEquals(200, response.statusCode());
        assertEquals(
                "[{\"police_district\":\"Central\",\"n\":\"453\"}\n,{\"police_district\":\"Mission\",\"n\":\"380\"}]\n",
                response.body());
        assertEquals(
                "[\"police_district\",\"n\"]",
                response.headers().firstValue("X-SODA2-Fields").orElseThrow());
        assertEquals(
                "[\"text\",\"number\"]",
                response.headers().firstValue("X-SODA2-Types").orElseThrow());
    }

    @Test
    void aParseErrorIsQueryCompilerMalformedWithThePosition() throws Exception {
        HttpResponse<String> response = soql(DataSfDatasets.POLICE_INCIDENTS, "SELECT TOP 5 incident_id");
        assertEquals(400, response.statusCode());
        assertEquals(
                "query.compiler.malformed",
                response.headers().firstValue("X-Error-Code").orElseThrow());
        JsonNode error = json(response);
        assertEquals("query.compiler.malformed", error.get("code").asText());
        assertTrue(error.get("error").asBoolean());
        assertEquals(
                "Could not parse SoQL query \"SELECT TOP 5 incident_id\" at line 1 character 12: Expected one of "
                        + "WHERE, GROUP BY, HAVING, ORDER BY, LIMIT, OFFSET, SEARCH, `|>' or end of input, but got `5'",
                error.get("message").asText());
        assertEquals("SELECT TOP 5 incident_id", error.at("/data/query").asText());
    }

    @Test
    void analysisErrorsComeInTheQueryCoordinatorShape() throws Exception {
        JsonNode column = json(soql(DataSfDatasets.POLICE_INCIDENTS, "SELECT incident_catagory"));
        assertEquals("query.soql.no-such-column", column.get("errorCode").asText());
        assertEquals(
                "Query coordinator error: query.soql.no-such-column; No such column: incident_catagory; position: "
                        + "Map(row -> 1, column -> 8, line -> \"SELECT incident_catagory\n       ^\")",
                column.get("message").asText());
        assertEquals("incident_catagory", column.at("/data/column").asText());
        assertEquals(8, column.at("/data/position/column").asInt());
        assertTrue(column.at("/data/dataset").asText().startsWith("alpha."));
        assertFalse(column.has("code"), "this shape has errorCode, not code");

        JsonNode type = json(soql(DataSfDatasets.POLICE_INCIDENTS, "SELECT count(*) WHERE incident_year = 2022"));
        assertEquals("query.soql.type-mismatch", type.get("errorCode").asText());
        assertEquals("op$=", type.at("/data/function").asText());
        assertEquals("number", type.at("/data/type").asText());

        JsonNode function = json(soql(DataSfDatasets.POLICE_INCIDENTS, "SELECT year(incident_date)"));
        assertEquals("query.soql.no-such-function", function.get("errorCode").asText());
        assertEquals(1, function.at("/data/arity").asInt());
    }

    @Test
    void soda21ParametersAndColumnFiltersMakeOneQuery() throws Exception {
        JsonNode rows = json(get(
                "/resource/wg3w-h783.json",
                Map.of(
                        "$select",
                        "incident_id, police_district",
                        "$where",
                        "incident_year = '2024'",
                        "police_district",
                        "Park",
                        "$order",
                        "incident_id",
                        "$limit",
                        "3")));
        assertEquals(3, rows.size());
        rows.forEach(r -> assertEquals("Park", r.get("police_district").asText()));
        assertTrue(rows.get(0).get("incident_id").asLong()
                < rows.get(1).get("incident_id").asLong());

        HttpResponse<String> unknown = get("/resource/wg3w-h783.json", Map.of("polce_district", "Park"));
        assertEquals(400, unknown.statusCode());
        assertEquals(
                "Unrecognized arguments [polce_district]",
                json(unknown).get("message").asText());
    }

    @Test
    void theOlderFixtureDatasetsKeepTheirRecordedAnswers() throws Exception {
        HttpResponse<String> bikes = soql("uczf-rk3c", "SELECT * LIMIT 2");
        assertEquals(200, bikes.statusCode());
        assertEquals(2, json(bikes).size());
        assertEquals(404, get("/api/views/zzzz-zzzz.json", Map.of()).statusCode());
        assertEquals(404, soql("zzzz-zzzz", "SELECT *").statusCode());
    }

    /**
     * {@code .csv} answers the query as the portal's CSV export: a header of the output columns in
     * the select list's order (a column null in every row included, as Socrata's header comes from
     * the query, not the rows), every cell quoted, a null an empty cell, a checkbox true/false, a
     * point WKT; the same rows as {@code .json}; a failed query the same JSON error.
     */
    @Test
    void theCsvExportHoldsTheQuerysRowsUnderItsOutputColumns() throws Exception {
        String query = "SELECT incident_id, cad_number, filed_online, point, incident_description AS what "
                + "WHERE filed_online = true AND point IS NOT NULL ORDER BY incident_id LIMIT 6";
        HttpResponse<String> csv = get("/resource/wg3w-h783.csv", Map.of("$query", query));
        assertEquals(200, csv.statusCode());
        assertTrue(csv.headers().firstValue("Content-Type").orElseThrow().startsWith("text/csv"));
        String[] lines = csv.body().split("\n");
        assertEquals("\"incident_id\",\"cad_number\",\"filed_online\",\"point\",\"what\"", lines[0]);
        assertEquals(7, lines.length, csv.body());
        JsonNode rows = json(soql("wg3w-h783", query));
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = rows.get(i);
            assertTrue(
                    lines[i + 1].startsWith("\"" + row.get("incident_id").asText() + "\",\"\",\"true\","),
                    "no CAD number online: an empty cell; " + lines[i + 1]);
            JsonNode at = row.path("point").path("coordinates");
            assertTrue(
                    lines[i + 1].contains(
                            "\"POINT (" + at.get(0).asText() + " " + at.get(1).asText() + ")\""),
                    lines[i + 1]);
        }
        assertEquals(SodaCsv.read(csv.body()).size(), rows.size());

        HttpResponse<String> allNull = get(
                "/resource/wg3w-h783.csv",
                Map.of("$query", "SELECT incident_id, cad_number WHERE cad_number IS NULL LIMIT 2"));
        assertTrue(allNull.body().startsWith("\"incident_id\",\"cad_number\"\n"), allNull.body());
        assertTrue(allNull.body().endsWith("\",\"\"\n"), "a null as an empty quoted cell: " + allNull.body());

        HttpResponse<String> failed = get("/resource/wg3w-h783.csv", Map.of("$query", "SELECT nope"));
        assertEquals(400, failed.statusCode());
        assertEquals(
                "query.soql.no-such-column",
                MAPPER.readTree(failed.body()).get("errorCode").asText());
    }
}
