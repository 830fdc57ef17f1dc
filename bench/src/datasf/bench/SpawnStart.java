package datasf.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A client's wait for a server it starts: from spawning the process to the answer to the first
 * tools/list, after initialize and notifications/initialized, as an MCP client sends them. Over
 * stdio the three messages go to stdin at once; over HTTP the client waits for the server's
 * "listening on" line, then POSTs them one by one (raw sockets: the probe's own HTTP client costs
 * nothing to warm). Variants run interleaved, round by round, so load on the machine shifts none of
 * them alone. Prints one JSON line per start and the median of each variant.
 *
 * <pre>SpawnStart runs java-home variant... (variants: {http,stdio}-{plain,c1,launcher})</pre>
 */
public final class SpawnStart {

    private static final String[] MESSAGES = {
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"spawn-start\",\"version\":\"1\"}}}",
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
    };

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        String javaHome = args[1];
        Map<String, List<Long>> times = new LinkedHashMap<>();
        for (int i = 2; i < args.length; i++) {
            times.put(args[i], new ArrayList<>());
        }
        for (int run = 0; run < runs; run++) {
            for (Map.Entry<String, List<Long>> variant : times.entrySet()) {
                long millis = once(variant.getKey(), javaHome);
                variant.getValue().add(millis);
                System.out.println(
                        "spawn {\"variant\":\"" + variant.getKey() + "\",\"first_tools_list_ms\":" + millis + "}");
            }
        }
        times.forEach((variant, all) -> {
            List<Long> sorted = new ArrayList<>(all);
            Collections.sort(sorted);
            System.out.printf(
                    "  median %-16s %5d ms  (min %d, max %d, %d runs)%n",
                    variant, sorted.get((sorted.size() - 1) / 2), sorted.get(0), sorted.get(sorted.size() - 1), runs);
        });
    }

    private static long once(String variant, String javaHome) throws Exception {
        boolean stdio = variant.startsWith("stdio-");
        List<String> command = command(variant.substring(variant.indexOf('-') + 1), javaHome);
        if (stdio) {
            command.add("--stdio");
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("JAVA_HOME", javaHome);
        builder.environment().put("DATASF_LOCAL_PORT", "0");
        builder.environment().put("DATASF_LOCAL_PORT", "0");
        long start = System.nanoTime();
        Process process = builder.start();
        try {
            if (stdio) {
                stdio(process);
            } else {
                http(process);
            }
            return (System.nanoTime() - start) / 1_000_000;
        } finally {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    /** plain: the JVM's defaults; c1: the launcher's JVM options without its archive; launcher: bin/datasf-mcp. */
    private static List<String> command(String kind, String javaHome) {
        String java = javaHome + "/bin/java";
        return switch (kind) {
            case "plain" -> new ArrayList<>(List.of(java, "-jar", "target/datasf-mcp.jar"));
            case "c1" ->
                new ArrayList<>(
                        List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", "target/datasf-mcp.jar"));
            case "launcher" -> new ArrayList<>(List.of("bin/datasf-mcp"));
            default -> throw new IllegalArgumentException("unknown variant kind " + kind);
        };
    }

    private static void stdio(Process process) throws IOException {
        OutputStream in = process.getOutputStream();
        for (String message : MESSAGES) {
            in.write((message + "\n").getBytes(StandardCharsets.UTF_8));
        }
        in.flush();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":")) {
                return;
            }
        }
        throw new IllegalStateException("stdout ended before the tools/list answer");
    }

    private static void http(Process process) throws IOException {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        URI url = null;
        while (url == null) { // no read past the banner: the server prints nothing more until asked
            String line = out.readLine();
            if (line == null) {
                break;
            }
            int at = line.indexOf("listening on http://");
            if (at >= 0) {
                url = URI.create(line.substring(at + "listening on ".length()).split("\\s")[0]);
            }
        }
        if (url == null) {
            throw new IllegalStateException("the server printed no URL");
        }
        for (String message : MESSAGES) {
            String answer = post(url.getPort(), message);
            if (message.contains("tools/list") && !answer.contains("\"tools\":")) {
                throw new IllegalStateException("tools/list: " + answer);
            }
        }
    }

    private static String post(int port, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String head = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                + "Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
