package datasf.mcp.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.Jdks;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.NodeClients;
import datasf.mcp.support.StdioProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The launcher in stdio mode under the MCP clients people use, from npm (.ci/node): the TypeScript
 * SDK's stdio client (v1, and the dual-era v2 client in legacy and auto modes), the MCP Inspector's CLI, and Claude Code's {@code claude mcp add} then
 * {@code claude mcp list}, which starts the server and says whether it connected (no login needed).
 * Each client starts {@code bin/datasf-mcp --stdio} itself, against the fake Socrata. With -Pdeep
 * (npm installs and five Node processes): every build drives stdio with the Java SDK's client
 * ({@code StdioProcessIT}).
 */
@Deep
class StdioNodeClientsIT {

    private static final Duration WAIT = Duration.ofMinutes(3);
    private static final String LAUNCHER =
            Path.of("bin", "datasf-mcp").toAbsolutePath().toString();

    private static FakeSocrata socrata;

    @TempDir
    Path home;

    @BeforeAll
    static void install() throws Exception {
        assumeTrue(NodeClients.npm().isPresent(), NodeClients.NOTICE);
        NodeClients.install();
        socrata = FakeSocrata.start();
    }

    @AfterAll
    static void stop() {
        if (socrata != null) {
            socrata.close();
        }
    }

    /**
     * The clients Claude Desktop, Cursor and VS Code build on: a whole session, then a clean exit.
     * v1 and the v2 client in legacy mode start with initialize (2025-11-25); the v2 client in auto
     * mode probes with server/discover (on a sibling process of its own) and settles on 2026-07-28.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"v1, 2025-11-25", "legacy, 2025-11-25", "auto, 2026-07-28"})
    void theTypeScriptStdioClientsRunASession(String client, String era) throws Exception {
        JsonNode report = LambdaHarness.read(lastLine(run(
                List.of(NodeClients.NODE.toString(), "stdio-session.mjs", client, LAUNCHER, "--stdio"),
                NodeClients.DIR,
                serverEnvironment())));
        assertFalse(report.has("failure"), report.toString());
        if (!client.equals("v1")) { // v1 does not say what initialize settled on
            assertEquals(era, report.get("protocolVersion").asText(), report.toString());
        }
        assertEquals(
                era.equals("2026-07-28") ? "tools/list" : "initialize",
                report.at("/sent/0").asText(),
                "a modern session needs no initialize: " + report);
        assertEquals("datasf-mcp", report.at("/server/name").asText());
        assertEquals(7, report.get("tools").size(), report.toString());
        assertFalse(report.at("/schema/isError").asBoolean(), report.toString());
        assertEquals("uczf-rk3c", report.at("/schema/datasetId").asText());
        assertTrue(report.at("/invalid/isError").asBoolean());
        assertTrue(report.at("/invalid/text").asText().contains("Invalid dataset_id"), report.toString());
        assertEquals(-32602, report.at("/unknownTool/code").asInt(), report.toString());
        assertEquals(2, report.get("resources").asInt());
        assertTrue(report.at("/exit/gone").asBoolean(), "the server exits when the client closes: " + report);
        assertTrue(report.get("stderrHasRequestLog").asBoolean(), "the log reaches the client's stderr pipe");
        assertEquals(0, report.get("errors").size(), report.toString());
    }

    /** The Inspector's CLI, stdio transport: tools/list, and a tools/call against the fake Socrata. */
    @Test
    void theInspectorCliListsAndCallsTools() throws Exception {
        List<String> inspector = new ArrayList<>(List.of(
                NodeClients.NODE.toString(),
                NodeClients.bin("inspector").toString(),
                "--cli",
                "--transport",
                "stdio",
                "--connect-timeout", // the default 15 s is too short for a plain start on a loaded machine
                String.valueOf(WAIT.toMillis())));
        for (Map.Entry<String, String> variable : serverEnvironment().entrySet()) {
            inspector.addAll(List.of("-e", variable.getKey() + "=" + variable.getValue()));
        }
        List<String> list = new ArrayList<>(inspector);
        list.addAll(List.of("--method", "tools/list", "--", LAUNCHER, "--stdio"));
        JsonNode tools = LambdaHarness.read(run(list, home, Map.of()));
        assertEquals(7, tools.get("tools").size(), tools.toString());

        List<String> call = new ArrayList<>(inspector);
        call.addAll(List.of(
                "--method",
                "tools/call",
                "--tool-name",
                "get_schema",
                "--tool-arg",
                "dataset_id=uczf-rk3c",
                "--",
                LAUNCHER,
                "--stdio"));
        JsonNode schema = LambdaHarness.read(run(call, home, Map.of()));
        assertFalse(schema.path("isError").asBoolean(), schema.toString());
        assertEquals("uczf-rk3c", schema.at("/structuredContent/dataset_id").asText(), schema.toString());
    }

