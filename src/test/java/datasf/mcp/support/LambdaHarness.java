package datasf.mcp.support;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Drives the real Lambda handler ({@link APIGatewayV2HTTPEventFunction}) with API Gateway HTTP API
 * payload 2.0 events, exactly as Lambda would, inside the test JVM.
 */
public final class LambdaHarness implements AutoCloseable {

    public static final String ACCEPT_BOTH = "application/json, text/event-stream";

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final ApplicationContext context;
    private final DatasfHandler handler;
    private final AtomicInteger ids = new AtomicInteger();

    public LambdaHarness(Map<String, Object> properties) {
        this.context = ApplicationContext.builder().properties(properties).start();
        this.handler = new DatasfHandler(context);
    }

    public LambdaHarness() {
        this(Map.of());
    }

    /** Empties the in-instance caches (schemas, categories): a fresh instance's state. */
    public void clearCaches() {
        io.micronaut.cache.CacheManager<?> caches = context.getBean(io.micronaut.cache.CacheManager.class);
        caches.getCacheNames().forEach(name -> caches.getCache(name).invalidateAll());
    }

    /** The Lambda handler itself (priming, SnapStart hooks). */
    public DatasfHandler handler() {
        return handler;
    }

    public ApplicationContext context() {
        return context;
    }

    /** Any HTTP request, as API Gateway would deliver it, from 127.0.0.1. */
    public APIGatewayV2HTTPResponse send(String method, String path, Map<String, String> headers, String body) {
        return send(method, path, headers, body, "127.0.0.1");
    }

    /** Any HTTP request from {@code sourceIp} (API Gateway's requestContext.http.sourceIp). */
    public APIGatewayV2HTTPResponse send(
            String method, String path, Map<String, String> headers, String body, String sourceIp) {
        Map<String, String> lower = new HashMap<>();
        headers.forEach((k, v) -> lower.put(k.toLowerCase(), v));
        APIGatewayV2HTTPEvent event = APIGatewayV2HTTPEvent.builder()
                .withVersion("2.0")
                .withRouteKey("$default")
                .withRawPath(path)
                .withRawQueryString("")
                .withHeaders(lower)
                .withBody(body)
                .withIsBase64Encoded(false)
                .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                        .withRequestId("req-" + ids.incrementAndGet())
                        .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder()
                                .withMethod(method)
                                .withPath(path)
                                .withProtocol("HTTP/1.1")
                                .withSourceIp(sourceIp)
                                .build())
                        .build())
                .build();
        return handler.handleRequest(event, new MockLambdaContext());
    }

    /** A well-formed MCP POST with the given JSON body. */
    public APIGatewayV2HTTPResponse post(String body) {
        return send("POST", "/mcp", Map.of("Accept", ACCEPT_BOTH, "Content-Type", "application/json"), body);
    }

    /** A JSON-RPC request; returns the parsed response body. */
    public JsonNode rpc(String method, Object params) {
        Map<String, Object> request = new HashMap<>();
        request.put("jsonrpc", "2.0");
        request.put("id", ids.incrementAndGet());
        request.put("method", method);
        if (params != null) {
            request.put("params", params);
        }
        APIGatewayV2HTTPResponse response = post(write(request));
        if (response.getStatusCode() != 200) {
            throw new AssertionError("HTTP " + response.getStatusCode() + ": " + response.getBody());
        }
        return read(response.getBody());
    }

    /** tools/call; returns the JSON-RPC result (with content, structuredContent, isError). */
    /** The result of a 2025-11-25 {@code initialize} from a client with these capabilities. */
    public JsonNode initialize(Map<String, Object> capabilities) {
        return rpc(
                        "initialize",
                        Map.of(
                                "protocolVersion",
                                "2025-11-25",
                                "capabilities",
                                capabilities,
                                "clientInfo",
                                Map.of("name", "test", "version", "1")))
                .get("result");
    }

    /** The result of a 2025-11-25 {@code initialize} from a client that declares no capabilities. */
    public JsonNode initialize() {
        return initialize(Map.of());
    }

    public JsonNode callTool(String name, Map<String, Object> arguments) {
        JsonNode response = rpc("tools/call", Map.of("name", name, "arguments", arguments));
        if (response.has("error")) {
            throw new AssertionError("JSON-RPC error: " + response);
        }
        return response.get("result");
    }

    public static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        context.close();
    }
}
