package datasf.mcp.transport;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.observability.RequestMetrics;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.slf4j.MDC;

/** What the controllers share: request ids, header maps, and turning our responses into Micronaut's. */
final class InboundRequest {

    /**
     * Where micronaut-function-aws puts the Lambda Context's aws request id (its
     * DiagnosticInfoPopulator sets it in the MDC of the thread that runs the handler, which is
     * the thread running our controllers).
     */
    static final String MDC_AWS_REQUEST_ID = "AWSRequestId";

    private InboundRequest() {}

    /**
     * Metrics for a request, identified by API Gateway's request id (the id in API Gateway's access
     * logs and in the response's apigw-requestid header) when there is one, else by the Lambda
     * request id, else by a fresh UUID.
     *
     * @param event the payload 2.0 event, bound by micronaut-function-aws-api-proxy; always
     *     present behind the Lambda handler (the local server goes through it too)
     */
    static RequestMetrics metrics(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        String gatewayId = event == null || event.getRequestContext() == null
                ? null
                : blankToNull(event.getRequestContext().getRequestId());
        String lambdaId = blankToNull(MDC.get(MDC_AWS_REQUEST_ID));
        // consumed: the adapter skips the put when a Context has no id (the local server's), and a
        // pooled thread must not lend the previous request's id to the next one
        MDC.remove(MDC_AWS_REQUEST_ID);
        String requestId = gatewayId != null
                ? gatewayId
                : lambdaId != null ? lambdaId : UUID.randomUUID().toString();
        RequestMetrics metrics = new RequestMetrics(requestId, lambdaId, request.getMethodName(), request.getPath());
        metrics.sourceIp(sourceIpOf(event));
        return metrics;
    }

    /** requestContext.http.sourceIp: set by API Gateway, and by the local server from its socket. */
    private static String sourceIpOf(@Nullable APIGatewayV2HTTPEvent event) {
        if (event == null
                || event.getRequestContext() == null
                || event.getRequestContext().getHttp() == null) {
            return null;
        }
        return blankToNull(event.getRequestContext().getHttp().getSourceIp());
    }

    /** Header names lower-cased; repeated headers joined with a comma. */
    static Map<String, String> headersOf(HttpRequest<?> request) {
        Map<String, String> headers = new HashMap<>();
        for (Map.Entry<String, List<String>> entry : request.getHeaders()) {
            headers.put(entry.getKey().toLowerCase(Locale.ROOT), String.join(",", entry.getValue()));
        }
        return headers;
    }

    /**
     * The request body as text, read from the API Gateway event itself: Micronaut's own body
     * binding answers an empty body with its own 400 page before our controller runs, and an
     * empty POST must get the transport's JSON-RPC parse error like any other bad body.
     */
    static String bodyOf(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        if (event != null) {
            String body = event.getBody();
            if (body == null) {
                return "";
            }
            if (!event.getIsBase64Encoded()) {
                return body;
            }
            try {
                return new String(Base64.getMimeDecoder().decode(body), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return ""; // not base64 after all: answered as an empty body
            }
        }
        try {
            return request.getBody(String.class).orElse("");
        } catch (RuntimeException e) {
            return ""; // no body to read
        }
    }

    static MutableHttpResponse<String> toHttp(McpHttpResponse response) {
        MutableHttpResponse<String> http = HttpResponse.status(HttpStatus.valueOf(response.status()));
        response.headers().forEach(http::header);
        return response.body().isEmpty() ? http : http.body(response.body());
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
