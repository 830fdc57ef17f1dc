package datasf.mcp.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import datasf.mcp.local.LocalServer;
import datasf.mcp.support.EchoTestTool;
import datasf.mcp.support.SamTemplate;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What an MCP client does with the routes template.yaml declares, with API Gateway's answer to
 * an unrouted method (404 {"message":"Not Found"}, the function never invoked) emulated in front
 * of the local server, driven by the real MCP Java SDK client (2.1.0).
 *
 * <p>This is the evidence for keeping GET /mcp routed and dropping DELETE: after initialize the
 * client GETs /mcp once to open an optional SSE stream and takes 405 as "no stream"; it sends
 * DELETE only with a session id, which this server never issues. The TypeScript SDK client
 * (1.32.2) was checked the same way by hand: it works on a 404 too, but reports it through
 * onerror twice per connection, and is silent on 405 (docs/deploy.md).
 */
class McpGetRouteClientTest {

    private static LocalServer server;
    private static HttpClient http;

    @BeforeAll
    static void start() throws IOException {
        server = LocalServer.start(0, EchoTestTool.PROPERTIES);
        http = HttpClient.newHttpClient();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** "METHOD /path" of every HttpApi event of the function, as API Gateway routes them. */
    @SuppressWarnings("unchecked")
    static Set<String> templateRoutes() {
        Map<String, Object> function = SamTemplate.function(SamTemplate.load());
        return ((Map<String, Object>) function.get("Events"))
                .values().stream()
                        .map(e -> (Map<String, Object>) e)
                        .filter(e -> "HttpApi".equals(e.get("Type")))
                        .map(e -> (Map<String, Object>) e.get("Properties"))
                        .map(p -> p.get("Method") + " " + p.get("Path"))
                        .collect(Collectors.toSet());
    }

    @Test
    void withTheTemplatesRoutesTheClientsOneGetIsAnswered405AndItSendsNoDelete() throws Exception {
        Set<String> routes = templateRoutes();
        assertTrue(routes.contains("GET /mcp") && routes.contains("POST /mcp"), routes.toString());
        assertFalse(routes.contains("DELETE /mcp"), routes.toString());
        try (Gateway gateway = Gateway.start(routes)) {
            useTheServer(gateway);
            List<String> seen = gateway.seen();
            assertEquals(1, seen.stream().filter(s -> s.startsWith("GET")).count(), "one GET per connection: " + seen);
            assertTrue(seen.contains("GET 405"), seen.toString());
            assertTrue(seen.stream().allMatch(s -> s.equals("GET 405") || s.startsWith("POST 20")), seen.toString());
            assertTrue(seen.stream().noneMatch(s -> s.startsWith("DELETE")), "no session, no DELETE: " + seen);
        }
    }

    /** Had GET /mcp no route, API Gateway would answer 404 itself: the Java client tolerates it. */
    @Test
    void withoutAGetRouteTheJavaClientStillWorks() throws Exception {
        try (Gateway gateway = Gateway.start(Set.of("POST /mcp"))) {
            useTheServer(gateway);
            assertTrue(gateway.seen().contains("GET 404"), gateway.seen().toString());
            assertTrue(
                    gateway.seen().stream().noneMatch(s -> s.startsWith("DELETE")),
                    gateway.seen().toString());
        }
    }

    private static void useTheServer(Gateway gateway) throws InterruptedException {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(gateway.baseUrl())
                .endpoint("/mcp")
                .build();
        try (McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build()) {
            client.initialize();
            gateway.awaitAGet();
            assertTrue(
                    client.listTools().tools().stream().anyMatch(t -> t.name().equals("get_schema")));
            McpSchema.CallToolResult result =
                    client.callTool(new McpSchema.CallToolRequest("test_echo", Map.of("text", "hi")));
            assertFalse(result.isError());
        }
    }

    /**
     * API Gateway's routing in front of the local server: a routed "METHOD /path" is passed on,
     * anything else gets the answer an HTTP API gives an unrouted request, without reaching it.
     */
    private static final class Gateway implements AutoCloseable {

        private final HttpServer proxy;
        private final Set<String> routes;
        private final List<String> seen = new CopyOnWriteArrayList<>();

        private Gateway(HttpServer proxy, Set<String> routes) {
            this.proxy = proxy;
            this.routes = routes;
        }

        static Gateway start(Set<String> routes) throws IOException {
            HttpServer proxy = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
            Gateway gateway = new Gateway(proxy, routes);
            proxy.createContext("/", gateway::route);
            proxy.start();
            return gateway;
        }

        String baseUrl() {
            return "http://127.0.0.1:" + proxy.getAddress().getPort();
        }

        List<String> seen() {
            return List.copyOf(seen);
        }

        /** The client opens its GET asynchronously after initialize. */
        void awaitAGet() throws InterruptedException {
            for (int i = 0; i < 100 && seen.stream().noneMatch(s -> s.startsWith("GET")); i++) {
                Thread.sleep(50);
            }
        }

        private void route(HttpExchange exchange) throws IOException {
            try (exchange) {
                String method = exchange.getRequestMethod();
                byte[] body = exchange.getRequestBody().readAllBytes();
                if (!routes.contains(method + " " + exchange.getRequestURI().getPath())) {
                    seen.add(method + " 404");
                    send(
                            exchange,
                            404,
                            Map.of("Content-Type", List.of("application/json")),
                            "{\"message\":\"Not Found\"}".getBytes(StandardCharsets.UTF_8));
                    return;
                }
                HttpRequest.Builder forward = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                                + exchange.getRequestURI().getPath()))
                        .method(
                                method,
                                body.length == 0
                                        ? HttpRequest.BodyPublishers.noBody()
                                        : HttpRequest.BodyPublishers.ofByteArray(body));
                exchange.getRequestHeaders().forEach((name, values) -> {
                    if (!Set.of("host", "content-length", "connection", "upgrade", "expect")
                            .contains(name.toLowerCase())) {
                        values.forEach(value -> forward.header(name, value));
                    }
                });
                HttpResponse<byte[]> response;
                try {
                    response = http.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException(e);
                }
                seen.add(method + " " + response.statusCode());
                Map<String, List<String>> headers = response.headers().map().entrySet().stream()
                        .filter(e -> !Set.of("content-length", "connection", "transfer-encoding", "date")
                                        .contains(e.getKey().toLowerCase())
                                && !e.getKey().startsWith(":"))
                        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
                send(exchange, response.statusCode(), headers, response.body());
            }
        }

        private static void send(HttpExchange exchange, int status, Map<String, List<String>> headers, byte[] body)
                throws IOException {
            headers.forEach((name, values) -> exchange.getResponseHeaders().put(name, values));
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }

        @Override
        public void close() {
            proxy.stop(0);
        }
    }
}
