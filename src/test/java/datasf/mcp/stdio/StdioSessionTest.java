package datasf.mcp.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.EchoTestTool;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ModernMcp;
import datasf.mcp.support.NoInternals;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stdio binding in the test JVM ({@link StdioServer#serve} over pipes): one answer line per
 * request, the very answers the Lambda handler gives the same messages over HTTP, a JSON-RPC error
 * for every line that is not a message, no answer for a cancelled request, and the end of stdin.
 */
class StdioSessionTest {

    private static final int MAX_BYTES = 4096;
    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";

    private static FakeSocrata socrata;
    private static StdioServer server;
    private static LambdaHarness http;

    @BeforeAll
    static void start() {
        socrata = FakeSocrata.start();
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.putAll(EchoTestTool.PROPERTIES);
        properties.put("datasf.transport.max-body-bytes", MAX_BYTES);
        server = StdioServer.start(properties);
        http = new LambdaHarness(properties);
    }

    @AfterAll
    static void stop() {
        server.close();
        http.close();
        socrata.close();
    }

    /** The stdio answer to each message is the body the HTTP endpoint answers it with. */
    @Test
    void answersEveryMessageAsTheHttpEndpointDoes() throws Exception {
        List<String> messages = List.of(
                INITIALIZE,
                "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
                call(3, "test_echo", "{\"text\":\"hi\",\"repeat_count\":2}"),
                call(4, "test_echo", "{\"text\":\"\"}"),
                call(5, "test_echo", "{\"text\":\"x\",\"fail\":true}"),
                call(6, "no_such_tool", "{}"),
                call(7, "get_schema", "{\"dataset_id\":\"uczf-rk3c\"}"),
                call(8, "get_schema", "{\"dataset_id\":\"not an id\"}"),
                "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"resources/read\",\"params\":{}}",
                "{\"jsonrpc\":\"2.0\",\"id\":\"ten\",\"method\":\"no/such/method\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"prompts/list\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"ping\"}");
        try (StdioPipe pipe = new StdioPipe(server)) {
            for (String message : messages) {
                pipe.send(message);
                JsonNode overStdio = LambdaHarness.read(pipe.next());
                JsonNode overHttp = LambdaHarness.read(http.post(message).getBody());
                assertEquals(overHttp, overStdio, message);
            }
        }
    }

    /**
     * 2026-07-28 over stdio: chosen by the version in each message's _meta, with no initialize
     * first; the answers are those the HTTP endpoint gives the same messages with the headers a
     * modern client sends there, which stdio has none of. A version this server does not speak is
     * refused as over HTTP.
     */
    @Test
    void servesTheModernEraByEachMessagesMeta() throws Exception {
        List<Object[]> requests = List.of(
                new Object[] {"server/discover", null},
                new Object[] {"tools/list", null},
                new Object[] {"tools/call", Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "uczf-rk3c"))
                },
                new Object[] {"tools/call", Map.of("name", "test_echo", "arguments", Map.of("text", "hi"))},
                new Object[] {"resources/read", Map.of("uri", "datasf://nothing/here")},
                new Object[] {"prompts/list", null});
        try (StdioPipe pipe = new StdioPipe(server)) {
            int id = 20;
            for (Object[] request : requests) {
                String method = (String) request[0];
                @SuppressWarnings("unchecked")
                Map<String, Object> params = (Map<String, Object>) request[1];
                String message = ModernMcp.body(id++, method, params);
                pipe.send(message);
                JsonNode overStdio = LambdaHarness.read(pipe.next());
                JsonNode overHttp = LambdaHarness.read(
                        ModernMcp.post(http, id - 1, method, params).getBody());
                assertEquals(overHttp, overStdio, message);
                assertFalse(overStdio.has("error") && method.equals("tools/list"), overStdio.toString());
            }
            JsonNode discover = LambdaHarness.read(sendAndRead(pipe, ModernMcp.body(30, "server/discover", null)));
            assertEquals(
                    ModernMcp.VERSION,
                    discover.at("/result/supportedVersions/0").asText(),
                    discover.toString());

            String future = ModernMcp.body(31, "tools/list", null).replace(ModernMcp.VERSION, "2099-01-01");
            JsonNode refused = LambdaHarness.read(sendAndRead(pipe, future));
            assertEquals(31, refused.get("id").asInt(), refused.toString());
            assertTrue(refused.has("error"), refused.toString());
        }
    }

    private static String sendAndRead(StdioPipe pipe, String message) throws Exception {
        pipe.send(message);
        return pipe.next();
    }

    /** Each line that is no JSON-RPC message gets its error (id null) and the session goes on. */
    @Test
    void aMalformedLineGetsAJsonRpcErrorAndTheSessionGoesOn() throws Exception {
        Map<String, Integer> lines = new java.util.LinkedHashMap<>();
        lines.put("not json", -32700);
        lines.put("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"", -32700); // cut short
        lines.put("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]", -32600);
        lines.put(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"} {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}",
                -32700);
        lines.put("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}", -32600);
        lines.put("{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"ping\"}", -32600);
        lines.put("{\"jsonrpc\":\"2.0\",\"id\":[1],\"method\":\"ping\"}", -32600);
        lines.put("[".repeat(200), -32700);
        lines.put("\"just a string\"", -32600);
        lines.put(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":\"" + "x".repeat(MAX_BYTES) + "\"}",
                -32000);
        try (StdioPipe pipe = new StdioPipe(server)) {
            for (Map.Entry<String, Integer> line : lines.entrySet()) {
                pipe.send(line.getKey());
                String answer = pipe.next();
                JsonNode error = LambdaHarness.read(answer);
                assertEquals("2.0", error.path("jsonrpc").asText(), answer);
                assertTrue(error.get("id").isNull(), answer);
                assertEquals(
                        line.getValue().intValue(), error.at("/error/code").asInt(), line.getKey() + " -> " + answer);
                NoInternals.assertNoInternals(answer);
            }
            pipe.sendBytes(new byte[] {'{', (byte) 0xC3, (byte) 0x28, '}', '\n'}); // not UTF-8
            assertEquals(
                    -32700, LambdaHarness.read(pipe.next()).at("/error/code").asInt());
            pipe.send("{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"ping\"}\r"); // CRLF
            JsonNode pong = LambdaHarness.read(pipe.next());
            assertEquals(99, pong.get("id").asInt(), pong.toString());
            assertTrue(pong.get("result").isObject(), pong.toString());
        }
    }

    /**
     * Notifications and a client's responses get no line, and neither do blank lines; the last
     * line may end without a newline.
     */
    @Test
    void notificationsResponsesAndBlankLinesGetNoAnswer() throws Exception {
        try (StdioPipe pipe = new StdioPipe(server)) {
            pipe.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
            pipe.send("{\"jsonrpc\":\"2.0\",\"id\":41,\"result\":{}}");
            pipe.send("");
            pipe.send("   \t");
            pipe.sendBytes("{\"jsonrpc\":\"2.0\",\"id\":42,\"method\":\"ping\"}".getBytes(StandardCharsets.UTF_8));
            List<String> answers = pipe.endAndDrain(Duration.ofSeconds(60));
            assertEquals(1, answers.size(), answers.toString());
            assertEquals(42, LambdaHarness.read(answers.get(0)).get("id").asInt());
        }
    }

    /**
     * A request cancelled while it runs is never answered (MCP: the server MUST NOT send any
     * further messages for it); meanwhile other requests are answered, not queued behind it.
     */
    @Test
    void aCancelledRequestIsNeverAnsweredAndOthersAreNotKeptWaiting() throws Exception {
        socrata.slowQuery("status = '0'", 3_000);
        try (StdioPipe pipe = new StdioPipe(server)) {
            pipe.send(
                    call(7, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * WHERE status = '0'\"}"));
            pipe.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":7}}");
            pipe.send("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"ping\"}");
            assertEquals(
                    8,
                    LambdaHarness.read(pipe.next(Duration.ofSeconds(2)))
                            .get("id")
                            .asInt());
            List<String> rest = pipe.endAndDrain(Duration.ofSeconds(60));
            assertEquals(List.of(), rest, "the cancelled call was answered");
        } finally {
            socrata.reset();
        }
    }

    /**
     * Four calls hang on a slow upstream, taking every worker: a ping is still read and answered at
     * once, and a cancellation read meanwhile means the cancelled call's answer is never written
     * (the reader used to wait for a free worker before reading the next line).
     */
    @Test
    void aPingIsAnsweredAndACancellationReadWhileFourCallsHang() throws Exception {
        socrata.slowQuery("status = '0'", 6_000);
        try (StdioPipe pipe = new StdioPipe(server)) {
            for (int id = 1; id <= StdioSession.PARALLEL; id++) {
                pipe.send(slowCall(id));
            }
            pipe.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":2}}");
            pipe.send("{\"jsonrpc\":\"2.0\",\"id\":\"ping\",\"method\":\"ping\"}");
            JsonNode pong = LambdaHarness.read(pipe.next(Duration.ofSeconds(3)));
            assertEquals("ping", pong.get("id").asText(), pong.toString());
            List<String> rest = pipe.endAndDrain(Duration.ofSeconds(60));
            assertEquals(List.of("1", "3", "4"), ids(rest), "the cancelled call was answered, or another not");
        } finally {
            socrata.reset();
        }
    }

    /**
     * Beyond the calls running and those waiting for a worker, a call is refused at once with a
     * busy error carrying its id, instead of the reader waiting; a waiting call that is cancelled
     * never runs.
     */
    @Test
    void aCallBeyondTheWaitingRoomIsRefusedAtOnceAndCancelledWaitingCallsNeverRun() throws Exception {
        socrata.slowQuery("status = '0'", 2_000);
        int queued = StdioSession.PARALLEL + StdioSession.WAITING;
        try (StdioPipe pipe = new StdioPipe(server)) {
            for (int id = 1; id <= queued + 1; id++) {
                pipe.send(slowCall(id));
            }
            JsonNode busy = LambdaHarness.read(pipe.next(Duration.ofSeconds(3)));
            assertEquals(queued + 1, busy.get("id").asInt(), busy.toString());
            assertEquals(StdioSession.BUSY, busy.at("/error/code").asInt(), busy.toString());
            assertTrue(busy.at("/error/message").asText().startsWith("Server busy"), busy.toString());
            for (int id = StdioSession.PARALLEL + 1; id <= queued; id++) {
                pipe.send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":" + id
                        + "}}");
            }
            List<String> rest = pipe.endAndDrain(Duration.ofSeconds(60));
            assertEquals(StdioSession.PARALLEL, rest.size(), () -> ids(rest).toString());
            long queries = socrata.requests().stream()
                    .filter(r -> r.query().getOrDefault("$query", "").contains("status = '0'"))
                    .count();
            assertEquals(StdioSession.PARALLEL, queries, "only the calls that were running reached Socrata");
        } finally {
            socrata.reset();
        }
    }

    /** At the end of stdin the requests still running are answered before the session returns. */
    @Test
    void atTheEndOfStdinRunningRequestsAreAnsweredThenTheSessionReturns() throws Exception {
        socrata.slowQuery("status = '0'", 1_500);
        try (StdioPipe pipe = new StdioPipe(server)) {
            long start = System.nanoTime();
            pipe.send(
                    call(5, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * WHERE status = '0'\"}"));
            List<String> rest = pipe.endAndDrain(Duration.ofSeconds(60));
            assertTrue(pipe.served());
            assertTrue(System.nanoTime() - start >= 1_500_000_000L, "the call was still running when stdin ended");
            assertEquals(1, rest.size(), rest.toString());
            JsonNode answer = LambdaHarness.read(rest.get(0));
            assertEquals(5, answer.get("id").asInt());
            assertFalse(answer.at("/result/isError").asBoolean(), answer.toString());
        } finally {
            socrata.reset();
        }
    }

    /** Access keys guard the HTTP endpoint; stdin is reachable only by the process that started this one. */
    @Test
    void accessKeysDoNotApplyOnStdio() throws Exception {
        Map<String, Object> withKeys = Map.of("datasf.access.keys", "a-long-enough-access-key-0123456789");
        try (StdioServer keyed = StdioServer.start(withKeys);
                LambdaHarness keyedHttp = new LambdaHarness(withKeys);
                StdioPipe pipe = new StdioPipe(keyed)) {
            String list = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";
            assertEquals(401, keyedHttp.post(list).getStatusCode());
            pipe.send(list);
            assertTrue(LambdaHarness.read(pipe.next()).at("/result/tools").isArray());
        }
    }

    /** The ids of answers, in order, an error's code after its id. */
    private static List<String> ids(List<String> answers) {
        return answers.stream()
                .map(LambdaHarness::read)
                .map(a -> a.get("id").asText() + (a.has("error") ? " " + a.at("/error/code") : ""))
                .sorted()
                .toList();
    }

    private static String slowCall(int id) {
        return call(id, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * WHERE status = '0'\"}");
    }

    /**
     * A legacy client names its revision once, in initialize, not in a header per message as over
     * HTTP: the session remembers what initialize negotiated, so a client on 2025-06-18 gets the
     * export's resource link and one on 2025-03-26 the text alone.
     */
    @Test
    void aLegacyClientGetsWhatTheRevisionItsInitializeNegotiatedHas() throws Exception {
        String count = call(2, "count_rows", "{\"dataset_id\":\"wg3w-h783\",\"where\":\"police_district = 'Park'\"}");
        for (String revision : List.of("2025-06-18", "2025-03-26")) {
            try (StdioPipe pipe = new StdioPipe(server)) {
                pipe.send(INITIALIZE.replace("2025-11-25", revision));
                assertEquals(
                        revision,
                        LambdaHarness.read(pipe.next())
                                .at("/result/protocolVersion")
                                .asText());
                pipe.send(count);
                JsonNode content = LambdaHarness.read(pipe.next()).at("/result/content");
                if (revision.equals("2025-06-18")) {
                    assertEquals(2, content.size(), content::toString);
                    assertEquals("resource_link", content.at("/1/type").asText());
                    assertEquals("text/csv", content.at("/1/mimeType").asText());
                } else {
                    assertEquals(1, content.size(), content::toString);
                }
            }
        }
    }

    private static String call(int id, String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }
}
