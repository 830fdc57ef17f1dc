package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.json.JsonFactory;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Collections;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Limits on what a client may send: body size, JSON nesting and number length, argument sizes. */
@LambdaTest
class InboundLimitsTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    InboundLimitsTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** A ping whose params hold arrays nested so that the whole document is {@code depth} deep. */
    private static String pingNested(int depth) {
        int arrays = depth - 2; // the message object and params are two levels
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":" + "[".repeat(arrays)
                + "]".repeat(arrays) + "}}";
    }

    private static JsonNode rpcError(APIGatewayV2HTTPResponse response) {
        assertNoInternals(response.getBody());
        JsonNode body = LambdaHarness.read(response.getBody());
        assertEquals("2.0", body.get("jsonrpc").asText());
        assertTrue(body.get("id").isNull());
        return body.get("error");
    }

    @Test
    void anEmptyBodyIsAJsonRpcParseErrorNotAFrameworkPage() {
        for (String empty : new String[] {"", null}) {
            APIGatewayV2HTTPResponse response = lambda.post(empty);
            assertEquals(400, response.getStatusCode(), response.getBody());
            assertEquals(
                    "Parse error: empty body", rpcError(response).get("message").asText());
        }
    }

    @Test
    void aBase64EncodedBodyIsDecoded() {
        String ping = "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}";
        APIGatewayV2HTTPEvent event = APIGatewayV2HTTPEvent.builder()
                .withVersion("2.0")
                .withRouteKey("$default")
                .withRawPath("/mcp")
                .withRawQueryString("")
                .withHeaders(Map.of("accept", LambdaHarness.ACCEPT_BOTH, "content-type", "application/json"))
                .withBody(Base64.getEncoder().encodeToString(ping.getBytes(StandardCharsets.UTF_8)))
                .withIsBase64Encoded(true)
                .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                        .withRequestId("b64")
                        .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder()
                                .withMethod("POST")
                                .withPath("/mcp")
                                .withProtocol("HTTP/1.1")
                                .withSourceIp("127.0.0.1")
                                .build())
                        .build())
                .build();
        APIGatewayV2HTTPResponse response =
                new APIGatewayV2HTTPEventFunction(lambda.context()).handleRequest(event, new MockLambdaContext());
        assertEquals(200, response.getStatusCode(), response.getBody());
        assertEquals(5, LambdaHarness.read(response.getBody()).get("id").asInt());
    }

    @Test
    void jsonAtTheNestingLimitIsAccepted() {
        APIGatewayV2HTTPResponse response = lambda.post(pingNested(JsonFactory.MAX_NESTING_DEPTH));
        assertEquals(200, response.getStatusCode(), response.getBody());
    }

    @Test
    void jsonNestedDeeperThanTheLimitIsACleanParseError() {
        APIGatewayV2HTTPResponse response = lambda.post(pingNested(JsonFactory.MAX_NESTING_DEPTH + 1));
        assertEquals(400, response.getStatusCode());
        JsonNode error = rpcError(response);
        assertEquals(-32700, error.get("code").asInt());
        assertEquals(
                "Parse error: JSON nested deeper than 64 levels",
                error.get("message").asText());
    }

    @Test
    void thousandsOfOpenBracketsAreRefusedTheSameWay() {
        APIGatewayV2HTTPResponse response = lambda.post("[".repeat(100_000));
        assertEquals(400, response.getStatusCode());
        assertEquals(-32700, rpcError(response).get("code").asInt());
    }

    /** A ping whose params hold {@code values} copies of {@code value} in one array. */
    private static String pingWithValues(int values, String value) {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"x\":["
                + String.join(",", Collections.nCopies(values, value)) + "]}}";
    }

    @Test
    void aMessageWithinTheTokenLimitIsAnswered() {
        APIGatewayV2HTTPResponse response = lambda.post(pingWithValues(JsonRpcMessageReader.MAX_TOKENS - 100, "0"));
        assertEquals(200, response.getStatusCode(), response.getBody());
    }

    /**
     * A megabyte of tiny values is within the byte limit but would be some 350,000 tree nodes,
     * copied again by the SDK: enough to run a small heap out, which answered Micronaut's own 500
     * page. Refused while parsing, before any tree is built past the limit.
     */
    @ParameterizedTest
    @ValueSource(strings = {"[]", "{}", "0", "\"\""})
    void aMegabyteOfTinyValuesIsRefusedByItsTokenCount(String value) {
        int values = (1024 * 1024 - 100) / (value.length() + 1);
        APIGatewayV2HTTPResponse response = lambda.post(pingWithValues(values, value));
        assertEquals(400, response.getStatusCode(), response.getBody());
        JsonNode error = rpcError(response);
        assertEquals(-32700, error.get("code").asInt());
        assertEquals(
                "Parse error: the message holds more than 10000 JSON tokens (brackets, keys and values)",
                error.get("message").asText());
    }

    @Test
    void justOverTheTokenLimitIsRefused() {
        APIGatewayV2HTTPResponse response = lambda.post(pingWithValues(JsonRpcMessageReader.MAX_TOKENS + 100, "0"));
        assertEquals(400, response.getStatusCode(), response.getBody());
        assertEquals(-32700, rpcError(response).get("code").asInt());
    }

    @Test
    void anOverlongNumberIsAParseError() {
        APIGatewayV2HTTPResponse response =
                lambda.post("{\"jsonrpc\":\"2.0\",\"id\":" + "9".repeat(5000) + ",\"method\":\"ping\"}");
        assertEquals(400, response.getStatusCode());
        JsonNode error = rpcError(response);
        assertEquals(-32700, error.get("code").asInt());
        assertEquals(
                "Parse error: a JSON number is too long", error.get("message").asText());
    }

    @Test
    void aBodyOverTheLimitIs413BeforeItIsParsed() {
        String deepAndBig = "[".repeat(1024 * 1024 + 1);
        APIGatewayV2HTTPResponse response = lambda.post(deepAndBig);
        assertEquals(413, response.getStatusCode());
        assertTrue(rpcError(response).get("message").asText().contains("larger than 1048576 bytes"));
    }

    @ParameterizedTest(name = "{0}.{1} longer than {2}")
    @CsvSource({
        "search_datasf, query, 500",
        "query_datasf, soql, 4000",
        "list_datasf, category, 100",
    })
    void argumentsOverTheirSizeLimitAreValidationErrorsNamingTheField(String tool, String field, int max) {
        Map<String, Object> arguments = new java.util.HashMap<>();
        arguments.put(field, "x".repeat(max + 1));
        if (tool.equals("query_datasf")) {
            arguments.put("dataset_id", "uczf-rk3c");
        }
        socrata.reset();
        JsonNode err = error(lambda.callTool(tool, arguments));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains(field), err.toString());
        assertTrue(err.get("error").asText().contains(String.valueOf(max)), err.toString());
        assertTrue(
                socrata.requests().stream().noneMatch(r -> !r.path().contains("domain_categories")),
                "nothing was asked of Socrata for an invalid argument");
    }
}
