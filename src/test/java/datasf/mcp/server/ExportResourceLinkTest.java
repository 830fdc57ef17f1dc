package datasf.mcp.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ModernMcp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Clients on MCP 2025-06-18 and later get an answer's export as a {@code resource_link} content
 * block as well (the CSV, named and titled for a host to offer as a download), in both eras the
 * server speaks, read from each request's own revision; clients on 2025-03-26 (or that send no
 * revision, which the 2025 revisions say to read as 2025-03-26) get the link in the text only,
 * exactly the content they got before. Through the Lambda handler.
 */
@LambdaTest
class ExportResourceLinkTest {

    private static final String POLICE = DataSfDatasets.POLICE_INCIDENTS;

    /** One call of each tool with an export. */
    private static final Map<String, Map<String, Object>> CALLS = Map.of(
            "query_datasf",
            Map.of("dataset_id", POLICE, "soql", "SELECT incident_id, police_district", "max_rows", 5),
            "aggregate",
            Map.of("dataset_id", POLICE, "group_by", List.of("police_district")),
            "count_rows",
            Map.of("dataset_id", POLICE, "where", "police_district = 'Park'"),
            "distinct_values",
            Map.of("dataset_id", POLICE, "column", "police_district", "limit", 3));

    private final LambdaHarness lambda;

    ExportResourceLinkTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-06-18", "2025-11-25"})
    void legacyClientsFromTheRevisionThatHasThemGetTheLink(String revision) {
        for (Map.Entry<String, Map<String, Object>> call : CALLS.entrySet()) {
            JsonNode result = legacyCall(revision, call.getKey(), call.getValue());
            assertLinksTheExport(call.getKey(), result);
        }
    }

    @Test
    void modernClientsGetTheLink() {
        for (Map.Entry<String, Map<String, Object>> call : CALLS.entrySet()) {
            JsonNode result = ModernMcp.rpc(
                            lambda, "tools/call", Map.of("name", call.getKey(), "arguments", call.getValue()))
                    .get("result");
            assertLinksTheExport(call.getKey(), result);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-03-26", ""})
    void olderClientsGetTheLinkInTheTextOnly(String revision) {
        for (Map.Entry<String, Map<String, Object>> call : CALLS.entrySet()) {
            JsonNode result = legacyCall(revision, call.getKey(), call.getValue());
            assertEquals(List.of("text"), types(result), call.getKey());
            String url = result.at("/structuredContent/export/csv_url").asText();
            assertTrue(result.at("/content/0/text").asText().contains(url), "the text holds the link");
        }
    }

    @Test
    void noLinkWithoutAnExportUrlNorForAFailedCallOrAnotherTool() {
        // a value of 1,400 two-byte characters: a URL over 8,000 characters
        String tooLong = "incident_description = '" + "é".repeat(1_400) + "'";
        JsonNode counted = legacyCall("2025-11-25", "count_rows", Map.of("dataset_id", POLICE, "where", tooLong));
        assertFalse(counted.at("/structuredContent/export").has("csv_url"), counted::toString);
        assertTrue(counted.at("/structuredContent/export/note").asText().startsWith("No link"));
        assertEquals(List.of("text"), types(counted));

        JsonNode failed = legacyCall(
                "2025-11-25", "query_datasf", Map.of("dataset_id", POLICE, "soql", "SELECT incident_id WHERE"));
        assertTrue(failed.get("isError").asBoolean());
        assertEquals(List.of("text"), types(failed));

        JsonNode schema = legacyCall("2025-11-25", "get_schema", Map.of("dataset_id", POLICE));
        assertEquals(List.of("text"), types(schema));
    }

    /** The text first, as before, then the link to the export's CSV, named and titled. */
    private static void assertLinksTheExport(String tool, JsonNode result) {
        assertFalse(result.get("isError").asBoolean(), result::toString);
        assertEquals(List.of("text", "resource_link"), types(result), tool);
        JsonNode link = result.at("/content/1");
        JsonNode export = result.at("/structuredContent/export");
        assertEquals(export.get("csv_url").asText(), link.get("uri").asText(), tool);
        assertEquals("text/csv", link.get("mimeType").asText());
        assertEquals("datasf-" + POLICE + ".csv", link.get("name").asText());
        String dataset = result.at("/structuredContent/source/dataset_name").asText();
        String title = link.get("title").asText();
        assertTrue(title.startsWith("Download CSV") && title.endsWith(": " + dataset), title);
        if (export.has("rows")) {
            assertTrue(
                    title.contains(String.format("(%,d row", export.get("rows").asLong())), title);
        }
        assertTrue(link.get("description").asText().contains("Every row"), link.toString());
    }

    /** A tools/call as a legacy client sends it after initialize: its revision in the header (none if blank). */
    private JsonNode legacyCall(String revision, String tool, Map<String, Object> arguments) {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        if (!revision.isEmpty()) {
            headers.put("MCP-Protocol-Version", revision);
        }
        String body = LambdaHarness.write(Map.of(
                "jsonrpc",
                "2.0",
                "id",
                1,
                "method",
                "tools/call",
                "params",
                Map.of("name", tool, "arguments", arguments)));
        APIGatewayV2HTTPResponse response = lambda.send("POST", "/mcp", headers, body);
        assertEquals(200, response.getStatusCode(), response.getBody());
        return LambdaHarness.read(response.getBody()).get("result");
    }

    private static List<String> types(JsonNode result) {
        List<String> types = new ArrayList<>();
        result.get("content").forEach(block -> types.add(block.get("type").asText()));
        return types;
    }
}
