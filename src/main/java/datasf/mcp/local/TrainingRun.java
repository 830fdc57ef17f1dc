package datasf.mcp.local;

import datasf.mcp.stdio.StdioServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * {@code --training-run}: one short session over each transport, so that a JVM started with
 * {@code -XX:ArchiveClassesAtExit} (JDK 17-24) or {@code -XX:AOTCacheOutput} (JDK 25+) records the
 * classes a real start loads; {@code bin/datasf-mcp} then starts from that archive. The HTTP side
 * runs the local server with init-phase priming (every tool's success and validation paths through
 * the Lambda handler, against the primer's Socrata inside the process), then a client's first
 * requests of each protocol era (2025-11-25 after initialize, 2026-07-28 by each request's _meta)
 * over a real socket; the stdio side serves the same as a client's first lines. Nothing leaves the
 * machine and no secret is read.
 */
final class TrainingRun {

    private static final String MODERN_VERSION = "2026-07-28";

    private static final String[] FIRST_REQUESTS = {
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"training-run\",\"version\":\"1\"}}}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"resources/list\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"prompts/list\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"get_schema\","
                + "\"arguments\":{\"dataset_id\":\"not an id\"}}}",
        "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"ping\"}",
        "not json",
        // 2026-07-28: no initialize; the version in each request's _meta
        modern(7, "server/discover", ""),
        modern(8, "tools/list", ""),
        modern(9, "tools/call", "\"name\":\"get_schema\",\"arguments\":{\"dataset_id\":\"not an id\"},"),
    };

    private TrainingRun() {}

    static void main() throws IOException, InterruptedException {
        long start = System.nanoTime();
        try (LocalServer http =
                LocalServer.start(0, Map.of("datasf.priming.enabled", true, "datasf.priming.rounds", 1))) {
            for (String request : FIRST_REQUESTS) {
                post(http.port(), request);
            }
        }
        StringBuilder lines = new StringBuilder();
        for (String request : FIRST_REQUESTS) {
            lines.append(request).append('\n');
        }
        try (StdioServer stdio = StdioServer.start(Map.of())) {
            stdio.serve(
                    new ByteArrayInputStream(lines.toString().getBytes(StandardCharsets.UTF_8)),
                    OutputStream.nullOutputStream());
        }
        System.err.println("training run done in " + (System.nanoTime() - start) / 1_000_000 + " ms");
        System.exit(0); // the class-data archive is written as the JVM exits
    }

    /** A 2026-07-28 request: {@code params} (the text of its fields, each followed by a comma) and _meta. */
    private static String modern(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{" + params
                + "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN_VERSION + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"training-run\",\"version\":\"1\"}}}}";
    }

    /** A POST as an MCP client of the request's era sends it, its answer read to the end. */
    private static void post(int port, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        int method = body.indexOf("\"method\":\"");
        String eraHeaders = body.contains(MODERN_VERSION)
                ? "MCP-Protocol-Version: " + MODERN_VERSION + "\r\nMcp-Method: "
                        + body.substring(method + 10, body.indexOf('"', method + 10)) + "\r\n"
                        + (body.contains("\"name\":\"get_schema\"") ? "Mcp-Name: get_schema\r\n" : "")
                : "MCP-Protocol-Version: 2025-11-25\r\n";
        String head = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                + "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
                + eraHeaders + "Content-Length: " + bytes.length
                + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            InputStream in = socket.getInputStream();
            in.transferTo(OutputStream.nullOutputStream());
        }
    }
}
