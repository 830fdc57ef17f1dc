package datasf.mcp.server;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.EchoTestTool;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.transport.McpController;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Binding, validation and error shaping of tool calls, through the Lambda handler (test tool). */
class ToolFrameworkTest {

    private static LambdaHarness lambda;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness(EchoTestTool.PROPERTIES);
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    private static JsonNode errorBody(JsonNode result) {
        assertTrue(result.get("isError").asBoolean(), result.toString());
        assertEquals("text", result.at("/content/0/type").asText());
        return LambdaHarness.read(result.at("/content/0/text").asText());
    }

    @Test
    void successCarriesStructuredContentAndTheSameJsonAsText() {
        JsonNode result = lambda.callTool("test_echo", Map.of("text", "ab", "repeat_count", 2));
        assertFalse(result.get("isError").asBoolean());
        assertEquals("abab", result.at("/structuredContent/echoed").asText());
        assertEquals(
                result.get("structuredContent"),
                LambdaHarness.read(result.at("/content/0/text").asText()));
    }

    @Test
    void constraintViolationNamesTheJsonFieldAndTheRule() {
        JsonNode error = errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "repeat_count", 9)));
        assertEquals("validation", error.get("error_type").asText());
        assertTrue(error.get("error").asText().contains("repeat_count"), error.toString());
        assertTrue(error.get("error").asText().contains("3"), error.toString());
    }

    @Test
    void missingRequiredArgumentIsNamed() {
        JsonNode error = errorBody(lambda.callTool("test_echo", Map.of()));
        assertEquals("validation", error.get("error_type").asText());
        assertTrue(error.get("error").asText().contains("text"), error.toString());
    }

    @Test
    void wrongTypeIsNamedWithoutJacksonInternals() {
        JsonNode result = lambda.callTool("test_echo", Map.of("text", "ab", "repeat_count", "lots"));
        JsonNode error = errorBody(result);
        assertEquals(
                "Invalid repeat_count: must be an integer", error.get("error").asText());
        assertNoInternals(result.toString());
    }

    @Test
    void fractionalNumberForAnIntegerIsRejectedNotTruncated() {
        JsonNode error = errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "repeat_count", 1.5)));
        assertEquals("validation", error.get("error_type").asText());
    }

    @Test
    void scalarsOfTheWrongJsonTypeAreRejectedNotCoerced() {
        // the input schema says string / integer / boolean; Jackson alone would convert these
        assertEquals(
                "Invalid text: must be a string",
                errorBody(lambda.callTool("test_echo", Map.of("text", 42)))
                        .get("error")
                        .asText());
        assertEquals(
                "Invalid text: must be a string",
                errorBody(lambda.callTool("test_echo", Map.of("text", true)))
                        .get("error")
                        .asText());
        assertEquals(
                "Invalid repeat_count: must be an integer",
                errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "repeat_count", "2")))
                        .get("error")
                        .asText());
        assertEquals(
                "Invalid fail: must be a boolean",
                errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "fail", "true")))
                        .get("error")
                        .asText());
        assertEquals(
                "Invalid fail: must be a boolean",
                errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "fail", 1)))
                        .get("error")
                        .asText());
    }

    @Test
    void unknownArgumentIsRejectedWithTheAllowedNames() {
        JsonNode error = errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "txet", "x")));
        assertTrue(error.get("error").asText().contains("txet"), error.toString());
        assertTrue(error.get("error").asText().contains("repeat_count"), error.toString());
    }

    @Test
    void classifiedFailureCarriesTypeAndDetails() {
        JsonNode error = errorBody(lambda.callTool("test_echo", Map.of("text", "ab", "fail", true)));
        assertEquals("not_found", error.get("error_type").asText());
        assertEquals("details here", error.get("details").asText());
    }

    /**
     * An Error (the heap running out) passes every catch of RuntimeException: it reached Micronaut,
     * which answered its own 500 page. Now it is a JSON-RPC error like any other failure.
     */
    @Test
    void anOutOfMemoryErrorIsAJsonRpcInternalErrorNotAFrameworkPage() {
        APIGatewayV2HTTPResponse http;
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            http = lambda.post("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\","
                    + "\"params\":{\"name\":\"test_echo\",\"arguments\":{\"text\":\"" + EchoTestTool.HEAP
                    + "\",\"crash\":true}}}");
            // captured, not printed (a green build prints no ERROR line): our one ERROR line, without a
            // stack trace, and Reactor's WARN with one, which it logs for any JVM-fatal Error
            List<ILoggingEvent> errors = logs.events().stream()
                    .filter(e -> e.getLevel() == Level.ERROR)
                    .toList();
            assertEquals(1, errors.size(), errors::toString);
            assertEquals(McpController.class.getName(), errors.get(0).getLoggerName());
            assertTrue(errors.get(0).getFormattedMessage().contains("OutOfMemoryError"), errors::toString);
            assertNull(errors.get(0).getThrowableProxy(), "no stack trace in our line");
        }
        assertEquals(200, http.getStatusCode(), http.getBody());
        JsonNode body = LambdaHarness.read(http.getBody());
        assertEquals(-32603, body.at("/error/code").asInt(), http.getBody());
        assertEquals("Internal error", body.at("/error/message").asText());
        assertNoInternals(http.getBody());
        // and the instance serves the next request
        assertTrue(lambda.rpc("ping", null).get("result").isObject());
    }

    @Test
    void unexpectedExceptionBecomesAClassifiedErrorWithoutInternals() {
        JsonNode result;
        try (CapturedLogs logs = CapturedLogs.of(ToolInvoker.class.getName(), Level.ERROR)) {
            result = lambda.callTool("test_echo", Map.of("text", "ab", "crash", true));
            // the details go to the operator's log, at ERROR (captured here: a deliberate crash)
            assertEquals(1, logs.events().size(), () -> logs.events().toString());
            assertTrue(logs.events().get(0).getFormattedMessage().contains("tool test_echo failed unexpectedly"));
        }
        JsonNode error = errorBody(result);
        assertEquals("api_error", error.get("error_type").asText());
        assertNoInternals(result.toString());
    }
}
