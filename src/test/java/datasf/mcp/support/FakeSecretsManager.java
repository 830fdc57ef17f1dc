package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A Secrets Manager stand-in speaking the real wire protocol (AWS JSON 1.1) on
 * 127.0.0.1, so that tests go through the real SDK client: endpoint resolution,
 * SigV4 signing, marshalling and error unmarshalling.
 *
 * <p>Only {@code GetSecretValue} is implemented, with the service's documented
 * response fields and error shapes: HTTP 400, {@code x-amzn-ErrorType} header and a
 * {@code {"__type": ..., "Message": ...}} body.
 */
public final class FakeSecretsManager implements AutoCloseable {

    public static final String ACCOUNT = "123456789012";
    public static final String REGION = "us-east-1";

    /** What the fake saw of one request; enough to assert on the protocol. */
    public record SeenRequest(
            String method, String path, String target, String contentType, String authorization, String secretId) {}

    private final HttpServer server;
    private final ExecutorService handlers;
    private final ObjectMapper json = new ObjectMapper();
    private final Map<String, String> secrets = new ConcurrentHashMap<>();
    private final Map<String, String> binarySecrets = new ConcurrentHashMap<>();
    private final Set<String> denied = ConcurrentHashMap.newKeySet();
    private final List<SeenRequest> requests = new CopyOnWriteArrayList<>();
    private volatile CountDownLatch gate;
    private volatile CountDownLatch arrived = new CountDownLatch(0);

    private FakeSecretsManager() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        // One handler thread per request, so that held requests do not block others.
        handlers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fake-secretsmanager");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(handlers);
        server.start();
    }

    public static FakeSecretsManager start() {
        try {
            return new FakeSecretsManager();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start the fake Secrets Manager", e);
        }
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Creates the secret, or puts a new current version (what rotation does). */
    public void putSecret(String name, String secretString) {
        secrets.put(name, secretString);
    }

    /** A secret stored as SecretBinary only, with no SecretString. */
    public void putBinarySecret(String name, String base64) {
        binarySecrets.put(name, base64);
    }

    /** Answers AccessDeniedException for this secret, as when the role lacks the permission. */
    public void denyAccessTo(String name) {
        denied.add(name);
    }

    public List<SeenRequest> requests() {
        return List.copyOf(requests);
    }

    public long getSecretValueCalls() {
        return requests.stream()
                .filter(r -> "secretsmanager.GetSecretValue".equals(r.target()))
                .count();
    }

    /** Makes the next requests wait until {@link #releaseHeldRequests()}; returns a latch counting arrivals. */
    public CountDownLatch holdRequests(int expectedArrivals) {
        arrived = new CountDownLatch(expectedArrivals);
        gate = new CountDownLatch(1);
        return arrived;
    }

    public void releaseHeldRequests() {
        CountDownLatch g = gate;
        gate = null;
        if (g != null) {
            g.countDown();
        }
    }

    @Override
    public void close() {
        releaseHeldRequests();
        server.stop(0);
        handlers.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body = exchange.getRequestBody().readAllBytes();
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            String secretId = null;
            JsonNode request = null;
            try {
                request = json.readTree(body);
                secretId = request.path("SecretId").asText(null);
            } catch (IOException e) {
                // left null: answered as a serialization error below
            }
            requests.add(new SeenRequest(
                    exchange.getRequestMethod(),
                    exchange.getRequestURI().getPath(),
                    target,
                    exchange.getRequestHeaders().getFirst("Content-Type"),
                    exchange.getRequestHeaders().getFirst("Authorization"),
                    secretId));
            arrived.countDown();
            waitAtGate();

            if (!"POST".equals(exchange.getRequestMethod())
                    || !"/".equals(exchange.getRequestURI().getPath())) {
                sendError(exchange, 404, "UnknownOperationException", null);
            } else if (!"secretsmanager.GetSecretValue".equals(target)) {
                sendError(exchange, 400, "UnknownOperationException", null);
            } else if (request == null || secretId == null) {
                sendError(
                        exchange, 400, "SerializationException", "Start of structure or map found where not expected.");
            } else {
                getSecretValue(exchange, secretId);
            }
        }
    }

    private void getSecretValue(HttpExchange exchange, String secretId) throws IOException {
        String name = nameOf(secretId);
        if (denied.contains(name)) {
            sendError(
                    exchange,
                    400,
                    "AccessDeniedException",
                    "User: arn:aws:sts::" + ACCOUNT + ":assumed-role/datasf-mcp/test is not authorized to perform: "
                            + "secretsmanager:GetSecretValue on resource: " + secretId
                            + " because no identity-based policy allows the secretsmanager:GetSecretValue action");
            return;
        }
        String value = secrets.get(name);
        String binary = binarySecrets.get(name);
        if (value == null && binary == null) {
            sendError(exchange, 400, "ResourceNotFoundException", "Secrets Manager can't find the specified secret.");
            return;
        }
        ObjectNode response = json.createObjectNode()
                .put("ARN", arnOf(name))
                .put("Name", name)
                .put("VersionId", UUID.randomUUID().toString());
        if (value != null) {
            response.put("SecretString", value);
        } else {
            response.put("SecretBinary", binary);
        }
        response.putArray("VersionStages").add("AWSCURRENT");
        response.put("CreatedDate", 1.700000000123E9); // epoch seconds, as JSON 1.1 encodes timestamps
        send(exchange, 200, Map.of(), json.writeValueAsBytes(response));
    }

    /** Accepts a name or a full ARN (whose name part ends with a 6-character suffix). */
    private static String nameOf(String secretId) {
        if (!secretId.startsWith("arn:")) {
            return secretId;
        }
        String afterSecret = secretId.substring(secretId.indexOf(":secret:") + ":secret:".length());
        int suffix = afterSecret.lastIndexOf('-');
        return suffix > 0 ? afterSecret.substring(0, suffix) : afterSecret;
    }

    public static String arnOf(String name) {
        return "arn:aws:secretsmanager:" + REGION + ":" + ACCOUNT + ":secret:" + name + "-AbCdEf";
    }

    private void sendError(HttpExchange exchange, int status, String type, String message) throws IOException {
        ObjectNode error = json.createObjectNode().put("__type", type);
        if (message != null) {
            error.put("Message", message);
        }
        send(exchange, status, Map.of("x-amzn-ErrorType", type), json.writeValueAsBytes(error));
    }

    private static void send(HttpExchange exchange, int status, Map<String, String> headers, byte[] body)
            throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/x-amz-json-1.1");
        exchange.getResponseHeaders().set("x-amzn-RequestId", UUID.randomUUID().toString());
        headers.forEach(exchange.getResponseHeaders()::set);
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
    }

    private void waitAtGate() {
        CountDownLatch g = gate;
        if (g != null) {
            try {
                g.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public String toString() {
        return "FakeSecretsManager[" + endpoint() + "]";
    }
}
