package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ModernMcp;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What MCP 2026-07-28 refuses, through the real Lambda handler, each with the revision's error
 * code and HTTP status, and the request's id so that the client can match it: _meta without its
 * required fields (-32602, 400), a version not served (-32022, 400, listing the supported ones),
 * headers that do not repeat the body (-32020, 400), methods the revision removed or that do not
 * exist (-32601, 404).
 */
class ModernRefusalsLambdaTest {

    private static LambdaHarness lambda;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness();
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    @Test
    void withoutMetaIsInvalidParams400() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":101,\"method\":\"server/discover\",\"params\":{}}";
        JsonNode error = refused(ModernMcp.headers("server/discover", null), body, 400, 101, -32602);
        assertTrue(error.get("message").asText().contains("params._meta is required"), error.toString());
    }

    @Test
    void withoutParamsAtAllIsInvalidParams400() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":100,\"method\":\"tools/list\"}";
        refused(ModernMcp.headers("tools/list", null), body, 400, 100, -32602);
    }

    @ParameterizedTest
    @ValueSource(strings = {ModernMcp.PROTOCOL_VERSION, ModernMcp.CLIENT_CAPABILITIES})
    void withoutARequiredMetaFieldIsInvalidParams400(String field) {
        Map<String, Object> meta = new HashMap<>(ModernMcp.meta());
        meta.remove(field);
        JsonNode error = refused(
                ModernMcp.headers("server/discover", null),
                ModernMcp.body(102, "server/discover", Map.of("_meta", meta)),
                400,
                102,
                -32602);
        assertTrue(error.get("message").asText().contains(field), error.toString());
    }

    @Test
    void clientInfoMayBeLeftOut() {
        Map<String, Object> meta = new HashMap<>(ModernMcp.meta());
        meta.remove(ModernMcp.CLIENT_INFO);
        APIGatewayV2HTTPResponse http = lambda.send(
                "POST",
                "/mcp",
                ModernMcp.headers("server/discover", null),
                ModernMcp.body(105, "server/discover", Map.of("_meta", meta)));
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertEquals(
                "complete",
                LambdaHarness.read(http.getBody()).at("/result/resultType").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"loud", "7"})
    void anUnknownLogLevelIsInvalidParams400(String level) {
        Map<String, Object> meta = new HashMap<>(ModernMcp.meta());
        meta.put("io.modelcontextprotocol/logLevel", level.equals("7") ? 7 : level);
        refused(
                ModernMcp.headers("tools/list", null),
                ModernMcp.body(106, "tools/list", Map.of("_meta", meta)),
                400,
                106,
                -32602);
    }

    @Test
    void anUnsupportedVersionIs32022ListingTheSupportedOnesAndEchoingTheRequested() {
        Map<String, Object> meta = new HashMap<>(ModernMcp.meta());
        meta.put(ModernMcp.PROTOCOL_VERSION, "v999.0.0");
        Map<String, String> headers = ModernMcp.headers("server/discover", null);
        headers.put("MCP-Protocol-Version", "v999.0.0");
        APIGatewayV2HTTPResponse http =
                lambda.send("POST", "/mcp", headers, ModernMcp.body(301, "server/discover", Map.of("_meta", meta)));
        JsonNode error = errorOf(http, 400, 301, -32022);
        assertEquals(
                List.of("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"), texts(error.at("/data/supported")));
        assertEquals("v999.0.0", error.at("/data/requested").asText());
    }

    @Test
    void aVersionHeaderThatDisagreesWithMetaIsHeaderMismatch() {
        Map<String, Object> meta = new HashMap<>(ModernMcp.meta());
        meta.put(ModernMcp.PROTOCOL_VERSION, "v999.0.0");
        refused(
                ModernMcp.headers("server/discover", null),
                ModernMcp.body(302, "server/discover", Map.of("_meta", meta)),
                400,
                302,
                -32020);
    }

    @ParameterizedTest
    @ValueSource(strings = {"MCP-Protocol-Version", "Mcp-Method"})
    void aMissingStandardHeaderIsHeaderMismatch(String header) {
        Map<String, String> headers = ModernMcp.headers("tools/list", null);
        headers.remove(header);
        JsonNode error = refused(headers, ModernMcp.body(7, "tools/list", null), 400, 7, -32020);
        assertTrue(error.get("message").asText().contains(header + " header is missing"), error.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"prompts/list", "TOOLS/LIST", "tools/list/"})
    void aMethodHeaderOtherThanTheBodysIsHeaderMismatch(String value) {
        Map<String, String> headers = ModernMcp.headers("tools/list", null);
        headers.put("Mcp-Method", value);
        refused(headers, ModernMcp.body(8, "tools/list", null), 400, 8, -32020);
    }

    /** Values as API Gateway delivers them: names lower-cased, the whitespace around values gone. */
    @Test
    void headerNamesAreCaseInsensitive() {
        Map<String, Object> params = Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "x"));
        Map<String, String> headers = ModernMcp.headers("tools/call", null);
        headers.remove("Mcp-Method");
        headers.put("MCP-METHOD", "tools/call");
        headers.put("mcp-name", "get_schema");
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", headers, ModernMcp.body(9, "tools/call", params));
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertTrue(LambdaHarness.read(http.getBody()).has("result"), http.getBody());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"", "wrong_tool_name", "=?base64?Z2V0X3NjaGVtYQ?=", "=?base64?Z2V0!!!3NjaGVtYQ==?=", "get_schéma"
            })
    void aNameHeaderOtherThanTheBodysIsHeaderMismatch(String value) {
        Map<String, Object> params = Map.of("name", "get_schema", "arguments", Map.of());
        Map<String, String> headers = ModernMcp.headers("tools/call", params);
        if (value.isEmpty()) {
            headers.remove("Mcp-Name");
        } else {
            headers.put("Mcp-Name", value);
        }
        refused(headers, ModernMcp.body(10, "tools/call", params), 400, 10, -32020);
    }

    /** A name a header cannot carry as it is travels Base64-encoded, and is compared decoded. */
    @Test
    void aBase64EncodedNameIsDecodedBeforeTheComparison() {
        String uri = "datasf://datasets/zzzz-zzzz/schema?é";
        Map<String, Object> params = Map.of("uri", uri);
        Map<String, String> headers = ModernMcp.headers("resources/read", params);
        headers.put(
                "Mcp-Name",
                "=?base64?" + Base64.getEncoder().encodeToString(uri.getBytes(StandardCharsets.UTF_8)) + "?=");
        APIGatewayV2HTTPResponse http =
                lambda.send("POST", "/mcp", headers, ModernMcp.body(11, "resources/read", params));
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertEquals(
                -32602, response.at("/error/code").asInt(), "past the headers, to the resource: " + http.getBody());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "initialize",
                "ping",
                "logging/setLevel",
                "resources/subscribe",
                "resources/unsubscribe",
                "completion/complete",
                "subscriptions/listen",
                "unknown/method"
            })
    void removedAndUnknownMethodsAre404MethodNotFound(String method) {
        JsonNode error = refused(ModernMcp.headers(method, null), ModernMcp.body(500, method, null), 404, 500, -32601);
        assertTrue(error.get("message").asText().contains(method), error.toString());
    }

    @Test
    void theLegacyEraIsUntouchedByTheModernRules() {
        Map<String, String> headers = legacyHeaders();
        headers.put("MCP-Protocol-Version", "2025-11-25");
        APIGatewayV2HTTPResponse ping =
                lambda.send("POST", "/mcp", headers, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        assertEquals(200, ping.getStatusCode(), ping.getBody());
        assertEquals("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}", ping.getBody());
    }

    private static Map<String, String> legacyHeaders() {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        return headers;
    }

    private static JsonNode refused(Map<String, String> headers, String body, int status, int id, int code) {
        return errorOf(lambda.send("POST", "/mcp", headers, body), status, id, code);
    }

    private static JsonNode errorOf(APIGatewayV2HTTPResponse http, int status, int id, int code) {
        assertEquals(status, http.getStatusCode(), http.getBody());
        assertTrue(McpEndpointLambdaTest.headerValue(http, "Content-Type").startsWith("application/json"));
        assertNoInternals(http.getBody());
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals("2.0", response.get("jsonrpc").asText());
        assertEquals(id, response.get("id").asInt(), "the request's id: " + http.getBody());
        assertFalse(response.has("result"));
        assertEquals(code, response.at("/error/code").asInt(), http.getBody());
        return response.get("error");
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new java.util.ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }
}
