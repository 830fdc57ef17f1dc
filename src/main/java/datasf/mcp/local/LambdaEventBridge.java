package datasf.mcp.local;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.sun.net.httpserver.HttpExchange;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * Turns a local HTTP exchange into the API Gateway HTTP API (payload 2.0) event Lambda would
 * deliver, runs it through the very handler Lambda runs, and writes the handler's answer back.
 * There is no second code path for local use.
 */
final class LambdaEventBridge {

    private final APIGatewayV2HTTPEventFunction handler;
    private final int maxBodyBytes;

    LambdaEventBridge(APIGatewayV2HTTPEventFunction handler, int maxBodyBytes) {
        this.handler = handler;
        this.maxBodyBytes = maxBodyBytes;
    }

    void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body = readBody(exchange.getRequestBody());
            if (body == null) {
                // what API Gateway does with an oversized payload, without buffering it all
                send(
                        exchange,
                        413,
                        Map.of("Content-Type", "application/json"),
                        "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32000,\"message\":\"Request body too large\"}}"
                                .getBytes(StandardCharsets.UTF_8));
                return;
            }
            APIGatewayV2HTTPResponse response = handler.handleRequest(toEvent(exchange, body), lambdaContext());
            byte[] out = response.getBody() == null
                    ? new byte[0]
                    : response.getIsBase64Encoded()
                            ? Base64.getDecoder().decode(response.getBody())
                            : response.getBody().getBytes(StandardCharsets.UTF_8);
            Map<String, String> headers = new HashMap<>();
            if (response.getHeaders() != null) {
                headers.putAll(response.getHeaders());
            }
            if (response.getMultiValueHeaders() != null) {
                response.getMultiValueHeaders().forEach((k, v) -> headers.put(k, String.join(",", v)));
            }
            send(exchange, response.getStatusCode(), headers, out);
        }
    }

    /** Reads at most one byte more than the limit, so an oversized body is detected cheaply. */
    private byte[] readBody(InputStream in) throws IOException {
        byte[] body = in.readNBytes(maxBodyBytes + 1);
        return body.length > maxBodyBytes ? null : body;
    }

    private static APIGatewayV2HTTPEvent toEvent(HttpExchange exchange, byte[] body) {
        Map<String, String> headers = new HashMap<>();
        for (Map.Entry<String, List<String>> entry :
                exchange.getRequestHeaders().entrySet()) {
            headers.put(entry.getKey().toLowerCase(Locale.ROOT), String.join(",", entry.getValue()));
        }
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

    private static void send(HttpExchange exchange, int status, Map<String, String> headers, byte[] body)
            throws IOException {
        headers.forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
