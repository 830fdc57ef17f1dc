package datasf.mcp.lambda;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * The few Socrata answers init-phase priming needs, served on loopback inside the process.
 *
 * <p>Why it is in production code: priming must run each tool's success path end to end, the HTTP
 * client and its connection included (that is much of what a first request pays for), yet in the
 * init phase nothing may reach the real Socrata (no network dependency at startup, no App Token read
 * before a SnapStart snapshot). A loopback server answering in Socrata's wire format is the smallest
 * thing that lets the real client do its real work. It is no general fake: it answers exactly the
 * requests {@link Primer} sends (told apart by path and a few words of the query), with small fixed
 * bodies in Socrata's wire format (numbers as strings, the catalog's result envelope) about one
 * dataset, {@value #DATASET}; it runs only while {@link Primer} runs. The tests' fake Socrata, with
 * recorded DataSF answers, lives in the test tree.
 */
final class PrimingSocrata implements AutoCloseable {

    static final String DATASET = "prim-ing1";

    private static final String CATALOG = """
            {"results":[{"resource":{"id":"prim-ing1","name":"Priming","description":"in-process priming data",\
            "updatedAt":"2026-01-01T00:00:00.000Z","data_updated_at":"2026-01-01T00:00:00.000Z",\
            "columns_field_name":["category","amount"],"columns_datatype":["Text","Number"]},\
            "classification":{"categories":[],"domain_category":"Priming"},\
            "permalink":"http://127.0.0.1/d/prim-ing1"}],"resultSetSize":1,"timings":{"serviceMillis":1}}""";
    private static final String CATEGORIES = """
            {"results":[{"domain_category":"Priming","count":1}],"timings":{"serviceMillis":1}}""";
    private static final String VIEW = """
            {"id":"prim-ing1","name":"Priming","description":"in-process priming data","category":"Priming",\
            "rowsUpdatedAt":1767225600,"columns":[\
            {"name":"Category","fieldName":"category","dataTypeName":"text","description":"a category"},\
            {"name":"Amount","fieldName":"amount","dataTypeName":"number"}]}""";
    private static final String ROWS = """
            [{"category":"A","amount":"1"},{"category":"B","amount":"2"},{"category":"A","amount":"3"}]""";
    private static final String GROUPS = """
            [{"category":"A","count":"2"},{"category":"B","count":"1"}]""";

    private final HttpServer server;

    private PrimingSocrata(HttpServer server) {
        this.server = server;
    }

    static PrimingSocrata start() throws IOException {
        // without it every answer of the JDK's HTTP server waits ~40 ms for a delayed ACK
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        PrimingSocrata socrata = new PrimingSocrata(server);
        server.createContext("/", socrata::answer);
        server.start();
        return socrata;
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    String discoveryUrl() {
        return baseUrl() + "/api/catalog/v1";
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            String query = exchange.getRequestURI().getRawQuery() == null
                    ? ""
                    : URLDecoder.decode(exchange.getRequestURI().getRawQuery(), StandardCharsets.UTF_8);
            String body;
            if (path.endsWith("/domain_categories")) {
                body = CATEGORIES;
            } else if (path.startsWith("/api/catalog/v1")) {
                body = CATALOG;
            } else if (path.startsWith("/api/views/")) {
                body = VIEW;
            } else if (query.contains("= 'a'")) {
                body = "[]"; // a literal in the wrong case: the empty-answer advisor's path
            } else if (query.contains("count(*) AS row_count")) {
                body = "[{\"row_count\":\"3\"}]";
            } else if (query.contains("GROUP BY")) {
                body = GROUPS;
            } else {
                body = ROWS;
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json;charset=utf-8");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
