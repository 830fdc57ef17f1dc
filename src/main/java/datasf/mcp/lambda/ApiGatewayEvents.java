package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import datasf.mcp.transport.McpHttpResponse;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * API Gateway HTTP API (payload 2.0) events: an MCP POST to /mcp as API Gateway delivers it, for
 * requests the process sends itself (init-phase priming, the benchmark probes); what makes an
 * event one the handler can route at all; and the answer to one it cannot.
 */
public final class ApiGatewayEvents {

    private static final String EXPECTED = "This function takes API Gateway HTTP API events, payload format 2.0";

    private ApiGatewayEvents() {}

    public static APIGatewayV2HTTPEvent post(String body, String requestId) {
        return post(body, requestId, Map.of());
    }

    /** The same with an {@code Authorization} header. */
    public static APIGatewayV2HTTPEvent post(String body, String requestId, String authorization) {
        return post(body, requestId, Map.of("authorization", authorization));
    }

    /**
     * Why the handler cannot route an event, or empty when it can: Micronaut's adapter reads the
     * method and path from {@code requestContext.http} and fails with a NullPointerException (a
     * function error, its stack trace in the log) on an event without them, such as a direct
     * invocation with {@code {}} or an API Gateway payload 1.0 (REST API) event.
     */
    public static Optional<String> malformation(APIGatewayV2HTTPEvent event) {
        if (event != null && event.getVersion() != null && !"2.0".equals(event.getVersion())) {
            return Optional.of(EXPECTED + "; this event is version " + clip(event.getVersion())
                    + ": set the integration's PayloadFormatVersion to 2.0 (template.yaml does)");
        }
        APIGatewayV2HTTPEvent.RequestContext.Http http = event == null || event.getRequestContext() == null
                ? null
                : event.getRequestContext().getHttp();
        if (http == null
                || isBlank(http.getMethod())
                || http.getPath() == null
                || !http.getPath().startsWith("/")) {
            return Optional.of(EXPECTED + "; this event has no requestContext.http with a method and a path"
                    + " (a direct invocation, or another trigger?): call the function through its HTTP API");
        }
        return Optional.empty();
    }

    /** An answer in API Gateway's response shape, with the transport's JSON body. */
    public static APIGatewayV2HTTPResponse response(McpHttpResponse answer) {
        return APIGatewayV2HTTPResponse.builder()
                .withStatusCode(answer.status())
                .withHeaders(new HashMap<>(answer.headers()))
                .withBody(answer.body())
                .withIsBase64Encoded(false)
                .build();
    }

    /** The same with further headers (lower-case names, as API Gateway delivers them). */
    public static APIGatewayV2HTTPEvent post(String body, String requestId, Map<String, String> extraHeaders) {
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

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    private static String clip(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
