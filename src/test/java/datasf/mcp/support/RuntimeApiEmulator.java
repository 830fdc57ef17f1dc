package datasf.mcp.support;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Lambda Runtime API (version 2018-06-01) on 127.0.0.1, as a runtime process sees it: the
 * runtime long-polls {@code GET /runtime/invocation/next} for an event, posts the handler's answer
 * to {@code /runtime/invocation/{id}/response} or {@code /error}, reports a failed init to
 * {@code /runtime/init/error}, and, with SnapStart, calls {@code GET /runtime/restore/next} after
 * init (that call returns once the snapshot is restored; here, at once) and reports a failed
 * restore hook to {@code /runtime/restore/error}. Every call is recorded in order.
 */
public final class RuntimeApiEmulator implements AutoCloseable {

    private static final String PREFIX = "/2018-06-01/runtime";
    private static final Pattern INVOCATION_OUTCOME = Pattern.compile(PREFIX + "/invocation/([^/]+)/(response|error)");
    public static final String FUNCTION_ARN =
            "arn:aws:lambda:us-east-1:123456789012:function:datasf-mcp-McpFunction:live";

    /** What the runtime answered for one invocation: its response payload, or the error it reported. */
    public record Outcome(String requestId, boolean error, String errorType, String body) {}

    private record Invocation(String requestId, String payload) {}

    private final HttpServer server;
    private final ExecutorService executor = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "runtime-api");
        thread.setDaemon(true);
        return thread;
    });
    private final BlockingQueue<Invocation> pending = new LinkedBlockingQueue<>();
    private final Map<String, CompletableFuture<Outcome>> outcomes = new ConcurrentHashMap<>();
    private final List<String> calls = new CopyOnWriteArrayList<>();
    private final CompletableFuture<String> initError = new CompletableFuture<>();
    private volatile boolean closed;

    private RuntimeApiEmulator(HttpServer server) {
        this.server = server;
    }

    public static RuntimeApiEmulator start() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        RuntimeApiEmulator emulator = new RuntimeApiEmulator(server);
        server.setExecutor(emulator.executor);
        server.createContext(PREFIX, emulator::handle);
        server.start();
        return emulator;
    }

    /** The value of AWS_LAMBDA_RUNTIME_API: host and port, no scheme. */
    public String address() {
        return "127.0.0.1:" + server.getAddress().getPort();
    }

    /**
     * Delivers {@code payload} (the event's JSON text) to the runtime's next poll and waits for its
     * answer; fails if the runtime reported an init error or did not answer in time.
     */
    public Outcome invoke(String payload, Duration timeout) throws Exception {
        String requestId = UUID.randomUUID().toString();
        CompletableFuture<Outcome> outcome = new CompletableFuture<>();
        outcomes.put(requestId, outcome);
        pending.add(new Invocation(requestId, payload));
        try {
            return CompletableFuture.anyOf(outcome, initError.<Outcome>thenApply(error -> {
                        throw new IllegalStateException("the runtime reported an init error: " + error);
                    }))
                    .thenApply(Outcome.class::cast)
                    .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new AssertionError("no answer from the runtime within " + timeout + "; calls so far: " + calls, e);
        }
    }

    /** Every call the runtime made, as "METHOD /path-after-runtime" (request ids replaced by {id}). */
    public List<String> calls() {
        return List.copyOf(calls);
    }

    public Optional<String> initError() {
        return Optional.ofNullable(initError.getNow(null));
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            String path = exchange.getRequestURI().getPath();
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Matcher outcome = INVOCATION_OUTCOME.matcher(path);
            calls.add(method + " "
                    + (outcome.matches() ? "/invocation/{id}/" + outcome.group(2) : path.substring(PREFIX.length())));
            if (method.equals("GET") && path.equals(PREFIX + "/invocation/next")) {
                next(exchange);
            } else if (method.equals("POST") && outcome.matches()) {
                CompletableFuture<Outcome> waiting = outcomes.remove(outcome.group(1));
                if (waiting == null) {
                    send(exchange, 400, "{\"errorMessage\":\"unknown request id\",\"errorType\":\"InvalidRequestID\"}");
                    return;
                }
                boolean error = outcome.group(2).equals("error");
                waiting.complete(new Outcome(
                        outcome.group(1),
                        error,
                        exchange.getRequestHeaders().getFirst("Lambda-Runtime-Function-Error-Type"),
                        body));
                send(exchange, 202, "{\"status\":\"OK\"}");
            } else if (method.equals("POST") && path.equals(PREFIX + "/init/error")) {
                initError.complete(
                        exchange.getRequestHeaders().getFirst("Lambda-Runtime-Function-Error-Type") + " " + body);
                send(exchange, 202, "{\"status\":\"OK\"}");
            } else if (method.equals("GET") && path.equals(PREFIX + "/restore/next")) {
                send(exchange, 200, "");
            } else if (method.equals("POST") && path.equals(PREFIX + "/restore/error")) {
                initError.complete("restore: "
                        + exchange.getRequestHeaders().getFirst("Lambda-Runtime-Function-Error-Type") + " " + body);
                send(exchange, 202, "{\"status\":\"OK\"}");
            } else {
                send(exchange, 404, "{\"errorMessage\":\"not found\",\"errorType\":\"NotFound\"}");
            }
        }
    }

    /** The long poll: holds the request until an event is queued. */
    private void next(HttpExchange exchange) throws IOException {
        Invocation invocation = null;
        try {
            while (invocation == null && !closed) {
                invocation = pending.poll(200, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (invocation == null) {
            return; // shutting down: the connection just closes
        }
        var headers = exchange.getResponseHeaders();
        headers.set("Content-Type", "application/json");
        headers.set("Lambda-Runtime-Aws-Request-Id", invocation.requestId());
        headers.set("Lambda-Runtime-Deadline-Ms", Long.toString(System.currentTimeMillis() + 29_000));
        headers.set("Lambda-Runtime-Invoked-Function-Arn", FUNCTION_ARN);
        headers.set(
                "Lambda-Runtime-Trace-Id",
                "Root=1-65f1a2b3-4c5d6e7f8091a2b3c4d5e6f7;Parent=53995c3f42cd8ad8;Sampled=0");
        send(exchange, 200, invocation.payload());
    }

    private static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        server.stop(0);
        executor.shutdownNow();
    }
}
