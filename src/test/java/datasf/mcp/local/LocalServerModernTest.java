package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ModernMcp;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * MCP 2026-07-28's headers over the local server's real socket, with requests written byte for
 * byte: the local server hands the handler what API Gateway would (header names in any case, the
 * spaces and tabs around values gone), so both answer alike; and the rule that they repeat the
 * body, which holds for a legacy request that sends them too.
 */
class LocalServerModernTest {

    private static LocalServer server;

    @BeforeAll
    static void start() throws Exception {
        server = LocalServer.start(0, Map.of());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void headerValuesWithSpacesAroundThemAreTheValues() throws Exception {
        Map<String, Object> params = Map.of("name", "get_schema", "arguments", Map.of("dataset_id", "x"));
        String answer = post(
                "MCP-PROTOCOL-VERSION: 2026-07-28 \r\nmcp-method:   tools/call\r\nMcp-Name: \t get_schema  \t\r\n",
                ModernMcp.body(3, "tools/call", params));
        assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
        JsonNode response = LambdaHarness.read(body(answer));
        assertEquals(3, response.get("id").asInt());
        assertEquals("complete", response.at("/result/resultType").asText(), answer);
    }

    @Test
    void aNameHeaderOtherThanTheBodysIs400HeaderMismatch() throws Exception {
        Map<String, Object> params = Map.of("name", "get_schema", "arguments", Map.of());
        String answer = post(
                "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: count_rows\r\n",
                ModernMcp.body(4, "tools/call", params));
        assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
        JsonNode response = LambdaHarness.read(body(answer));
        assertEquals(4, response.get("id").asInt());
        assertEquals(-32020, response.at("/error/code").asInt());
    }

    @Test
    void aLegacyRequestWhoseMethodHeaderIsNotItsBodysIs400HeaderMismatch() throws Exception {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":"
                + "\"query_datasf\",\"arguments\":{\"dataset_id\":\"x\",\"soql\":\"SELECT 1\"}}}";
        for (String version : new String[] {"", "MCP-Protocol-Version: 2025-11-25\r\n"}) {
            String answer = post(version + "Mcp-Method: tools/list\r\nMcp-Name: get_schema\r\n", body);
            assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
            JsonNode response = LambdaHarness.read(body(answer));
            assertEquals(5, response.get("id").asInt());
            assertEquals(-32020, response.at("/error/code").asInt());
        }
    }

    private static String post(String headers, String body) throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            String request = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n"
                    + "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n" + headers
                    + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            in.transferTo(answer);
            return answer.toString(StandardCharsets.UTF_8);
        }
    }

    private static String body(String answer) {
        return answer.substring(answer.indexOf("\r\n\r\n") + 4);
    }
}
