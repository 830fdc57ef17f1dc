package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The local server as {@code java -jar} runs it: its main, in a JVM of its own, where it sets the
 * JDK server's JVM-wide limit on receiving a request. A client that stalls before its headers are
 * complete (the bridge has not even been called yet) is disconnected after the client timeout.
 * Connections that sent nothing are the JDK server's idle timer's, which the jar runs every second
 * (at its default 10 s tick this test failed when a tick fell just before the timeout).
 */
class LocalServerMainTest {

    private static final int PATIENCE_MILLIS = 8_000;
    private static final Pattern LISTENING = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)/mcp");

    private static Process process;
    private static int port;

    @BeforeAll
    static void start() throws IOException {
        ProcessBuilder builder = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        LocalServer.class.getName())
                .redirectErrorStream(true);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().put("DATASF_LOCAL_PORT", "0");
        builder.environment().put("DATASF_LOCAL_CLIENT_TIMEOUT", "1s");
        process = builder.start();
        BufferedReader output =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = output.readLine(); line != null; line = output.readLine()) {
            seen.append(line).append('\n');
            Matcher listening = LISTENING.matcher(line);
            if (listening.find()) {
                port = Integer.parseInt(listening.group(1));
                Thread drain = new Thread(() -> output.lines().forEach(l -> {}), "local-server-output");
                drain.setDaemon(true);
                drain.start();
                return;
            }
        }
        throw new AssertionError("the server did not start:\n" + seen);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static Socket connect(String sent) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(PATIENCE_MILLIS);
        socket.getOutputStream().write(sent.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private static void assertClosedByTheServer(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        try {
            assertEquals(-1, in.read(), "nothing is answered to a request that never arrived");
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server still held the connection after " + PATIENCE_MILLIS + " ms", e);
        } catch (IOException e) {
            // reset: closed all the same
        }
    }

    @Test
    void clientsStalledBeforeTheirHeadersEndAreDisconnected() throws Exception {
        List<Socket> stalled = new ArrayList<>();
        try {
            for (int i = 0; i < 12; i++) {
                stalled.add(connect("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl"));
                stalled.add(connect(""));
            }
            HttpResponse<String> health = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                                    .timeout(Duration.ofMillis(PATIENCE_MILLIS))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertEquals(200, health.statusCode(), health.body());
            for (Socket socket : stalled) {
                assertClosedByTheServer(socket);
            }
        } finally {
            for (Socket socket : stalled) {
                socket.close();
            }
        }
        assertTrue(process.isAlive());
    }
}
