package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.logging.LogbackConfigurator;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The transport's HTTP-level answers over the local server's real socket: the same JSON-RPC
 * error shapes and statuses the Lambda handler gives, never a framework page.
 */
class LocalServerHttpTest {

    private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";

    private static LocalServer server;
    private static HttpClient http;

    @BeforeAll
    static void start() throws Exception {
        server = LocalServer.start(0, Map.of());
        http = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> send(String method, String accept, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url()))
                .header("Accept", accept)
                .header("Content-Type", "application/json")
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode error(HttpResponse<String> response) {
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        JsonNode body = LambdaHarness.read(response.body());
        assertEquals("2.0", body.get("jsonrpc").asText());
        assertTrue(body.get("id").isNull());
        return body.get("error");
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET", "DELETE", "PUT", "PATCH", "OPTIONS"})
    void everyMethodButPostIs405AllowPost(String method) throws Exception {
        HttpResponse<String> response = send(method, "text/event-stream", method.equals("GET") ? null : "{}");
        assertEquals(405, response.statusCode(), response.body());
        assertEquals("POST", response.headers().firstValue("Allow").orElse(null));
        assertEquals(-32000, error(response).get("code").asInt());
    }

    @Test
    void headIs405AllowPostWithoutABody() throws Exception {
        HttpResponse<String> response = send("HEAD", "text/event-stream", null);
        assertEquals(405, response.statusCode());
        assertEquals("POST", response.headers().firstValue("Allow").orElse(null));
        assertEquals("", response.body());
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/html", "application/xml", "application/json;q=abc, text/event-stream"})
    void oddAcceptValuesAre406WithAJsonRpcError(String accept) throws Exception {
        HttpResponse<String> response = send("POST", accept, PING);
        assertEquals(406, response.statusCode(), response.body());
        assertTrue(error(response).get("message").asText().startsWith("Not Acceptable"));
    }

    /** The local server has no API Gateway in front: the source IP is the socket's peer. */
    @Test
    void theSocketsPeerIsTheLoggedSourceIp() throws Exception {
        try (CapturedLogs logs = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO)) {
            assertEquals(
                    200,
                    send("POST", "application/json, text/event-stream", PING).statusCode());
            JsonNode line = LambdaHarness.read(logs.events().get(0).getFormattedMessage());
            assertEquals("127.0.0.1", line.get("source_ip").asText(), line.toString());
        }
    }

    /**
     * Methods and paths no route serves, over the socket as a client writes them (the JDK's client
     * refuses to send CONNECT): JSON-RPC errors with their statuses, never Micronaut's own pages.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "CONNECT /mcp | 405 | POST",
                "FOO /mcp | 405 | POST",
                "POST /MCP | 404 |",
                "GET / | 404 |",
                "CONNECT /nope | 404 |",
                "POST /health | 405 | GET, HEAD"
            })
    void unroutedMethodsAndPathsGetJsonRpcErrors(String request, int status, String allow) throws Exception {
        String answer = raw(request + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Accept: application/json, text/event-stream\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
        assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), answer);
        String head = answer.substring(0, answer.indexOf("\r\n\r\n")).toLowerCase(Locale.ROOT);
        assertTrue(head.contains("\r\ncontent-type: application/json"), answer);
        if (allow != null) {
            assertTrue(head.contains("\r\nallow: " + allow.toLowerCase(Locale.ROOT)), answer);
        }
        JsonNode body = LambdaHarness.read(answer.substring(answer.indexOf("\r\n\r\n") + 4));
        assertTrue(body.get("id").isNull(), answer);
        assertEquals(-32000, body.at("/error/code").asInt(), answer);
    }

    /** Writes a request as is and reads the whole answer (the request asks to close after it). */
    private static String raw(String request) throws Exception {
        try (Socket socket = new Socket(server.address().getAddress(), server.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void trailingTextIsAParseError() throws Exception {
        HttpResponse<String> response = send("POST", "application/json, text/event-stream", PING + PING);
        assertEquals(400, response.statusCode(), response.body());
        assertEquals(-32700, error(response).get("code").asInt());
    }
}
