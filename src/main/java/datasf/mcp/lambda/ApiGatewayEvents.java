package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import java.util.HashMap;
import java.util.Map;

/**
 * An MCP POST to /mcp as API Gateway (HTTP API, payload 2.0) delivers it, for requests the
 * process sends itself: init-phase priming, and the benchmark probes.
 */
public final class ApiGatewayEvents {

    private ApiGatewayEvents() {}

    public static APIGatewayV2HTTPEvent post(String body, String requestId) {
        return post(body, requestId, Map.of());
    }

    /** The same with an {@code Authorization} header. */
    public static APIGatewayV2HTTPEvent post(String body, String requestId, String authorization) {
        return post(body, requestId, Map.of("authorization", authorization));
    }

    private static APIGatewayV2HTTPEvent post(String body, String requestId, Map<String, String> extraHeaders) {
        Map<String, String> headers = new HashMap<>(extraHeaders);
        headers.putAll(Map.of(
                "accept",
                "application/json, text/event-stream",
                "content-type",
                "application/json",
                "host",
                "localhost"));
        return APIGatewayV2HTTPEvent.builder()
                .withVersion("2.0")
                .withRouteKey("$default")
                .withRawPath("/mcp")
                .withRawQueryString("")
                .withHeaders(headers)
                .withBody(body)
                .withIsBase64Encoded(false)
                .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                        .withRequestId(requestId)
                        .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder()
                                .withMethod("POST")
                                .withPath("/mcp")
                                .withProtocol("HTTP/1.1")
                                .withSourceIp("127.0.0.1")
                                .build())
                        .build())
                .build();
    }
}
