package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A request of the 2025 revisions needs no {@code Mcp-Method} or {@code Mcp-Name} header, but one
 * that sends them is held to the rule of 2026-07-28: they repeat the body. A gateway routing or
 * limiting calls by those headers (a cheap tools/list, an allowed get_schema) must not be told one
 * thing while the server does another (a query_datasf). Through the Lambda handler, with no
 * {@code MCP-Protocol-Version} header and with each legacy one.
 */
@LambdaTest
class LegacyHeaderRulesLambdaTest {

    private static final String QUERY = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":"
            + "{\"name\":\"query_datasf\",\"arguments\":{\"dataset_id\":\"wg3w-h783\",\"soql\":\"SELECT count(*)\"}}}";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    LegacyHeaderRulesLambdaTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2025-11-25", "2025-06-18", "2025-03-26"})
    void aMethodHeaderOtherThanTheBodysIsRefusedWhateverTheVersion(String version) {
        Map<String, String> headers = headers(version);
        headers.put("Mcp-Method", "tools/list");
        headers.put("Mcp-Name", "get_schema");
        JsonNode error = refused(headers, QUERY);
        assertTrue(error.get("message").asText().contains("Mcp-Method"), error.toString());
        assertTrue(error.get("message").asText().contains("tools/call"), error.toString());
        assertEquals(0, socrata.requests().size(), "nothing reached Socrata");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2025-11-25"})
    void aNameHeaderOtherThanTheBodysIsRefused(String version) {
        Map<String, String> headers = headers(version);
        headers.put("Mcp-Name", "get_schema");
        JsonNode error = refused(headers, QUERY);
        assertTrue(error.get("message").asText().contains("Mcp-Name"), error.toString());
        assertEquals(0, socrata.requests().size(), "nothing reached Socrata");
    }

    @Test
    void aMethodHeaderOnItsOwnIsComparedToo() {
        Map<String, String> headers = headers("2025-11-25");
        headers.put("Mcp-Method", "ping");
        refused(headers, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/list\"}");
    }

    @Test
    void headersThatRepeatTheBodyAreServed() {
        Map<String, String> headers = headers("2025-11-25");
        headers.put("Mcp-Method", "tools/call");
        headers.put(
                "Mcp-Name",
                "=?base64?" + Base64.getEncoder().encodeToString("query_datasf".getBytes(StandardCharsets.UTF_8))
                        + "?=");
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", headers, QUERY);
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertFalse(LambdaHarness.read(http.getBody()).at("/result/isError").asBoolean(), http.getBody());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2025-11-25"})
    void withoutTheHeadersALegacyRequestIsServedAsBefore(String version) {
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", headers(version), QUERY);
        assertEquals(200, http.getStatusCode(), http.getBody());
        assertTrue(LambdaHarness.read(http.getBody()).has("result"), http.getBody());
    }

    private static Map<String, String> headers(String version) {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        if (!version.isEmpty()) {
            headers.put("MCP-Protocol-Version", version);
        }
        return headers;
    }

    /** A 400 with -32020 and the request's id, nothing internal; the error object. */
    private JsonNode refused(Map<String, String> headers, String body) {
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", headers, body);
        assertEquals(400, http.getStatusCode(), http.getBody());
        assertNoInternals(http.getBody());
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(7, response.get("id").asInt(), http.getBody());
        assertEquals(-32020, response.at("/error/code").asInt(), http.getBody());
        return response.get("error");
    }
}
