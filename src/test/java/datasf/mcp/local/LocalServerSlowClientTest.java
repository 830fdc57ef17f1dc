package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Clients of the local server that send a request's headers and then too little, too late, or
 * something the headers already rule out, over a real socket. Before, the bridge read the body
 * first, without a timeout, on one of 8 pooled threads: 12 stalled connections held every thread,
 * {@code /health} included, for as long as they stayed open; and a foreign Host was refused only
 * once its body had arrived.
 */
class LocalServerSlowClientTest {

    private static final Duration CLIENT_TIMEOUT = Duration.ofSeconds(1);
    /** Longer than any answer here takes, and than the client timeout: the bound of each wait. */
    private static final int PATIENCE_MILLIS = 8_000;

    private static LocalServer server;
    private static HttpClient http;
    private final List<Socket> sockets = new ArrayList<>();

    @BeforeAll
    static void start() throws IOException {
        server = LocalServer.start(0, Map.of("datasf.local.client-timeout", CLIENT_TIMEOUT.toMillis() + "ms"));
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void closeSockets() throws IOException {
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    /** A connection that has sent {@code head} (request line and headers) and then nothing. */
    private Socket stalled(String head) throws IOException {
        Socket socket = new Socket(server.address().getAddress(), server.port());
        sockets.add(socket);
        socket.setSoTimeout(PATIENCE_MILLIS);
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return socket;
    }

    private static String post(String host, String extraHeaders, int contentLength) {
        return "POST /mcp HTTP/1.1\r\nHost: " + host + "\r\nAccept: application/json, text/event-stream\r\n"
                + "Content-Type: application/json\r\n" + extraHeaders + "Content-Length: " + contentLength + "\r\n\r\n";
    }

    /** All the server sends before it closes the connection (failing if it keeps it open past patience). */
    private static String untilClosed(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server still held the connection after " + PATIENCE_MILLIS + " ms", e);
        } catch (IOException e) {
            return ""; // reset: closed all the same
        }
    }

    private static HttpResponse<String> send(String path, String method, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofMillis(PATIENCE_MILLIS))
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json")
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void stalledBodiesHoldNoThreadThatOthersNeed() throws Exception {
        List<Socket> stalled = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            stalled.add(stalled(post("127.0.0.1", "", 100) + "{\"jsonrpc\":"));
        }
        assertEquals(200, send("/health", "GET", null).statusCode(), "health answers while 24 bodies stall");
        HttpResponse<String> ping = send("/mcp", "POST", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        assertEquals(200, ping.statusCode(), ping.body());
        for (Socket socket : stalled) {
            // dropped once the client timeout passed, without an answer (the request never arrived)
            assertEquals("", untilClosed(socket));
        }
    }

    @Test
    void aForeignHostIsRefusedBeforeItsBodyIsRead() throws IOException {
        String answer = untilClosed(stalled(post("evil.example", "", 100)));
        assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
        assertEquals(
                "Host header must be localhost or 127.0.0.1 for the local server",
                error(answer).get("message").asText());
    }

    @Test
    void aForeignOriginIsRefusedBeforeItsBodyIsRead() throws IOException {
        String answer = untilClosed(stalled(post("127.0.0.1", "Origin: https://evil.example\r\n", 100)));
        assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
        assertEquals(
                "Origin not allowed: https://evil.example",
                error(answer).get("message").asText());
    }

    @Test
    void aBodyDeclaredTooLargeIsRefusedBeforeItIsRead() throws IOException {
        String answer = untilClosed(stalled(post("127.0.0.1", "", 1024 * 1024 + 1)));
        assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
        assertEquals(
                "Request body larger than 1048576 bytes",
                error(answer).get("message").asText());
    }

    /** The JSON-RPC error of a raw HTTP answer. */
    private static JsonNode error(String answer) {
        assertTrue(answer.toLowerCase().contains("content-type: application/json"), answer);
        JsonNode body = LambdaHarness.read(answer.substring(answer.indexOf("\r\n\r\n") + 4));
        assertTrue(body.get("id").isNull(), answer);
        return body.get("error");
    }
}
