package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every transport rule of the streamable HTTP endpoint, through the real Lambda handler. */
class McpEndpointLambdaTest {

    private static final String INITIALIZE = """
            {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",
             "capabilities":{},"clientInfo":{"name":"test","version":"1"}}}""";

    private static LambdaHarness lambda;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness(Map.of("datasf.transport.allowed-origins", "https://allowed.example"));
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    private static APIGatewayV2HTTPResponse post(Map<String, String> headers, String body) {
        return lambda.send("POST", "/mcp", headers, body);
    }

    private static Map<String, String> goodHeaders() {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        return headers;
    }

    private static JsonNode errorOf(APIGatewayV2HTTPResponse response) {
        JsonNode body = LambdaHarness.read(response.getBody());
        assertEquals("2.0", body.path("jsonrpc").asText());
        assertTrue(body.has("id") && body.get("id").isNull(), "id must be null: " + response.getBody());
        return body.get("error");
    }

    @Test
    void initializeAnswersWithServerInfoAndInstructionsAndNoSession() {
        APIGatewayV2HTTPResponse response = lambda.post(INITIALIZE);
        assertEquals(200, response.getStatusCode());
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        assertNull(headerValue(response, "Mcp-Session-Id"), "a stateless server issues no session id");
        JsonNode result = LambdaHarness.read(response.getBody()).get("result");
        assertEquals("datasf-mcp", result.at("/serverInfo/name").asText());
        assertFalse(result.at("/serverInfo/version").asText().isBlank());
        assertEquals("2025-11-25", result.get("protocolVersion").asText());
        assertTrue(result.get("instructions").asText().contains("get_schema"));
        assertTrue(result.at("/capabilities/tools").isObject());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2025-11-25", "2025-06-18", "2025-03-26"})
    void everySupportedProtocolVersionIsAccepted(String version) {
        Map<String, String> headers = goodHeaders();
        headers.put("MCP-Protocol-Version", version);
        APIGatewayV2HTTPResponse response = post(headers, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}");
        assertEquals(200, response.getStatusCode());
        assertEquals(7, LambdaHarness.read(response.getBody()).get("id").asInt());
    }

    /** Answered as 2026-07-28 answers any unsupported version: -32022, the request's id, the list. */
    @Test
    void unsupportedProtocolVersionIs400ListingTheSupportedOnes() {
        Map<String, String> headers = goodHeaders();
        headers.put("MCP-Protocol-Version", "1999-01-01");
        APIGatewayV2HTTPResponse response = post(headers, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        assertEquals(400, response.getStatusCode());
        JsonNode body = LambdaHarness.read(response.getBody());
        assertEquals(1, body.get("id").asInt());
        assertEquals(-32022, body.at("/error/code").asInt());
        assertEquals("1999-01-01", body.at("/error/data/requested").asText());
        assertEquals("2025-11-25", body.at("/error/data/supported/1").asText());
    }

    @Test
    void pingAnswersWithAnEmptyResult() {
        JsonNode response = lambda.rpc("ping", null);
        assertTrue(response.get("result").isObject());
        assertEquals(0, response.get("result").size());
    }

    @Test
    void toolsListDescribesEachToolWithSchemasAndAnnotations() {
        JsonNode tools = lambda.rpc("tools/list", Map.of()).at("/result/tools");
        assertTrue(tools.isArray() && tools.size() > 0);
        for (JsonNode tool : tools) {
            assertEquals("object", tool.at("/inputSchema/type").asText(), tool.toString());
            assertEquals("object", tool.at("/outputSchema/type").asText(), tool.toString());
            assertTrue(tool.at("/annotations/readOnlyHint").asBoolean(), tool.toString());
            assertFalse(tool.get("description").asText().isBlank());
        }
    }

    @Test
    void notificationIs202WithEmptyBody() {
        APIGatewayV2HTTPResponse response =
                lambda.post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertEquals(202, response.getStatusCode());
        assertTrue(response.getBody() == null || response.getBody().isEmpty());
    }

    @Test
    void clientResponseIs202WithEmptyBody() {
        APIGatewayV2HTTPResponse response = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":\"s-1\",\"result\":{}}");
        assertEquals(202, response.getStatusCode());
        assertTrue(response.getBody() == null || response.getBody().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json", "text/event-stream", "*/*", ""})
    void acceptWithoutBothTypesIs406(String accept) {
        Map<String, String> headers = goodHeaders();
        headers.put("Accept", accept);
        APIGatewayV2HTTPResponse response = post(headers, INITIALIZE);
        assertEquals(406, response.getStatusCode());
        assertNoInternals(response.getBody());
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "text/event-stream"})
    void contentTypeOtherThanJsonIs415(String contentType) {
        Map<String, String> headers = goodHeaders();
        headers.put("Content-Type", contentType);
        APIGatewayV2HTTPResponse response = post(headers, INITIALIZE);
        assertEquals(415, response.getStatusCode());
        assertNoInternals(response.getBody());
    }

    @Test
    void malformedJsonIs400ParseErrorWithNullId() {
        APIGatewayV2HTTPResponse response = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,");
        assertEquals(400, response.getStatusCode());
        assertEquals(-32700, errorOf(response).get("code").asInt());
        assertNoInternals(response.getBody());
    }

    /** One message per POST: anything but whitespace after it is not that message, so the body is not valid JSON-RPC text. */
    @ParameterizedTest
    @ValueSource(strings = {"xyz", "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}", "]", "1", "null", "\"tail\""})
    void textAfterTheMessageIsAParseError(String trailing) {
        APIGatewayV2HTTPResponse response =
                lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}" + trailing);
        assertEquals(400, response.getStatusCode(), response.getBody());
        JsonNode error = errorOf(response);
        assertEquals(-32700, error.get("code").asInt());
        assertEquals(
                "Parse error: text follows the JSON-RPC message; send exactly one JSON value per POST",
                error.get("message").asText());
    }

    @Test
    void whitespaceAfterTheMessageIsFine() {
        APIGatewayV2HTTPResponse response = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"} \r\n\t");
        assertEquals(200, response.getStatusCode(), response.getBody());
    }

    /**
     * A repeated key is valid JSON text (RFC 8259 says names SHOULD be unique and leaves the
     * meaning of duplicates to each parser), so it is not a parse error; but which "id" or "name"
     * counts differs between parsers, proxies and loggers, so the message is not a well-defined
     * JSON-RPC request: -32600, whatever the depth of the repeated key.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"get_schema\","
                        + "\"arguments\":{\"dataset_id\":\"uczf-rk3c\",\"dataset_id\":\"../x\"}}}"
            })
    void duplicateKeysAreAnInvalidRequest(String body) {
        APIGatewayV2HTTPResponse response = lambda.post(body);
        assertEquals(400, response.getStatusCode(), response.getBody());
        JsonNode error = errorOf(response);
        assertEquals(-32600, error.get("code").asInt());
        assertEquals(
                "Invalid Request: a JSON object in the message repeats a key; send each key once",
                error.get("message").asText());
    }

    @Test
    void batchArrayIs400InvalidRequest() {
        APIGatewayV2HTTPResponse response = lambda.post("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]");
        assertEquals(400, response.getStatusCode());
        assertEquals(-32600, errorOf(response).get("code").asInt());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{}",
                "{\"hello\":\"world\"}",
                "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":5}",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":\"x\"}",
                "42",
                "\"text\"",
                "null"
            })
    void jsonThatIsNotJsonRpcIs400InvalidRequest(String body) {
        APIGatewayV2HTTPResponse response = lambda.post(body);
        assertEquals(400, response.getStatusCode(), response.getBody());
        assertEquals(-32600, errorOf(response).get("code").asInt());
        assertNoInternals(response.getBody());
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET", "DELETE", "PUT", "PATCH", "OPTIONS", "TRACE"})
    void everyMethodButPostIs405AllowPostWithAJsonRpcError(String method) {
        Map<String, String> headers = goodHeaders();
        headers.put("Accept", "text/event-stream");
        APIGatewayV2HTTPResponse response = lambda.send(method, "/mcp", headers, method.equals("GET") ? null : "{}");
        assertEquals(405, response.getStatusCode());
        assertEquals("POST", headerValue(response, "Allow"));
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        assertEquals(JsonRpcErrors.SERVER_ERROR, errorOf(response).get("code").asInt());
        assertEquals(
                "Method not allowed: this stateless server answers POST /mcp only",
                errorOf(response).get("message").asText());
    }

    @Test
    void headIs405AllowPostWithoutABody() {
        APIGatewayV2HTTPResponse response = lambda.send("HEAD", "/mcp", goodHeaders(), null);
        assertEquals(405, response.getStatusCode());
        assertEquals("POST", headerValue(response, "Allow"));
        assertTrue(response.getBody() == null || response.getBody().isEmpty(), response.getBody());
    }

    /** Accept values Micronaut's content negotiation would answer with its own HTML or HAL page. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "text/html",
                "application/xml",
                "text/*",
                "application/json;q=abc, text/event-stream",
                "application/json, text/event-stream;q=0",
                "application/jsonx, text/event-streamy",
                "application/*, text/*"
            })
    void oddAcceptValuesAre406WithAJsonRpcError(String accept) {
        Map<String, String> headers = goodHeaders();
        headers.put("Accept", accept);
        APIGatewayV2HTTPResponse response = post(headers, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        assertEquals(406, response.getStatusCode(), response.getBody());
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        assertEquals(
                "Not Acceptable: the Accept header must list both application/json and text/event-stream",
                errorOf(response).get("message").asText());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "application/json, text/event-stream",
                "text/event-stream, application/json",
                "Application/JSON;q=0.9, TEXT/EVENT-STREAM;q=0.5",
                "application/json; charset=utf-8, text/event-stream"
            })
    void acceptListingBothTypesInAnyFormPasses(String accept) {
        Map<String, String> headers = goodHeaders();
        headers.put("Accept", accept);
        APIGatewayV2HTTPResponse response = post(headers, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        assertEquals(200, response.getStatusCode(), response.getBody());
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/html", "application/xml", "*/*", ""})
    void healthAnswersJsonWhateverTheAcceptHeader(String accept) {
        APIGatewayV2HTTPResponse response = lambda.send("GET", "/health", Map.of("Accept", accept), null);
        assertEquals(200, response.getStatusCode(), response.getBody());
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        assertEquals("ok", LambdaHarness.read(response.getBody()).get("status").asText());
    }

    @Test
    void foreignOriginIs403AndAllowedOriginPasses() {
        Map<String, String> headers = goodHeaders();
        headers.put("Origin", "https://evil.example");
        assertEquals(403, post(headers, INITIALIZE).getStatusCode());
        headers.put("Origin", "https://allowed.example");
        APIGatewayV2HTTPResponse allowed = post(headers, INITIALIZE);
        assertEquals(200, allowed.getStatusCode(), allowed.getBody());
    }

    @Test
    void bodyOverTheLimitIs413() {
        String big = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\""
                + "x".repeat(1024 * 1024) + "\"}}";
        APIGatewayV2HTTPResponse response = lambda.post(big);
        assertEquals(413, response.getStatusCode());
        assertNoInternals(response.getBody());
    }

    @Test
    void unknownMethodIsMethodNotFound() {
        JsonNode response = lambda.rpc("resources/subscribe-nonsense", Map.of());
        assertEquals(-32601, response.at("/error/code").asInt());
    }

    @Test
    void unknownToolIsAStandardErrorNamingTheToolAndTheFix() {
        APIGatewayV2HTTPResponse http = lambda.post(
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"no_such_tool\",\"arguments\":{}}}");
        assertEquals(200, http.getStatusCode());
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(-32602, response.at("/error/code").asInt());
        // the SDK's own message is a placeholder, "Unknown tool: invalid_tool_name", whatever was called
        assertEquals(
                "Unknown tool: \"no_such_tool\"; call tools/list for the tools this server has",
                response.at("/error/message").asText());
        assertNoInternals(http.getBody());
    }

    @Test
    void malformedToolCallParamsShowNoJavaInternals() {
        APIGatewayV2HTTPResponse http = lambda.post(
                "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/call\",\"params\":{\"name\":{\"a\":1},\"arguments\":[1,2]}}");
        assertEquals(200, http.getStatusCode());
        assertTrue(LambdaHarness.read(http.getBody()).has("error"));
        assertNoInternals(http.getBody());
    }

    /** Methods no route names: Micronaut's own 405 page before, the endpoint's own 405 now. */
    @ParameterizedTest
    @ValueSource(strings = {"CONNECT", "FOO", "post", "PROPFIND"})
    void methodsNoRouteNamesGetTheSame405(String method) {
        APIGatewayV2HTTPResponse response = lambda.send(method, "/mcp", goodHeaders(), INITIALIZE);
        assertEquals(405, response.getStatusCode(), response.getBody());
        assertEquals("POST", headerValue(response, "Allow"));
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        assertEquals(
                "Method not allowed: this stateless server answers POST /mcp only",
                errorOf(response).get("message").asText());
    }

    /** Paths are case-sensitive; every unknown one, whatever the method, gets a JSON-RPC 404. */
    @ParameterizedTest
    @ValueSource(strings = {"POST /MCP", "POST /nope", "GET /", "CONNECT /nope", "GET /mcp/x", "OPTIONS /Health"})
    void unknownPathsAre404WithAJsonRpcError(String request) {
        String[] methodAndPath = request.split(" ");
        APIGatewayV2HTTPResponse response = lambda.send(methodAndPath[0], methodAndPath[1], goodHeaders(), INITIALIZE);
        assertEquals(404, response.getStatusCode(), response.getBody());
        assertTrue(headerValue(response, "Content-Type").startsWith("application/json"));
        JsonNode error = errorOf(response);
        assertEquals(JsonRpcErrors.SERVER_ERROR, error.get("code").asInt());
        assertEquals(UnroutedRequests.NOT_FOUND, error.get("message").asText());
    }

    @Test
    void headOfAnUnknownPathIs404WithoutABody() {
        APIGatewayV2HTTPResponse response = lambda.send("HEAD", "/nope", goodHeaders(), null);
        assertEquals(404, response.getStatusCode());
        assertTrue(response.getBody() == null || response.getBody().isEmpty(), response.getBody());
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST", "DELETE", "PUT", "OPTIONS", "CONNECT"})
    void healthAnswersOtherMethods405AllowGetWithAJsonRpcError(String method) {
        APIGatewayV2HTTPResponse response = lambda.send(method, "/health", goodHeaders(), "{}");
        assertEquals(405, response.getStatusCode(), response.getBody());
        assertEquals("GET, HEAD", headerValue(response, "Allow"));
        assertEquals(
                "Method not allowed: /health answers GET, HEAD only",
                errorOf(response).get("message").asText());
    }

    /** API Gateway hands over decoded paths; one that is no URI failed in Micronaut's adapter. */
    @ParameterizedTest
    @ValueSource(strings = {"/a b", "/%zz", "//", "/{x}"})
    void aPathThatIsNoUriIs400WithAJsonRpcError(String path) {
        APIGatewayV2HTTPResponse response;
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            response = lambda.send("POST", path, goodHeaders(), INITIALIZE);
            assertEquals(
                    List.of(),
                    logs.events().stream().map(e -> e.getFormattedMessage()).toList(),
                    "no warning");
        }
        assertEquals(400, response.getStatusCode(), response.getBody());
        assertEquals(
                "Bad Request: the request path is not a valid URI path",
                errorOf(response).get("message").asText());
    }

    static String headerValue(APIGatewayV2HTTPResponse response, String name) {
        if (response.getHeaders() != null) {
            for (Map.Entry<String, String> e : response.getHeaders().entrySet()) {
                if (e.getKey().equalsIgnoreCase(name)) {
                    return e.getValue();
                }
            }
        }
        if (response.getMultiValueHeaders() != null) {
            for (var e : response.getMultiValueHeaders().entrySet()) {
                if (e.getKey().equalsIgnoreCase(name)) {
                    return String.join(",", e.getValue());
                }
            }
        }
        return null;
    }
}
