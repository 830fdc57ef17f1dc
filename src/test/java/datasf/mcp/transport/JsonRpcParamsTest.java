package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Wrongly shaped params are the client's mistake: -32602 naming the field, nothing logged as a server fault. */
class JsonRpcParamsTest {

    private static LambdaHarness lambda;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness();
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "tools/call | | tools/call needs params {name, arguments}",
                "tools/call | ,\"params\":{\"name\":5} | params.name must be the name of a tool (a string)",
                "tools/call | ,\"params\":{\"name\":\"get_schema\",\"arguments\":[1]} | params.arguments must be an object",
                "tools/call | ,\"params\":{\"name\":\"get_schema\",\"_meta\":7} | params._meta must be an object",
                "tools/list | ,\"params\":{\"cursor\":{}} | params.cursor must be a string",
                "resources/list | ,\"params\":{\"cursor\":5} | params.cursor must be a string",
                "resources/templates/list | ,\"params\":{\"cursor\":[]} | params.cursor must be a string",
                "prompts/list | ,\"params\":{\"cursor\":true} | params.cursor must be a string",
                "resources/read | | resources/read needs params {uri}",
                "resources/read | ,\"params\":{} | params.uri must be a resource URI (a string), e.g. datasf://categories",
                "resources/read | ,\"params\":{\"uri\":5} | params.uri must be a resource URI (a string), e.g. datasf://categories",
                "resources/read | ,\"params\":{\"uri\":\"\"} | params.uri must be a resource URI (a string), e.g. datasf://categories",
                "prompts/get | | prompts/get needs params {name, arguments}",
                "prompts/get | ,\"params\":{} | params.name must be the name of a prompt (a string)",
                "prompts/get | ,\"params\":{\"name\":5} | params.name must be the name of a prompt (a string)",
                "prompts/get | ,\"params\":{\"name\":\"explore_dataset\",\"arguments\":[1]} | params.arguments must be an object of strings",
                "prompts/get | ,\"params\":{\"name\":\"explore_dataset\",\"arguments\":\"wg3w-h783\"} | params.arguments must be an object of strings",
                "prompts/get | ,\"params\":{\"name\":\"explore_dataset\",\"arguments\":{\"dataset_id\":5}} | params.arguments.dataset_id must be a string",
                "prompts/get | ,\"params\":{\"name\":\"soql_guide\",\"arguments\":{\"a b\\n\":{}}} | params.arguments values must be strings",
                "initialize | | initialize needs params {protocolVersion, capabilities, clientInfo}",
                "initialize | ,\"params\":{\"protocolVersion\":\"v1\\nFAKE LOG LINE\",\"capabilities\":{},\"clientInfo\":{\"name\":\"a\",\"version\":\"1\"}}"
                        + " | params.protocolVersion must be a protocol revision date such as 2025-11-25",
                "initialize | ,\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":[],\"clientInfo\":{\"name\":\"a\",\"version\":\"1\"}}"
                        + " | params.capabilities must be an object",
                "initialize | ,\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"a\"}}"
                        + " | params.clientInfo must be an object with string name and version",
            })
    void wrongParamsAreInvalidParamsNamingTheField(String method, String params, String message) {
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            APIGatewayV2HTTPResponse response = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"" + method
                    + "\"" + (params == null ? "" : params) + "}");
            assertEquals(200, response.getStatusCode());
            assertNoInternals(response.getBody());
            JsonNode body = LambdaHarness.read(response.getBody());
            assertEquals(9, body.get("id").asInt());
            assertEquals(-32602, body.at("/error/code").asInt());
            assertEquals("Invalid params: " + message, body.at("/error/message").asText());
            assertTrue(logs.events().isEmpty(), () -> "logged: " + logs.allText());
        }
    }

    /** A shape the transport's checks let through but the SDK cannot bind is still the client's mistake. */
    @Test
    void paramsTheSdkCannotBindAreInvalidParamsWithAWarningNotAnError() {
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            APIGatewayV2HTTPResponse response = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\","
                    + "\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{\"roots\":[1]},"
                    + "\"clientInfo\":{\"name\":\"a\",\"version\":\"1\"}}}");
            assertNoInternals(response.getBody());
            JsonNode body = LambdaHarness.read(response.getBody());
            assertEquals(-32602, body.at("/error/code").asInt(), response.getBody());
            assertEquals(
                    "Invalid params: the params object does not match the method",
                    body.at("/error/message").asText());
            assertTrue(
                    logs.events().stream().noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR)),
                    () -> "logged: " + logs.allText());
        }
    }

    @Test
    void anOlderProtocolDateIsNegotiatedNotRefused() {
        JsonNode result;
        // the SDK warns that it suggests another version: captured here, where it is expected
        try (CapturedLogs logs = CapturedLogs.of("io.modelcontextprotocol", Level.WARN)) {
            result = lambda.rpc(
                    "initialize",
                    java.util.Map.of(
                            "protocolVersion",
                            "2024-11-05",
                            "capabilities",
                            java.util.Map.of(),
                            "clientInfo",
                            java.util.Map.of("name", "old", "version", "1")));
            assertTrue(
                    String.join(" ", logs.allText()).contains("2024-11-05"),
                    () -> logs.allText().toString());
        }
        assertEquals("2025-11-25", result.at("/result/protocolVersion").asText());
    }

    @Test
    void notificationsOfAnyMethodAreAcknowledgedWithoutLogging() {
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            for (String method :
                    new String[] {"notifications/initialized", "notifications/cancelled", "x\ny", "ping"}) {
                APIGatewayV2HTTPResponse response =
                        lambda.post("{\"jsonrpc\":\"2.0\",\"method\":" + LambdaHarness.write(method) + "}");
                assertEquals(202, response.getStatusCode());
            }
            assertTrue(logs.events().isEmpty(), () -> "logged: " + logs.allText());
        }
    }
}
