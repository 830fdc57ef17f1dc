package datasf.mcp.local;

import com.sun.net.httpserver.HttpExchange;
import datasf.mcp.transport.McpHttpRequest;
import datasf.mcp.transport.McpHttpResponse;
import datasf.mcp.transport.RequestGuard;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.stream.Collectors;

/**
 * {@code GET /preview} on the local server: a page that hosts the results view (the MCP App a host
 * shows beside an answer) on an answer of this server, so the view can be seen without an MCP Apps
 * host. Built from ui/ into {@code local/preview.html}; the page calls this server's {@code /mcp}
 * from the browser, and the view runs in it as in a host (a sandboxed frame under the spec's CSP).
 * Lambda has no such route: the page is the local server's alone.
 *
 * <p>The same Host and Origin checks as {@code /mcp} (a page of a local server is what DNS
 * rebinding would aim at), and a CSP that lets the page reach its own origin only.
 */
final class PreviewPage {

    static final String PATH = "/preview";

    /** What the page may do: run its inline script and styles, call its own origin, frame the view. */
    static final String CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src data:; font-src data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; "
            + "form-action 'none'; frame-ancestors 'none'";

    private final RequestGuard guard;
    private final Duration clientTimeout;
    private final ScheduledExecutorService timer;
    private volatile byte[] page;

    PreviewPage(RequestGuard guard, Duration clientTimeout, ScheduledExecutorService timer) {
        this.guard = guard;
        this.clientTimeout = clientTimeout;
        this.timer = timer;
    }

    void serve(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod();
        String path = exchange.getRequestURI().getRawPath();
        Map<String, String> headers = exchange.getRequestHeaders().entrySet().stream()
                .collect(Collectors.toMap(
                        e -> e.getKey().toLowerCase(Locale.ROOT), e -> String.join(",", e.getValue())));
        Optional<McpHttpResponse> refusal = guard.checkCaller(new McpHttpRequest(method, headers, null));
        if (refusal.isPresent()) {
            answer(exchange, refusal.get().status(), "text/plain; charset=utf-8", text(refusal.get()), method);
        } else if (!path.equals(PATH) && !path.equals(PATH + "/")) {
            answer(exchange, 404, "text/plain; charset=utf-8", bytes("Not found: the preview is at " + PATH), method);
        } else if (!method.equals("GET") && !method.equals("HEAD")) {
            exchange.getResponseHeaders().set("Allow", "GET, HEAD");
            answer(exchange, 405, "text/plain; charset=utf-8", bytes("The preview page takes GET"), method);
        } else {
            exchange.getResponseHeaders().set("Content-Security-Policy", CSP);
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            answer(exchange, 200, "text/html; charset=utf-8", page(), method);
        }
    }

    private byte[] page() {
        byte[] loaded = page;
        if (loaded == null) {
            try (InputStream in = PreviewPage.class.getResourceAsStream("/local/preview.html")) {
                loaded = in == null ? bytes("<!doctype html><p>This build has no preview page.") : in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            page = loaded;
        }
        return loaded;
    }

    private void answer(HttpExchange exchange, int status, String type, byte[] body, String method) throws IOException {
        try (ClientDeadline deadline = ClientDeadline.start(timer, clientTimeout);
                exchange) {
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            boolean head = method.equals("HEAD");
            exchange.sendResponseHeaders(status, head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    private static byte[] text(McpHttpResponse response) {
        return bytes(response.body());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The page's address on a local server listening on {@code port}. */
    static String url(int port) {
        return "http://127.0.0.1:" + port + PATH;
    }
}