    /** Claude Code: the README's {@code claude mcp add ... -- bin/datasf-mcp --stdio}, then its health check. */
    @Test
    void claudeCodeAddsTheServerAndSeesItConnected() throws Exception {
        List<String> add = new ArrayList<>(List.of(NodeClients.bin("claude").toString(), "mcp", "add", "datasf"));
        for (Map.Entry<String, String> variable : serverEnvironment().entrySet()) {
            add.addAll(List.of("-e", variable.getKey() + "=" + variable.getValue()));
        }
        add.addAll(List.of("--", LAUNCHER, "--stdio"));
        run(add, home, claudeEnvironment());
        String list = run(List.of(NodeClients.bin("claude").toString(), "mcp", "list"), home, claudeEnvironment());
        String line = list.lines()
                .filter(l -> l.startsWith("datasf:"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(list));
        assertTrue(line.contains(LAUNCHER + " --stdio"), line);
        assertTrue(line.endsWith("Connected"), line);
    }

    /**
     * The README's demo line for Claude Code, as written (no setting but the JDK): the client
     * starts the demo and sees it connected.
     */
    @Test
    void claudeCodeAddsTheDemoAsTheReadmeSaysAndSeesItConnected() throws Exception {
        run(
                List.of(
                        NodeClients.bin("claude").toString(),
                        "mcp",
                        "add",
                        "datasf-demo",
                        "-e",
                        "JAVA_HOME=" + Jdks.current(),
                        "--",
                        LAUNCHER,
                        "--demo",
                        "--stdio"),
                home,
                claudeEnvironment());
        String list = run(List.of(NodeClients.bin("claude").toString(), "mcp", "list"), home, claudeEnvironment());
        String line = list.lines()
                .filter(l -> l.startsWith("datasf-demo:"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(list));
        assertTrue(line.contains(LAUNCHER + " --demo --stdio"), line);
        assertTrue(line.endsWith("Connected"), line);
    }

    /**
     * What the server process needs: where the fake Socrata is, the JDK the launcher uses, and the
     * request log, which a local start writes only when asked (to stderr, stdout being MCP's).
     */
    private static Map<String, String> serverEnvironment() {
        return Map.of(
                "DATASF_SOCRATA_BASE_URL", socrata.baseUrl(),
                "DATASF_SOCRATA_DISCOVERY_URL", socrata.discoveryUrl(),
                "DATASF_LOG_REQUESTS", "stdout",
                "JAVA_HOME", Jdks.current().toString());
    }

    /** A home of its own (its config file) and no traffic beyond the server it starts. */
    private Map<String, String> claudeEnvironment() {
        Map<String, String> environment = new HashMap<>();
        environment.put("HOME", home.toString());
        environment.put("DISABLE_AUTOUPDATER", "1");
        environment.put("DISABLE_TELEMETRY", "1");
        environment.put("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
        // how long `claude mcp list` waits for the server's start (a loaded build machine is slow)
        environment.put("MCP_TIMEOUT", String.valueOf(WAIT.toMillis()));
        return environment;
    }

    /** Runs a client to its end; its stdout, after asserting exit code 0. */
    private static String run(List<String> command, Path directory, Map<String, String> environment) throws Exception {
        try (StdioProcess client = StdioProcess.start(command, directory, environment)) {
            int exit = client.endStdinAndWait(WAIT);
            String out = String.join("\n", client.stdoutLines());
            assertEquals(0, exit, () -> command + "\nstdout:\n" + out + "\nstderr:\n" + client.stderr());
            return out;
        }
    }

    private static String lastLine(String output) {
        List<String> lines = output.lines().filter(l -> l.startsWith("{")).toList();
        assertFalse(lines.isEmpty(), output);
        return lines.get(lines.size() - 1);
    }
}
