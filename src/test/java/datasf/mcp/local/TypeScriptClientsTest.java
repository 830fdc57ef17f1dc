package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.NodeClients;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The local server (the Lambda handler behind a real socket) in a whole conversation with the
 * TypeScript clients hosts use: the dual-era v2 client ({@code @modelcontextprotocol/client} 2.4.0)
 * pinned to 2026-07-28, in its auto mode (which must settle on the modern era), and in its legacy
 * mode, and today's v1 SDK client. Each calls every tool against the fake Socrata (structured output
 * valid against the tool's outputSchema; the export's resource link read as the client reads it),
 * reads a resource and gets a prompt; and its requests are
 * counted: a conversation's start and first tool call cost 2 requests (Lambda invocations) in the
 * modern era, 4 in the legacy one (docs/performance.md).
 */
class TypeScriptClientsTest {

    private static final String POLICE = DataSfDatasets.POLICE_INCIDENTS;
    /** The tools whose answers link their whole result. */
    private static final Set<String> EXPORTED = Set.of("query_datasf", "aggregate", "count_rows", "distinct_values");

    private static FakeSocrata socrata;
    private static LocalServer server;

    @BeforeAll
    static void start() throws Exception {
        Assumptions.assumeTrue(NodeClients.npm().isPresent(), NodeClients.NOTICE);
        NodeClients.install();
        socrata = FakeSocrata.start().serveDataSfCatalog();
        server = LocalServer.start(0, socrata.properties());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
        if (socrata != null) {
            socrata.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "pin,    2026-07-28, 'POST server/discover 200|POST tools/call 200'",
        "auto,   2026-07-28, 'POST server/discover 200|POST tools/call 200'",
        "legacy, 2025-11-25, 'POST initialize 200|POST notifications/initialized 202|GET - 405|POST tools/call 200'",
        "v1,     2025-11-25, 'POST initialize 200|POST notifications/initialized 202|GET - 405|POST tools/call 200'"
    })
    void aWholeConversation(String client, String version, String startRequests) throws Exception {
        JsonNode report = NodeClients.converse(client, server.url(), plan());
        assertFalse(report.has("failure"), report.toString());
        assertEquals(version, report.get("protocolVersion").asText(), report.toString());
        assertEquals("datasf-mcp", report.at("/server/name").asText());
        assertEquals(List.of(startRequests.split("\\|")), requests(report.get("startAndFirstCall")));

        assertEquals(
                List.of(
                        "aggregate",
                        "count_rows",
                        "distinct_values",
                        "get_schema",
                        "list_datasf",
                        "query_datasf",
                        "search_datasf"),
                texts(report.get("tools")));
        assertEquals(8, report.get("calls").size());
        for (JsonNode call : report.get("calls")) {
            assertFalse(call.get("isError").asBoolean(), call.toString());
            assertTrue(call.get("hasStructured").asBoolean(), call.toString());
            assertTrue(call.get("valid").asBoolean(), "structuredContent valid against outputSchema: " + call);
            // every client here speaks 2025-11-25 or later: an answer's export comes as a resource link too
            boolean exported = EXPORTED.contains(call.get("tool").asText());
            assertEquals(
                    exported ? List.of("text", "resource_link") : List.of("text"),
                    texts(call.get("content")),
                    call.toString());
            if (exported) {
                assertTrue(call.at("/link/isTheExport").asBoolean(), "the link is export.csv_url: " + call);
                assertEquals("text/csv", call.at("/link/mimeType").asText());
                assertEquals("datasf-" + POLICE + ".csv", call.at("/link/name").asText());
                assertTrue(call.at("/link/title").asText().startsWith("Download CSV"), call.toString());
            }
        }
        assertEquals(
                "datasf://datasets/" + POLICE + "/schema",
                report.at("/resource/uri").asText());
        assertTrue(report.at("/resource/bytes").asInt() > 100, report.toString());
        assertTrue(report.at("/prompt/text").asText().contains(POLICE), report.toString());
        for (JsonNode request : report.get("requests")) {
            int status = request.get("status").asInt();
            assertTrue(status < 300 || request.toString().contains("\"GET\""), "every POST served: " + request);
        }
    }

    /** Every tool, with the arguments of the docs' examples, a resource and a prompt. */
    private static Map<String, Object> plan() {
        List<Map<String, Object>> calls = new ArrayList<>();
        calls.add(call("get_schema", Map.of("dataset_id", POLICE)));
        calls.add(call("search_datasf", Map.of("query", "police incidents", "limit", 2)));
        calls.add(call("list_datasf", Map.of("category", "public safety", "limit", 2)));
        calls.add(call("distinct_values", Map.of("dataset_id", POLICE, "column", "Police District", "limit", 3)));
        calls.add(call(
                "count_rows",
                Map.of("dataset_id", POLICE, "where", "police_district = 'Mission' AND incident_year = '2024'")));
        calls.add(call(
                "aggregate",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "group_by",
                        List.of("analysis_neighborhood"),
                        "metrics",
                        List.of(Map.of("fn", "count")),
                        "limit",
                        2)));
        calls.add(call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 3")));
        calls.add(call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_date, police_district",
                        "max_rows",
                        3,
                        "format",
                        "csv")));
        Map<String, Object> plan = new LinkedHashMap<>();
        plan.put("calls", calls);
        plan.put("resource", "datasf://datasets/" + POLICE + "/schema");
        plan.put("prompt", Map.of("name", "explore_dataset", "arguments", Map.of("dataset_id", POLICE)));
        return plan;
    }

    private static Map<String, Object> call(String tool, Map<String, Object> arguments) {
        return Map.of("tool", tool, "arguments", arguments);
    }

    /** "POST tools/call 200" for each recorded request. */
    private static List<String> requests(JsonNode recorded) {
        List<String> lines = new ArrayList<>();
        recorded.forEach(r -> lines.add(r.get("http").asText() + " "
                + (r.get("rpc").isNull() ? "-" : r.get("rpc").asText()) + " "
                + r.get("status").asInt()));
        return lines;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }
}
