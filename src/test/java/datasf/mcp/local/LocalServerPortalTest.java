package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Where the portal is, as a real MCP client meets it over the local server's socket: the federated
 * DataSF catalog is found (list and search ask with {@code search_context}), and a portal that moved
 * is named in every call's api_error, with nothing sent to where it moved.
 */
class LocalServerPortalTest {

    private static McpSyncClient client(LocalServer server) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + server.port())
                .endpoint("/mcp")
                .build();
        McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build();
        client.initialize();
        return client;
    }

    private static String text(McpSchema.CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    @Test
    void theFederatedCatalogIsListedAndSearched() throws Exception {
        try (FakeSocrata socrata = FakeSocrata.start().serveDataSfCatalog();
                LocalServer server = LocalServer.start(0, socrata.properties());
                McpSyncClient client = client(server)) {
            McpSchema.CallToolResult list =
                    client.callTool(new McpSchema.CallToolRequest("list_datasf", Map.of("category", "Transportation")));
            assertFalse(list.isError(), text(list));
            assertTrue(LambdaHarness.read(text(list)).get("count").asInt() >= 5, text(list));
            McpSchema.CallToolResult search =
                    client.callTool(new McpSchema.CallToolRequest("search_datasf", Map.of("query", "film locations")));
            assertEquals(
                    "yitu-d5am",
                    LambdaHarness.read(text(search)).at("/results/0/id").asText(),
                    text(search));
        }
    }

    @Test
    void aMovedPortalIsNamedInEveryCallAndNotFollowed() throws Exception {
        try (FakeSocrata newPortal = FakeSocrata.start().serveDataSfCatalog();
                FakeSocrata oldHost = FakeSocrata.movedTo(newPortal.baseUrl());
                CapturedLogs logs = CapturedLogs.of("datasf.mcp.socrata", Level.WARN);
                LocalServer server = LocalServer.start(0, oldHost.properties());
                McpSyncClient client = client(server)) {
            for (String tool : List.of("search_datasf", "get_schema", "count_rows")) {
                Map<String, Object> arguments =
                        tool.equals("search_datasf") ? Map.of("query", "trees") : Map.of("dataset_id", "tkzw-k3nq");
                McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest(tool, arguments));
                assertTrue(result.isError(), text(result));
                JsonNode error = LambdaHarness.read(text(result));
                assertEquals("api_error", error.get("error_type").asText());
                assertTrue(
                        error.get("error").asText().contains("set DATASF_SOCRATA_BASE_URL to " + newPortal.baseUrl()),
                        error.toString());
            }
            assertEquals(List.of(), newPortal.requests());
            assertEquals(1, logs.warnings().size(), logs.warnings().toString());
        }
    }
}
