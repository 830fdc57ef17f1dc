package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ModernMcp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * MCP 2026-07-28 on /mcp through the real Lambda handler: what a modern request is answered with,
 * beside the 2025-11-25 answers that {@link McpEndpointLambdaTest} pins.
 */
@LambdaTest
class ModernEraLambdaTest {

    private static final List<String> SUPPORTED = List.of("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26");

    private final LambdaHarness lambda;

    ModernEraLambdaTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Test
    void discoverNamesTheVersionsCapabilitiesServerAndInstructions() {
        JsonNode result = ModernMcp.rpc(lambda, "server/discover", null).get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertEquals(SUPPORTED, texts(result.get("supportedVersions")));
        assertTrue(result.at("/capabilities/tools").isObject(), result.toString());
        assertTrue(result.at("/capabilities/resources").isObject(), result.toString());
        assertTrue(result.at("/capabilities/prompts").isObject(), result.toString());
        assertEquals(
                "text/html;profile=mcp-app",
                result.at("/capabilities/extensions/io.modelcontextprotocol~1ui/mimeTypes/0")
                        .asText(),
                result.toString());
        assertFalse(result.at("/capabilities").has("logging"), "no log messages are ever sent");
        assertTrue(result.get("instructions").asText().contains("get_schema"));
        assertServerInfo(result);
        assertEquals(3_600_000, result.get("ttlMs").asLong());
        assertEquals("public", result.get("cacheScope").asText());
    }

    /** The same capabilities and instructions the legacy handshake announces: one description. */
    @Test
    void discoverAgreesWithInitialize() {
        JsonNode discover = ModernMcp.rpc(lambda, "server/discover", null).get("result");
        JsonNode initialize = lambda.initialize();
        assertEquals(initialize.get("capabilities"), discover.get("capabilities"));
        assertEquals(initialize.get("instructions"), discover.get("instructions"));
        assertEquals(initialize.get("serverInfo"), discover.at("/_meta/io.modelcontextprotocol~1serverInfo"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tools/list", "prompts/list", "resources/list", "resources/templates/list"})
    void listsAreCompleteAndCacheableForAnHourByAnyone(String method) {
        JsonNode result = ModernMcp.rpc(lambda, method, null).get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertEquals(3_600_000, result.get("ttlMs").asLong());
        assertEquals("public", result.get("cacheScope").asText());
        assertServerInfo(result);
        JsonNode legacy = lambda.rpc(method, Map.of()).get("result");
        String field = legacy.fieldNames().next();
        assertEquals(legacy.get(field), result.get(field), "the same list in both eras");
        assertFalse(legacy.has("resultType") || legacy.has("ttlMs"), "the legacy answer is unchanged: " + legacy);
    }

    @Test
    void toolsComeInTheSameOrderEveryTimeSortedByName() {
        List<String> first = toolNames();
        List<String> sorted = new ArrayList<>(first);
        sorted.sort(String::compareTo);
        assertEquals(sorted, first);
        for (int i = 0; i < 3; i++) {
            assertEquals(first, toolNames());
        }
    }

    @Test
    void aReadIsCacheableForFiveMinutes() {
        JsonNode result = ModernMcp.rpc(lambda, "resources/read", Map.of("uri", "datasf://categories"))
                .get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertEquals(300_000, result.get("ttlMs").asLong());
        assertEquals("public", result.get("cacheScope").asText());
        assertEquals("datasf://categories", result.at("/contents/0/uri").asText());
        assertServerInfo(result);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"test://nonexistent-resource-for-conformance-testing", "datasf://datasets/zzzz-zzzz/schema"})
    void aMissingResourceIsInvalidParamsNamingTheUri(String uri) {
        APIGatewayV2HTTPResponse http = ModernMcp.post(lambda, 41, "resources/read", Map.of("uri", uri));
        assertEquals(200, http.getStatusCode(), http.getBody());
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(41, response.get("id").asInt());
        assertEquals(-32602, response.at("/error/code").asInt(), http.getBody());
        assertEquals(uri, response.at("/error/data/uri").asText(), http.getBody());
        assertNoInternals(http.getBody());
    }

    @Test
    void aToolCallIsCompleteWithItsStructuredAnswer() {
        JsonNode result = ModernMcp.rpc(
                        lambda,
                        "tools/call",
                        Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "uczf-rk3c")))
                .get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertFalse(result.path("isError").asBoolean(), result.toString());
        assertEquals("uczf-rk3c", result.at("/structuredContent/dataset_id").asText());
        assertFalse(result.has("ttlMs"), "a tool's answer is not a cacheable result");
        assertServerInfo(result);
    }

    @Test
    void aToolsOwnErrorIsACompleteResultTheModelReads() {
        JsonNode result = ModernMcp.rpc(
                        lambda, "tools/call", Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "x")))
                .get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertTrue(result.get("isError").asBoolean(), result.toString());
        assertTrue(result.at("/content/0/text").asText().contains("dataset_id"), result.toString());
    }

    @Test
    void aPromptIsComplete() {
        JsonNode result = ModernMcp.rpc(lambda, "prompts/get", Map.of("name", "soql_guide"))
                .get("result");
        assertEquals("complete", result.get("resultType").asText());
        assertTrue(result.at("/messages/0/content/text").asText().contains("HAVING"));
        assertServerInfo(result);
    }

    @Test
    void anUnknownToolIsInvalidParamsWithTheRequestId() {
        APIGatewayV2HTTPResponse http =
                ModernMcp.post(lambda, "call-7", "tools/call", Map.of("name", "no_such_tool", "arguments", Map.of()));
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(200, http.getStatusCode());
        assertEquals("call-7", response.get("id").asText());
        assertEquals(-32602, response.at("/error/code").asInt());
    }

    /** The log level a client may ask for changes nothing: the answer is one JSON object, never a stream. */
    @Test
    void askingForLogMessagesStillGetsOneJsonAnswer() {
        Map<String, Object> meta = new java.util.HashMap<>(ModernMcp.meta());
        meta.put("io.modelcontextprotocol/logLevel", "debug");
        Map<String, Object> params =
                Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "x"), "_meta", meta);
        APIGatewayV2HTTPResponse http = lambda.send(
                "POST", "/mcp", ModernMcp.headers("tools/call", params), ModernMcp.body(5, "tools/call", params));
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertTrue(McpEndpointLambdaTest.headerValue(http, "Content-Type").startsWith("application/json"));
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(5, response.get("id").asInt());
        assertFalse(response.has("method"), "a response, not a notification: " + http.getBody());
    }

    @Test
    void aNotificationIsAccepted() {
        Map<String, String> headers = ModernMcp.headers("notifications/cancelled", null);
        String body = LambdaHarness.write(Map.of(
                "jsonrpc",
                "2.0",
                "method",
                "notifications/cancelled",
                "params",
                Map.of("requestId", 3, "_meta", ModernMcp.meta())));
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", headers, body);
        assertEquals(202, http.getStatusCode());
        assertTrue(http.getBody() == null || http.getBody().isEmpty(), http.getBody());
    }

    private static void assertServerInfo(JsonNode result) {
        JsonNode serverInfo = result.at("/_meta/io.modelcontextprotocol~1serverInfo");
        assertEquals("datasf-mcp", serverInfo.path("name").asText(), result.toString());
        assertFalse(serverInfo.path("version").asText().isBlank(), result.toString());
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private List<String> toolNames() {
        List<String> names = new ArrayList<>();
        ModernMcp.rpc(lambda, "tools/list", null)
                .at("/result/tools")
                .forEach(tool -> names.add(tool.get("name").asText()));
        return names;
    }
}
