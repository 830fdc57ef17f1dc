package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.EchoTestTool;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The local server over a real socket, driven by the MCP Java SDK's streamable HTTP client. */
class LocalServerSdkClientTest {

    private static LocalServer server;

    @BeforeAll
    static void start() throws Exception {
        server = LocalServer.start(0, EchoTestTool.PROPERTIES);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void sdkClientInitializesListsAndCallsTools() {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        "http://127.0.0.1:" + server.port())
                .endpoint("/mcp")
                .build();
        try (McpSyncClient client =
                McpClient.sync(transport).requestTimeout(Duration.ofSeconds(20)).build()) {
            McpSchema.InitializeResult init = client.initialize();
            assertEquals("datasf-mcp", init.serverInfo().name());

            McpSchema.ListToolsResult tools = client.listTools();
            assertTrue(tools.tools().stream().anyMatch(t -> t.name().equals("test_echo")));

            McpSchema.CallToolResult result =
                    client.callTool(new McpSchema.CallToolRequest("test_echo", Map.of("text", "hi")));
            assertFalse(result.isError());
            assertEquals("hi", ((Map<?, ?>) result.structuredContent()).get("echoed"));
        }
    }

    /**
     * The socket is bound to the loopback address, not the wildcard: this machine's other
     * addresses refuse a connection on the server's port.
     */
    @Test
    void bindsLoopbackOnly() throws Exception {
        InetSocketAddress bound = server.address();
        assertTrue(bound.getAddress().isLoopbackAddress(), "bound to " + bound);
        for (InetAddress address : nonLoopbackAddresses()) {
            try (Socket socket = new Socket()) {
                InetSocketAddress target = new InetSocketAddress(address, server.port());
                assertThrows(ConnectException.class, () -> socket.connect(target, 2_000), "reachable at " + target);
            }
        }
    }

    /** This machine's IPv4 addresses on interfaces that are up, other than loopback. */
    private static List<InetAddress> nonLoopbackAddresses() throws SocketException {
        return NetworkInterface.networkInterfaces()
                .filter(LocalServerSdkClientTest::isUp)
                .flatMap(NetworkInterface::inetAddresses)
                .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress())
                .toList();
    }

    private static boolean isUp(NetworkInterface network) {
        try {
            return network.isUp();
        } catch (SocketException e) {
            return false;
        }
    }

    @Test
    void foreignHostHeaderIsRejected() throws Exception {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";
        assertEquals(403, rawPost("evil.example:" + server.port(), body));
        assertEquals(200, rawPost("localhost:" + server.port(), body));
        assertEquals(200, rawPost("127.0.0.1:" + server.port(), body));
    }

    /** A hand-written request: java.net.http forbids setting Host, which is exactly what we test. */
    private static int rawPost(String host, String body) throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            String request = "POST /mcp HTTP/1.1\r\nHost: " + host + "\r\n"
                    + "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            String status = new BufferedReader(
                            new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            return Integer.parseInt(status.split(" ")[1]);
        }
    }
}
