package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.FakeSocrata;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A new user's path, as a real MCP client walks it over a socket: search, then the schema, then a
 * query with a typo, against the local server pointed at the fake Socrata.
 */
class LocalServerWorkflowTest {

    private static FakeSocrata socrata;
    private static LocalServer server;

    @BeforeAll
    static void start() throws Exception {
        socrata = FakeSocrata.start();
        server = LocalServer.start(0, socrata.properties());
    }

    @AfterAll
    static void stop() {
        server.close();
        socrata.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void searchThenSchemaThenQuery() {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + server.port())
                .endpoint("/mcp")
                .build();
        try (McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build()) {
            client.initialize();
            List<String> tools = client.listTools().tools().stream()
                    .map(McpSchema.Tool::name)
                    .toList();
            assertTrue(
                    tools.containsAll(List.of(
                            "search_datasf",
                            "list_datasf",
                            "get_schema",
                            "query_datasf",
                            "count_rows",
                            "distinct_values",
                            "aggregate")),
                    tools.toString());

            McpSchema.CallToolResult search =
                    client.callTool(new McpSchema.CallToolRequest("search_datasf", Map.of("query", "bus")));
            assertFalse(search.isError());
            assertTrue(((List<?>) ((Map<String, Object>) search.structuredContent()).get("results")).size() > 0);

            McpSchema.CallToolResult schema =
                    client.callTool(new McpSchema.CallToolRequest("get_schema", Map.of("dataset_id", "uczf-rk3c")));
            assertFalse(schema.isError());
            assertEquals(
                    2000, ((Number) ((Map<String, Object>) schema.structuredContent()).get("row_count")).intValue());

            McpSchema.CallToolResult query = client.callTool(new McpSchema.CallToolRequest(
                    "query_datasf", Map.of("dataset_id", "uczf-rk3c", "soql", "SELECT cuonts, status LIMIT 3")));
            assertFalse(query.isError());
            Map<String, Object> out = (Map<String, Object>) query.structuredContent();
            assertEquals(3, ((Number) out.get("count")).intValue());
            assertEquals("counts", ((Map<String, Object>) ((List<?>) out.get("corrections")).get(0)).get("corrected"));
        }
    }
}
