package datasf.mcp.lambda;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.logging.LogbackConfigurator;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Events the handler cannot route, as a direct invocation or a misconfigured integration sends
 * them: each is a 400 with a JSON-RPC error body saying what the function takes, and a request log
 * line, never a NullPointerException, a function error or a stack trace in the log. The RIC's own
 * deserializer builds these events in {@code LambdaRuntimeIT}; here Jackson does, as leniently.
 */
class MalformedEventTest {

    private static final ObjectMapper EVENTS =
            new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private static LambdaHarness lambda;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness();
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    private static APIGatewayV2HTTPEvent event(String json) throws IOException {
        return EVENTS.readValue(json, APIGatewayV2HTTPEvent.class);
    }

    static String payload10() throws IOException {
        try (InputStream in = MalformedEventTest.class.getResourceAsStream("/lambda/http-api-v1-event.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The answer to an event, with what was logged meanwhile (every logger, WARN and up, plus the request line). */
    private static JsonNode refusal(APIGatewayV2HTTPEvent event, String expectedMessageStart) {
        APIGatewayV2HTTPResponse response;
        List<ILoggingEvent> problems;
        List<ILoggingEvent> requests;
        try (CapturedLogs everything = CapturedLogs.ofEverything(Level.WARN);
                CapturedLogs requestLog = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO)) {
            response = lambda.handler().handleRequest(event, new MockLambdaContext());
            problems = everything.events();
            requests = requestLog.events();
        }
        assertEquals(400, response.getStatusCode(), response.getBody());
        assertEquals("application/json", response.getHeaders().get("Content-Type"));
        assertNoInternals(response.getBody());
        JsonNode body = LambdaHarness.read(response.getBody());
        assertTrue(body.get("id").isNull(), response.getBody());
        assertEquals(-32600, body.at("/error/code").asInt());
        String message = body.at("/error/message").asText();
        assertTrue(message.startsWith(expectedMessageStart), message);
        assertEquals(
                List.of(),
                problems.stream().map(ILoggingEvent::getFormattedMessage).toList());
        assertEquals(1, requests.size(), requests.toString());
        JsonNode line = LambdaHarness.read(requests.get(0).getFormattedMessage());
        assertEquals(400, line.get("status").asInt());
        assertEquals("malformed_event", line.get("error_type").asText(), line.toString());
        return body;
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "null", "{\"body\":\"{}\"}", "{\"requestContext\":{\"requestId\":\"x\"}}"})
    void anEventWithoutRequestContextHttpIs400NotAFunctionError(String json) throws IOException {
        JsonNode body = refusal(
                event(json),
                "This function takes API Gateway HTTP API events, payload format 2.0; this event has no"
                        + " requestContext.http with a method and a path");
        assertTrue(body.at("/error/message").asText().endsWith("call the function through its HTTP API"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{\"requestContext\":{\"http\":{\"path\":\"/mcp\"}}}",
                "{\"requestContext\":{\"http\":{\"method\":\"POST\"}}}",
                "{\"requestContext\":{\"http\":{\"method\":\" \",\"path\":\"/mcp\"}}}",
                "{\"requestContext\":{\"http\":{\"method\":\"POST\",\"path\":\"mcp\"}}}"
            })
    void anEventWithoutAMethodOrAnAbsolutePathIs400(String json) throws IOException {
        refusal(event(json), "This function takes API Gateway HTTP API events, payload format 2.0");
    }

    @Test
    void aPayload10EventIs400NamingTheSettingToChange() throws IOException {
        JsonNode body = refusal(event(payload10()), "This function takes API Gateway HTTP API events");
        assertEquals(
                "This function takes API Gateway HTTP API events, payload format 2.0; this event is version 1.0:"
                        + " set the integration's PayloadFormatVersion to 2.0 (template.yaml does)",
                body.at("/error/message").asText());
    }
}
