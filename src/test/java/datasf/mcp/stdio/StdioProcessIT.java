package datasf.mcp.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.Jdks;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LauncherClient;
import datasf.mcp.support.NoInternals;
import datasf.mcp.support.StdioProcess;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged jar in stdio mode, as a client starts it: a process of its own, stdin and stdout its
 * only channel, stderr its log. Driven by hand (every line that stdout carries must be a JSON-RPC
 * message) and by the MCP Java SDK's stdio client through the launcher, bin/datasf-mcp.
 */
class StdioProcessIT {

    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"it\",\"version\":\"1\"}}}";

    private static FakeSocrata socrata;

    @BeforeAll
    static void startSocrata() {
        socrata = FakeSocrata.start();
    }

    @AfterAll
    static void stopSocrata() {
        socrata.close();
    }

    /**
     * Requests, a notification and malformed lines: stdout carries one JSON-RPC message per request
     * or bad line and nothing else (the request log is on stderr), and the end of stdin ends the
     * process with exit code 0.
     */
    @Test
    void theJarServesStdioWithNothingButMessagesOnStdout() throws Exception {
        List<String> lines = List.of(
                INITIALIZE,
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"get_schema\","
                        + "\"arguments\":{\"dataset_id\":\"uczf-rk3c\"}}}",
                "{oops",
                "[{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}]",
                "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"params\":{\"pad\":\"" + "x".repeat(1_100_000)
                        + "\"}}",
                "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/call\",\"params\":{\"name\":\"query_datasf\","
                        + "\"arguments\":{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELEC nonsense\"}}}");
        Map<String, String> environment = new java.util.HashMap<>(socrataEnv());
        environment.put("DATASF_LOG_REQUESTS", "stdout"); // off on a local start unless asked for
        try (StdioProcess server = StdioProcess.start(
                List.of(java(Jdks.current()), "-jar", jar().toString(), "--stdio"), Path.of("."), environment)) {
            for (String line : lines) {
                server.send(line);
            }
            assertEquals(0, server.endStdinAndWait(WAIT), server.stderr());
            List<String> out = server.stdoutLines();
            assertEquals(7, out.size(), () -> String.join("\n", out) + "\nstderr:\n" + server.stderr());
            for (String line : out) {
                JsonNode message = LambdaHarness.read(line);
                assertEquals("2.0", message.path("jsonrpc").asText(), line);
                assertTrue(message.has("result") != message.has("error"), line);
                NoInternals.assertNoInternals(line);
            }
            JsonNode schema = answer(out, 3);
            assertEquals(
                    "uczf-rk3c",
                    schema.at("/result/structuredContent/dataset_id").asText(),
                    schema.toString());
            assertTrue(answer(out, 6).at("/result/isError").asBoolean(), "a bad query is a tool error, as on HTTP");
            assertEquals(3, out.stream().filter(l -> l.contains("\"id\":null")).count(), "the three bad lines");
            assertTrue(
                    server.stderr().contains("\"event\":\"request\""), "the request log, when asked for, is on stderr");
            assertFalse(String.join("\n", out).contains("\"event\""), "and not on stdout");
        }
    }

    /** The MCP Java SDK's stdio client starts the launcher and talks to it as Claude Desktop would. */
    @Test
    void theMcpJavaSdkStdioClientUsesTheLauncher() {
        try (McpSyncClient client = LauncherClient.start(
                List.of("--stdio"),
                Map.of(
                        "DATASF_SOCRATA_BASE_URL",
                        socrata.baseUrl(),
                        "DATASF_SOCRATA_DISCOVERY_URL",
                        socrata.discoveryUrl()),
                WAIT)) {
            McpSchema.InitializeResult init = client.initialize();
            assertEquals("datasf-mcp", init.serverInfo().name());
            assertEquals(7, client.listTools().tools().size());
            McpSchema.CallToolResult schema =
                    client.callTool(new McpSchema.CallToolRequest("get_schema", Map.of("dataset_id", "uczf-rk3c")));
            assertFalse(schema.isError(), schema.toString());
            assertEquals("uczf-rk3c", ((Map<?, ?>) schema.structuredContent()).get("dataset_id"));
        }
    }

    @Test
    void anUnknownOptionIsAUsageErrorOnStderr() throws Exception {
        try (StdioProcess server = StdioProcess.start(
                List.of(java(Jdks.current()), "-jar", jar().toString(), "--stdoi"), Path.of("."), Map.of())) {
            assertEquals(2, server.endStdinAndWait(WAIT));
            assertEquals(List.of(), server.stdoutLines());
            assertTrue(server.stderr().contains("unknown option --stdoi"), server.stderr());
            assertTrue(server.stderr().contains("--stdio"), server.stderr());
        }
    }

    static JsonNode answer(List<String> lines, int id) {
        return lines.stream()
                .map(LambdaHarness::read)
                .filter(m -> m.path("id").asInt(-1) == id)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no answer to " + id + " in " + lines));
    }

    static Map<String, String> socrataEnv() {
        return Map.of(
                "DATASF_SOCRATA_BASE_URL", socrata.baseUrl(), "DATASF_SOCRATA_DISCOVERY_URL", socrata.discoveryUrl());
    }

    static String java(Path home) {
        return Jdks.java(home).toString();
    }

    static Path jar() {
        Path jar = Path.of(System.getProperty("datasf.jar", "target/datasf-mcp.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is built by `package`; run this test with `./mvnw verify`");
        return jar.toAbsolutePath();
    }
}
