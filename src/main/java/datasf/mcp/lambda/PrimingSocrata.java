package datasf.mcp.lambda;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Socrata answers init-phase priming needs, replayed on loopback inside the process from
 * {@value #RECORDING}: every request {@link Primer}'s calls send, with the answer the tests' fake
 * Socrata (recorded DataSF datasets) gave it. {@code ContractPrimingTest} records the file anew
 * from the same calls and fails when it differs, so a new tool's example is primed once the
 * contract files are regenerated.
 *
 * <p>Why it is in production code: priming must run each tool's success path end to end, the HTTP
 * client and its connection included (that is much of what a first request pays for), yet in the
 * init phase nothing may reach the real Socrata (no network dependency at startup, no App Token read
 * before a SnapStart snapshot). A loopback server answering in Socrata's wire format is the smallest
 * thing that lets the real client do its real work. It runs only while {@link Primer} runs; a
 * request it has no answer for gets a 404 and is counted ({@link #unanswered()}).
 */
final class PrimingSocrata implements AutoCloseable {

    static final String RECORDING = "/priming/upstream.json";

    private final HttpServer server;
    /** {@link #key} -> the recorded answer. */
    private final Map<String, Answer> answers;

    private final Set<String> unanswered = ConcurrentHashMap.newKeySet();

    record Answer(int status, byte[] body) {}

    private PrimingSocrata(HttpServer server, Map<String, Answer> answers) {
        this.server = server;
        this.answers = answers;
    }

    static PrimingSocrata start(ObjectMapper mapper) throws IOException {
        // without it every answer of the JDK's HTTP server waits ~40 ms for a delayed ACK
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        PrimingSocrata socrata = new PrimingSocrata(server, recorded(mapper));
        server.createContext("/", socrata::answer);
        server.start();
        return socrata;
    }

    /** The recording: {@code {"answers": [{"request": KEY, "status": N, "body": JSON}, ...]}}. */
    private static Map<String, Answer> recorded(ObjectMapper mapper) {
        Map<String, Answer> answers = new HashMap<>();
        try (InputStream in = PrimingSocrata.class.getResourceAsStream(RECORDING)) {
            if (in == null) {
                return answers;
            }
            for (JsonNode answer : mapper.readTree(in).path("answers")) {
                answers.put(
                        answer.path("request").asText(),
                        new Answer(answer.path("status").asInt(), mapper.writeValueAsBytes(answer.path("body"))));
            }
            return answers;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A request as the recording names it: the path, then its decoded query parameters in name
     * order ({@code /resource/wg3w-h783.json?$query=SELECT ...}).
     */
    static String key(String path, Map<String, String> parameters) {
        StringBuilder key = new StringBuilder(path);
        char separator = '?';
        for (Map.Entry<String, String> parameter : new TreeMap<>(parameters).entrySet()) {
            key.append(separator).append(parameter.getKey()).append('=').append(parameter.getValue());
            separator = '&';
        }
        return key.toString();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    String discoveryUrl() {
        return baseUrl() + "/api/catalog/v1";
    }

    /** The requests that had no recorded answer: a recording older than the calls. */
    Set<String> unanswered() {
        return Set.copyOf(unanswered);
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            String key = key(
                    exchange.getRequestURI().getRawPath(),
                    parameters(exchange.getRequestURI().getRawQuery()));
            Answer answer = answers.get(key);
            if (answer == null) {
                unanswered.add(key);
                answer = new Answer(
                        404,
                        "{\"code\":\"not_found\",\"error\":true,\"message\":\"not recorded for priming\"}"
                                .getBytes(StandardCharsets.UTF_8));
            }
            exchange.getResponseHeaders().set("Content-Type", "application/json;charset=utf-8");
            exchange.sendResponseHeaders(answer.status(), answer.body().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer.body());
            }
        }
    }

    private static Map<String, String> parameters(String rawQuery) {
        Map<String, String> parameters = new HashMap<>();
        if (rawQuery != null && !rawQuery.isEmpty()) {
            for (String pair : rawQuery.split("&")) {
                int equals = pair.indexOf('=');
                String name = equals < 0 ? pair : pair.substring(0, equals);
                String value = equals < 0 ? "" : pair.substring(equals + 1);
                parameters.merge(decode(name), decode(value), (a, b) -> a + "," + b);
            }
        }
        return parameters;
    }

    private static String decode(String text) {
        return URLDecoder.decode(text, StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
