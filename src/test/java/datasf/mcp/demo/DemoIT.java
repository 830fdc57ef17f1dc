package datasf.mcp.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.Jdks;
import datasf.mcp.support.LauncherClient;
import datasf.mcp.support.StdioProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The README's demo command as a user runs it: {@code bin/datasf-mcp --demo} serves HTTP and
 * {@code bin/datasf-mcp --demo --stdio} a client that starts it, with no setting at all; the
 * answers are the recorded datasets' (nothing here reaches the internet), say they are demo
 * data, and the demo offers only datasets it has rows for.
 */
class DemoIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final String LAUNCHER =
            Path.of("bin", "datasf-mcp").toAbsolutePath().toString();
    /** The six datasets the demo has rows for. */
    private static final List<String> DEMO_DATASETS =
            List.of("wg3w-h783", "vw6y-z8j6", "tkzw-k3nq", "i98e-djp9", "yitu-d5am", "rqzj-sfat");

    @Test
    void overHttpItAnswersFromTheRecordedDatasetsAndSaysSo() throws Exception {
        try (StdioProcess demo = StdioProcess.start(
                List.of(LAUNCHER, "--demo"),
                Path.of("."),
                Map.of("DATASF_LOCAL_PORT", "0", "JAVA_HOME", Jdks.current().toString()))) {
            String banner = demo.next(WAIT);
            assertTrue(banner.startsWith("datasf-mcp ") && banner.contains(" listening on http://"), banner);
            String url = banner.substring(banner.indexOf("http://")).split("\\s")[0];
            assertTrue(demo.next(WAIT).contains("answers from the demo portal at http://127.0.0.1:"));

            JsonNode count = call(url, "count_rows", "{\"dataset_id\":\"wg3w-h783\"}");
            assertEquals(2500, count.at("/result/structuredContent/count").asLong(), count::toString);
            JsonNode content = count.at("/result/content");
            assertTrue(
                    content.get(content.size() - 1).path("text").asText().startsWith("DEMO DATA:"), content::toString);

            JsonNode search = call(url, "search_datasf", "{\"query\":\"police incidents\",\"limit\":10}");
            List<String> found = search.at("/result/structuredContent/results").findValuesAsText("id");
            assertFalse(found.isEmpty(), search::toString);
            assertTrue(DEMO_DATASETS.containsAll(found), "only datasets it can answer: " + found);

            JsonNode list = call(url, "list_datasf", "{\"limit\":50}");
            List<String> listed = list.at("/result/structuredContent/results").findValuesAsText("id");
            assertEquals(
                    DEMO_DATASETS.stream().sorted().toList(),
                    listed.stream().sorted().toList(),
                    list::toString);
        }
    }

    /** What Claude Desktop, Cursor and Claude Code do with the README's demo configuration. */
    @Test
    void overStdioAClientThatStartsItGetsRightAnswers() {
        try (McpSyncClient client = LauncherClient.start(List.of("--demo", "--stdio"), Map.of(), WAIT)) {
            McpSchema.InitializeResult init = client.initialize();
            assertTrue(init.instructions().startsWith("DEMO:"), init.instructions());
            McpSchema.CallToolResult grouped = client.callTool(new McpSchema.CallToolRequest(
                    "query_datasf",
                    Map.of(
                            "dataset_id",
                            "wg3w-h783",
                            "soql",
                            "SELECT police_district, count(*) AS n WHERE police_district = 'Mission' "
                                    + "GROUP BY police_district")));
            assertFalse(grouped.isError(), grouped.toString());
            JsonNode rows = JSON.valueToTree(grouped.structuredContent()).get("data");
            assertEquals(1, rows.size(), rows::toString);
            assertEquals(380, rows.get(0).get("n").asInt(), "the recorded rows' count for Mission");
            McpSchema.CallToolResult unknown =
                    client.callTool(new McpSchema.CallToolRequest("get_schema", Map.of("dataset_id", "nuek-vuh3")));
            assertTrue(unknown.isError(), "a dataset the demo has no rows for is not offered as if it had");
        }
    }

    private static JsonNode call(String url, String tool, String arguments) throws Exception {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(url))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response::body);
        JsonNode answer = JSON.readTree(response.body());
        assertFalse(answer.at("/result/isError").asBoolean(), response::body);
        return answer;
    }
}
