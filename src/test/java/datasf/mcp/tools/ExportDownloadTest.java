package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaHarnesses;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.SodaCsv;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every answer of query_datasf, aggregate, count_rows and distinct_values links the whole result
 * at the portal ({@code export}). Downloaded from the fake portal as a browser would (no token, no
 * header of the server's), the CSV and the JSON hold exactly the rows the tool answers when paged
 * through with next_cursor: the same rows, in the same order, all of them; for queries the server
 * repaired and queries it sent as written, from a cursor's page as from the first. With the App
 * Token configured, no URL holds it; every answer stays within its byte budget; the export costs
 * no request to the portal. Through the Lambda handler.
 */
@LambdaTest(properties = "datasf.app-token.value=" + ExportDownloadTest.TOKEN)
class ExportDownloadTest {

    static final String TOKEN = "export-test-app-token-5f1c";
    private static final String POLICE = DataSfDatasets.POLICE_INCIDENTS;
    private static final int BUDGET = 32_768;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final LambdaHarness lambda;
    private final FakeSocrata socrata;

    ExportDownloadTest(LambdaHarness lambda, FakeSocrata socrata) {
        this.lambda = lambda;
        this.socrata = socrata;
    }

    // ---- query_datasf ---------------------------------------------------------------------------

    @Test
    void rawRowsAsWrittenOverManyPages() {
        JsonNode first = call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_datetime, incident_category, police_district, point "
                                + "WHERE police_district = 'Tenderloin'",
                        "max_rows",
                        40));
        assertNull(first.get("corrections"), "sent as written");
        List<JsonNode> pages = walk(first);
        assertTrue(pages.size() > 3, "many pages: " + pages.size());
        assertExportHoldsThePages(pages, first.get("export"));
        assertTrue(rows(pages).stream().anyMatch(row -> row.has("point")), "points, which the CSV writes as WKT");
    }

    @Test
    void aRepairedGroupedQueryWithTiedCountsOverPages() {
        JsonNode first = call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT analysis_neighbourhood, count(*) AS n WHERE YEAR(incident_date) = 2024 "
                                + "GROUP BY analysis_neighbourhood ORDER BY n DESC",
                        // the first page ends between two counts, with two equal ones within it
                        "max_rows",
                        8));
        assertTrue(first.get("corrections").size() >= 2, "repaired: " + first.get("corrections"));
        List<JsonNode> pages = walk(first);
        assertTrue(pages.size() > 2, "pages: " + pages.size());
        List<String> counts =
                rows(pages).stream().map(row -> row.get("n").asText()).toList();
        assertTrue(counts.stream().distinct().count() < counts.size(), "some counts are tied: " + counts);
        assertExportHoldsThePages(pages, first.get("export"));
        assertTrue(
                query(first.at("/export/csv_url").asText()).contains("WHERE date_extract_y(incident_date) = 2024"),
                "the repaired query, not the one written");
    }

    @Test
    void tiesLimitAndOffsetOfTheQueryAsCsvPagesFromACursorOn() {
        JsonNode first = call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_id, police_district, incident_category ORDER BY police_district LIMIT 90 "
                                + "OFFSET 15",
                        "max_rows",
                        25,
                        "format",
                        "csv"));
        List<JsonNode> pages = walk(first);
        assertEquals(4, pages.size(), "90 rows in pages of 25");
        assertEquals(90, rows(pages).size());
        assertExportHoldsThePages(pages, first.get("export"));
        String exported = query(first.at("/export/csv_url").asText());
        assertTrue(exported.endsWith("ORDER BY police_district, :id LIMIT 90 OFFSET 15"), exported);

        // from a cursor's page: the same whole result, and its last page knows how many rows it has
        for (JsonNode page : pages.subList(1, pages.size())) {
            assertEquals(first.at("/export/csv_url"), page.at("/export/csv_url"));
        }
        assertEquals(90, pages.get(pages.size() - 1).at("/export/rows").asInt());
        assertTrue(first.at("/export/note").asText().startsWith("rows unknown"), first.toString());
    }

    @Test
    void oneWholePageIsTheQueryAsItRanWithItsRowsCounted() {
        JsonNode only = call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC"));
        assertFalse(only.has("next_cursor"));
        assertEquals(11, only.at("/export/rows").asInt());
        assertNull(only.at("/export").get("note"));
        assertEquals(
                only.at("/source/soql").asText().replaceAll("LIMIT \\d+$", "LIMIT 2147483647"),
                query(only.at("/export/csv_url").asText()),
                "the query that ran, every row");
        assertExportHoldsThePages(List.of(only), only.get("export"));
    }

    // ---- aggregate ------------------------------------------------------------------------------

    @Test
    void aggregateGroupsPagedThroughQueryDatasfCursors() {
        JsonNode first =
                call("aggregate", Map.of("dataset_id", POLICE, "group_by", List.of("police_district"), "limit", 4));
        List<JsonNode> pages = walk(first);
        assertEquals(3, pages.size(), "11 districts in pages of 4");
        assertExportHoldsThePages(pages, first.get("export"));
        assertEquals(11, pages.get(2).at("/export/rows").asInt());
    }

    @Test
    void aggregateWithARepairedConditionAndADisplayName() {
        JsonNode first = call(
                "aggregate",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "group_by",
                        List.of("Incident Category"),
                        "metrics",
                        List.of(Map.of("fn", "count"), Map.of("fn", "max", "column", "incident_datetime")),
                        "where",
                        "incident_year = 2024",
                        "limit",
                        7));
        assertTrue(first.get("corrections").size() >= 2, "repaired: " + first.get("corrections"));
        List<JsonNode> pages = walk(first);
        assertTrue(pages.size() > 2, "pages: " + pages.size());
        assertExportHoldsThePages(pages, first.get("export"));
    }

    // ---- distinct_values ------------------------------------------------------------------------

    @Test
    void distinctValuesAllOfThemCounted() {
        JsonNode all = call("distinct_values", Map.of("dataset_id", POLICE, "column", "police_district"));
        assertFalse(all.get("truncated").asBoolean());
        assertEquals(11, all.at("/export/rows").asInt());
        assertEquals(valueRows(all), exportedJson(all.get("export")));
        assertEquals(cells(valueRows(all)), exportedCsv(all.get("export")));
    }

    @Test
    void distinctValuesCutToALimitWithARepairedCondition() {
        JsonNode cut = call(
                "distinct_values",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "column",
                        "Incident Catagory",
                        "where",
                        "incident_year = 2024",
                        "limit",
                        5));
        assertTrue(cut.get("truncated").asBoolean());
        assertTrue(cut.get("corrections").size() >= 2, "repaired: " + cut.get("corrections"));
        assertNull(cut.at("/export").get("rows"), "more values than the answer: not counted");
        List<JsonNode> exported = exportedJson(cut.get("export"));
        assertEquals(valueRows(cut), exported.subList(0, 5), "the answer is the export's start");
        // every value: what the tool answers with a limit that holds them all
        JsonNode every = call(
                "distinct_values",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "column",
                        "Incident Catagory",
                        "where",
                        "incident_year = 2024",
                        "limit",
                        1000));
        assertFalse(every.get("truncated").asBoolean());
        assertEquals(valueRows(every), exported);
        assertEquals(cells(valueRows(every)), exportedCsv(cut.get("export")));
        assertEquals(every.at("/export/csv_url"), cut.at("/export/csv_url"), "the same whole result");
    }

    // ---- count_rows -----------------------------------------------------------------------------

    @Test
    void countRowsExportsTheRowsItCountedAsQueryDatasfPagesThem() {
        for (String where : List.of(
                "police_district = 'Mission' AND incident_year = '2024'", // as written
                "police_district = 'TENDERLOIN'", // a value's case repaired on the empty answer
                "incident_year = 2023 AND police_district = 'Bayview'")) { // a number literal for a text column
            JsonNode counted = call("count_rows", Map.of("dataset_id", POLICE, "where", where));
            long count = counted.get("count").asLong();
            assertTrue(count > 20, where + ": " + count);
            assertEquals(count, counted.at("/export/rows").asLong());
            JsonNode first = call(
                    "query_datasf",
                    Map.of(
                            "dataset_id",
                            POLICE,
                            "soql",
                            "SELECT * WHERE " + counted.get("where").asText()));
            List<JsonNode> pages = walk(first);
            assertEquals(count, rows(pages).size());
            assertExportHoldsThePages(pages, counted.get("export"));
        }
    }

    @Test
    void countRowsWithoutAConditionExportsTheWholeDataset() {
        JsonNode counted = call("count_rows", Map.of("dataset_id", POLICE));
        assertEquals(2500, counted.at("/export/rows").asLong());
        assertEquals(2500, exportedJson(counted.get("export")).size());
        assertEquals(2500, exportedCsv(counted.get("export")).size());
    }

    // ---- what every call must hold ----------------------------------------------------------------

    @Test
    void anAnswerCostsTheRequestsItDidBeforeAndNoneForItsExport() {
        call("get_schema", Map.of("dataset_id", POLICE)); // the metadata, cached: only the tools' own requests remain
        List<Map.Entry<String, Map<String, Object>>> calls = List.of(
                Map.entry("count_rows", Map.of("dataset_id", POLICE, "where", "police_district = 'Park'")),
                Map.entry("distinct_values", Map.of("dataset_id", POLICE, "column", "police_district", "limit", 3)),
                Map.entry(
                        "aggregate", Map.of("dataset_id", POLICE, "group_by", List.of("police_district"), "limit", 3)),
                Map.entry(
                        "query_datasf",
                        Map.of(
                                "dataset_id",
                                POLICE,
                                "soql",
                                "SELECT incident_id WHERE police_district = 'Park'",
                                "max_rows",
                                10)));
        for (Map.Entry<String, Map<String, Object>> call : calls) {
            int before = socrata.requests().size();
            JsonNode answer = call(call.getKey(), call.getValue());
            List<FakeSocrata.Request> made =
                    socrata.requests().subList(before, socrata.requests().size());
            assertEquals(1, made.size(), call.getKey() + " asked once: " + made);
            assertTrue(made.get(0).path().endsWith(".json"), made.toString());
            assertTrue(answer.at("/export/csv_url").isTextual(), answer::toString);
        }
    }

    /**
     * A long query on a small budget: pages keep room for the export, so every answer fits; the
     * links that would take over half the budget give way to the sentence why, and the rows still
     * come, every one once.
     */
    @Test
    void aLongQueryOnASmallBudgetFitsWithItsExportOrTheReasonThereIsNone(LambdaHarnesses harnesses) {
        int budget = 6_000;
        LambdaHarness small = harnesses.with(Map.of("datasf.limits.response-bytes", budget));
        StringBuilder soql = new StringBuilder("SELECT incident_id, police_district WHERE police_district = 'Park'");
        while (soql.length() < 1_500) {
            soql.append(" AND police_district != 'Nowhere ")
                    .append(soql.length())
                    .append("'");
        }
        List<JsonNode> pages = new ArrayList<>();
        JsonNode page = ok(
                small.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", soql.toString(), "max_rows", 400)));
        while (true) {
            pages.add(page);
            int bytes = page.toString().getBytes(StandardCharsets.UTF_8).length;
            assertTrue(bytes <= budget, "an answer of " + bytes + " bytes");
            assertFalse(page.get("export").has("csv_url"), "links over half the budget: none");
            assertTrue(page.at("/export/note").asText().contains("over half of this answer's size budget"));
            if (!page.has("next_cursor") || pages.size() == 60) {
                break;
            }
            page = ok(small.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        }
        assertFalse(page.has("next_cursor"), "the walk ends: " + pages.size() + " pages");
        assertTrue(pages.size() > 2, "pages of a small budget: " + pages.size());
        List<String> ids =
                rows(pages).stream().map(row -> row.get("incident_id").asText()).toList();
        assertEquals(ids.size(), new java.util.HashSet<>(ids).size(), "each row once");
        assertEquals(ids.size(), pages.get(pages.size() - 1).at("/export/rows").asInt(), "the last page counts them");
    }

    // ---- helpers --------------------------------------------------------------------------------

    /**
     * A call's structured content, checked as every export must be: within the byte budget, URLs
     * that parse as they are, at the configured portal, without the App Token.
     */
    private JsonNode call(String tool, Map<String, Object> arguments) {
        JsonNode result = lambda.callTool(tool, arguments);
        JsonNode answer = ok(result);
        int bytes = answer.toString().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes <= BUDGET, tool + " answer of " + bytes + " bytes");
        JsonNode export = answer.get("export");
        if (!"get_schema".equals(tool)) {
            assertTrue(export != null && export.get("csv_url").isTextual(), tool + ": " + answer);
            for (String field : List.of("csv_url", "json_url")) {
                String url = export.get(field).asText();
                assertFalse(url.contains(TOKEN) || url.toLowerCase().contains("token"), url);
                URI uri = URI.create(url); // throws on anything a browser would have to fix first
                assertEquals(
                        socrata.baseUrl() + "/resource/" + POLICE + (field.equals("csv_url") ? ".csv" : ".json"),
                        uri.getScheme() + "://" + uri.getRawAuthority() + uri.getRawPath());
            }
        }
        return answer;
    }

    /** The first answer and every page after it, following next_cursor with query_datasf. */
    private List<JsonNode> walk(JsonNode first) {
        List<JsonNode> pages = new ArrayList<>(List.of(first));
        for (JsonNode page = first; page.has("next_cursor"); pages.add(page)) {
            assertTrue(pages.size() < 200, "the walk ends");
            page = call("query_datasf", Map.of("cursor", page.get("next_cursor").asText()));
        }
        return pages;
    }

    /** The rows of the pages as JSON objects, in order (CSV pages read back, empty cells left out). */
    private static List<JsonNode> rows(List<JsonNode> pages) {
        List<JsonNode> rows = new ArrayList<>();
        for (JsonNode page : pages) {
            if (page.has("csv")) {
                SodaCsv.read(page.get("csv").asText())
                        .forEach(row -> rows.add(LambdaHarness.read(LambdaHarness.write(row))));
            } else {
                page.get(page.has("data") ? "data" : "rows").forEach(rows::add);
            }
        }
        return rows;
    }

    /**
     * The export's JSON and CSV hold the pages' rows, in order. CSV pages (the server's CSV) are
     * compared with the export's JSON written the way the server writes a cell.
     */
    private void assertExportHoldsThePages(List<JsonNode> pages, JsonNode export) {
        List<JsonNode> paged = rows(pages);
        List<JsonNode> exported = exportedJson(export);
        if (pages.get(0).has("csv")) {
            assertEquals(
                    paged,
                    exported.stream().map(ExportDownloadTest::asServerCsv).toList());
            assertEquals(paged.size(), exportedCsv(export).size());
        } else {
            assertEquals(paged, exported, "the JSON export: the pages' rows");
            assertEquals(cells(paged), exportedCsv(export), "the CSV export: the pages' rows");
        }
    }

    /** The rows at the export's JSON URL. */
    private List<JsonNode> exportedJson(JsonNode export) {
        String body = download(export.get("json_url").asText(), "application/json");
        List<JsonNode> rows = new ArrayList<>();
        LambdaHarness.read(body).forEach(rows::add);
        return rows;
    }

    /** The rows at the export's CSV URL, checked to be the portal's CSV: a header, every cell quoted. */
    private List<Map<String, String>> exportedCsv(JsonNode export) {
        String body = download(export.get("csv_url").asText(), "text/csv");
        assertTrue(body.startsWith("\""), "every cell quoted, the header's too");
        return SodaCsv.read(body);
    }

    /** GET as a browser would, the URL exactly as given; the request reached the portal without a token. */
    private String download(String url, String type) {
        try {
            HttpResponse<String> response =
                    HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), url + " -> " + response.body());
            assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith(type), url);
            FakeSocrata.Request got = socrata.requests().get(socrata.requests().size() - 1);
            assertNull(got.header("X-App-Token"), "a link works without the server's token");
            return response.body();
        } catch (IOException e) {
            throw new AssertionError(url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(url, e);
        }
    }

    /** Rows as the portal's CSV writes their cells (a point as WKT), nulls left out. */
    private static List<Map<String, String>> cells(List<JsonNode> rows) {
        List<Map<String, String>> cells = new ArrayList<>();
        for (JsonNode row : rows) {
            Map<String, String> cell = new LinkedHashMap<>();
            row.fields().forEachRemaining(field -> {
                String text = SodaCsv.cell(field.getValue());
                if (!text.isEmpty()) {
                    cell.put(field.getKey(), text);
                }
            });
            cells.add(cell);
        }
        return cells;
    }

    /** A row as the server's CSV pages write it: values as text, objects as their JSON. */
    private static JsonNode asServerCsv(JsonNode row) {
        ObjectNode cells = LambdaHarness.read("{}").deepCopy();
        row.fields()
                .forEachRemaining(field -> cells.put(
                        field.getKey(),
                        field.getValue().isValueNode()
                                ? field.getValue().asText()
                                : field.getValue().toString()));
        return cells;
    }

    /** distinct_values' values as the rows of its query: the column's value (absent when null) and its count. */
    private static List<JsonNode> valueRows(JsonNode answer) {
        String column = answer.get("column").asText();
        List<JsonNode> rows = new ArrayList<>();
        for (JsonNode value : answer.get("values")) {
            ObjectNode row = LambdaHarness.read("{}").deepCopy();
            if (!value.get("value").isNull()) {
                row.put(column, value.get("value").asText());
            }
            row.put("count", value.get("count").asText());
            rows.add(row);
        }
        return rows;
    }

    private static String query(String url) {
        String raw = URI.create(url).getRawQuery();
        return java.net.URLDecoder.decode(raw.substring("$query=".length()), StandardCharsets.UTF_8);
    }
}
