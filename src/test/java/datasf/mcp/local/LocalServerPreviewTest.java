package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code /preview} on the local server: the page that hosts the results view on an answer, as
 * built from ui/, under its own CSP, behind the same Host check as {@code /mcp}. (ui/test/browser.mjs
 * opens it in Chromium on a real answer.)
 */
class LocalServerPreviewTest {

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

    private static HttpResponse<String> send(String method, String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void thePreviewIsThePageBuiltFromUiUnderACspThatReachesOnlyThisServer() throws Exception {
        HttpResponse<String> page = send("GET", "/preview");
        assertEquals(200, page.statusCode());
        assertEquals(
                "text/html; charset=utf-8",
                page.headers().firstValue("Content-Type").orElse(""));
        String csp = page.headers().firstValue("Content-Security-Policy").orElse("");
        assertTrue(csp.contains("connect-src 'self'") && csp.contains("default-src 'none'"), csp);
        assertTrue(csp.contains("frame-ancestors 'none'"), csp);
        String built;
        try (InputStream in = PreviewPage.class.getResourceAsStream("/local/preview.html")) {
            built = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(built, page.body());
        assertTrue(page.body().contains("ui://datasf/results.html"), "it asks the server for the view");
        assertTrue(server.previewUrl().endsWith(":" + server.port() + "/preview"), server.previewUrl());
    }

    @Test
    void onlyGetAndHeadOfThePreviewItselfAreServed() throws Exception {
        assertEquals(200, send("HEAD", "/preview").statusCode());
        assertEquals(200, send("GET", "/preview/").statusCode());
        HttpResponse<String> post = send("POST", "/preview");
        assertEquals(405, post.statusCode());
        assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElse(""));
        assertEquals(404, send("GET", "/preview/../etc/passwd").statusCode());
        assertEquals(404, send("GET", "/previews").statusCode());
    }

    /** A page of a local server is what DNS rebinding aims at: the Host must be the loopback's. */
    @Test
    void aForeignHostIsRefused() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET /preview HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 403"), answer);
            assertTrue(!answer.contains("<html"), answer);
        }
    }
}
