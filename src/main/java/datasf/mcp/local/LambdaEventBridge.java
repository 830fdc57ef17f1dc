package datasf.mcp.local;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.sun.net.httpserver.HttpExchange;
import datasf.mcp.transport.McpHttpRequest;
import datasf.mcp.transport.McpHttpResponse;
import datasf.mcp.transport.RequestGuard;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;

/**
 * Turns a local HTTP exchange into the API Gateway HTTP API (payload 2.0) event Lambda would
 * deliver, runs it through the very handler Lambda runs, and writes the handler's answer back.
 * There is no second code path for local use.
 *
 * <p>What API Gateway would do in front of the function is done here, from the headers alone and
 * before a byte of the body is read: the Host and Origin checks ({@link RequestGuard#checkCaller}:
 * a local server is what DNS rebinding aims at) and the size limit, when Content-Length states
 * the size. The body is then read, and the answer written, each within the client timeout: a
 * client that stalls is disconnected when it passes, and holds a thread no longer.
 */
final class LambdaEventBridge {

    private final APIGatewayV2HTTPEventFunction handler;
    private final RequestGuard guard;
    private final int maxBodyBytes;
    private final Duration clientTimeout;
    private final ScheduledExecutorService timer;

    LambdaEventBridge(
            APIGatewayV2HTTPEventFunction handler,
            RequestGuard guard,
            int maxBodyBytes,
            Duration clientTimeout,
            ScheduledExecutorService timer) {
        this.handler = handler;
        this.guard = guard;
        this.maxBodyBytes = maxBodyBytes;
        this.clientTimeout = clientTimeout;
        this.timer = timer;
    }

    void serve(HttpExchange exchange) throws IOException {
        Map<String, String> headers = headersOf(exchange);
        Optional<McpHttpResponse> refusal = refusal(exchange.getRequestMethod(), headers);
        if (refusal.isPresent()) {
            // the body stays unread: the connection closes after this answer
            answer(exchange, refusal.get().status(), closing(refusal.get().headers()), utf8(refusal.get()));
            return;
        }
        byte[] body;
        try (ClientDeadline deadline = ClientDeadline.start(timer, clientTimeout)) {
            body = readBody(exchange.getRequestBody());
        } // a body not in within the timeout: the read fails, and the JDK server drops the connection
        if (body == null) {
            // what API Gateway does with an oversized payload, without buffering it all
            McpHttpResponse tooLarge = tooLarge();
            answer(exchange, tooLarge.status(), closing(tooLarge.headers()), utf8(tooLarge));
            return;
        }
        APIGatewayV2HTTPResponse response = handler.handleRequest(toEvent(exchange, headers, body), lambdaContext());
        Map<String, String> responseHeaders = new HashMap<>();
        if (response.getHeaders() != null) {
            responseHeaders.putAll(response.getHeaders());
        }
        if (response.getMultiValueHeaders() != null) {
            response.getMultiValueHeaders().forEach((k, v) -> responseHeaders.put(k, String.join(",", v)));
        }
        answer(exchange, response.getStatusCode(), responseHeaders, bodyOf(response));
    }

    /** The refusal of a request its headers already rule out, or empty. */
    private Optional<McpHttpResponse> refusal(String method, Map<String, String> headers) {
        Optional<McpHttpResponse> caller = guard.checkCaller(new McpHttpRequest(method, headers, null));
        if (caller.isPresent()) {
            return caller;
        }
        String length = headers.get("content-length");
        try {
            if (length != null && Long.parseLong(length.trim()) > maxBodyBytes) {
                return Optional.of(tooLarge());
            }
        } catch (NumberFormatException e) {
            // not a number: the JDK server refuses such a request before it reaches here
        }
        return Optional.empty();
    }

    private McpHttpResponse tooLarge() {
        return McpHttpResponse.error(413, "Request body larger than " + maxBodyBytes + " bytes");
    }

    /** Reads at most one byte more than the limit, so an oversized body is detected cheaply. */
    private byte[] readBody(InputStream in) throws IOException {
        byte[] body = in.readNBytes(maxBodyBytes + 1);
        return body.length > maxBodyBytes ? null : body;
    }

    /**
     * Writes an answer and ends the exchange within the client timeout: a client that does not
     * take its answer is let go, and so is one that stalls while the JDK server drains the unread
     * rest of a refused body (it does so when an exchange ends).
     */
    private void answer(HttpExchange exchange, int status, Map<String, String> headers, byte[] body)
            throws IOException {
        try (ClientDeadline deadline = ClientDeadline.start(timer, clientTimeout);
                exchange) {
            headers.forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    private static Map<String, String> closing(Map<String, String> headers) {
        Map<String, String> all = new HashMap<>(headers);
        all.put("Connection", "close");
        return all;
    }

    private static byte[] utf8(McpHttpResponse response) {
        return response.body().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bodyOf(APIGatewayV2HTTPResponse response) {
        if (response.getBody() == null) {
            return new byte[0];
        }
        return response.getIsBase64Encoded()
                ? Base64.getDecoder().decode(response.getBody())
                : response.getBody().getBytes(StandardCharsets.UTF_8);
    }

    private static Map<String, String> headersOf(HttpExchange exchange) {
        Map<String, String> headers = new HashMap<>();
        for (Map.Entry<String, List<String>> entry :
                exchange.getRequestHeaders().entrySet()) {
            headers.put(entry.getKey().toLowerCase(Locale.ROOT), String.join(",", entry.getValue()));
        }
        return headers;
    }

    private static APIGatewayV2HTTPEvent toEvent(HttpExchange exchange, Map<String, String> headers, byte[] body) {
        String path = exchange.getRequestURI().getRawPath();
        String method = exchange.getRequestMethod();
        APIGatewayV2HTTPEvent.RequestContext.Http http = APIGatewayV2HTTPEvent.RequestContext.Http.builder()
                .withMethod(method)
                .withPath(path)
                .withProtocol(exchange.getProtocol())
                .withSourceIp(exchange.getRemoteAddress().getAddress().getHostAddress())
                .withUserAgent(headers.getOrDefault("user-agent", ""))
                .build();
        APIGatewayV2HTTPEvent.RequestContext context = APIGatewayV2HTTPEvent.RequestContext.builder()
                .withHttp(http)
                .withRequestId(UUID.randomUUID().toString())
                .withRouteKey("$default")
                .withStage("$default")
                .withTimeEpoch(System.currentTimeMillis())
                .build();
        return APIGatewayV2HTTPEvent.builder()
                .withVersion("2.0")
                .withRouteKey("$default")
                .withRawPath(path)
                .withRawQueryString(
                        exchange.getRequestURI().getRawQuery() == null
                                ? ""
                                : exchange.getRequestURI().getRawQuery())
                .withHeaders(headers)
                .withRequestContext(context)
                .withBody(new String(body, StandardCharsets.UTF_8))
                .withIsBase64Encoded(false)
                .build();
    }

    private static Context lambdaContext() {
        return new MockLambdaContext();
    }
}
