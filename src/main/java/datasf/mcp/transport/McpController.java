package datasf.mcp.transport;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.access.AccessControl;
import datasf.mcp.access.AccessDecision;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Options;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.Trace;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /mcp} as a Micronaut route, so the Lambda adapter (API Gateway HTTP API payload 2.0)
 * and the local server reach the same code. It translates HTTP to {@link McpHttpRequest}, binds
 * the request's metrics for the log line, and leaves all MCP rules to {@link StatelessMcpTransport}.
 */
@Controller("/mcp")
public class McpController {

    private static final Logger LOG = LoggerFactory.getLogger(McpController.class);

    private final StatelessMcpTransport transport;
    private final AccessControl access;

    /** The server is injected so it is built (and registers its handler) before the first request. */
    public McpController(StatelessMcpTransport transport, McpStatelessSyncServer server, AccessControl access) {
        this.transport = transport;
        this.access = access;
    }

    /**
     * Every route consumes and produces any media type: the transport checks Accept and
     * Content-Type itself and answers in JSON-RPC's shape. Left to Micronaut's content
     * negotiation, an Accept without application/json would get Micronaut's own 406 page.
     */
    @Post(consumes = MediaType.ALL, produces = MediaType.ALL)
    public HttpResponse<String> post(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(
                request,
                event,
                (headers, metrics) -> transport.handle(
                        new McpHttpRequest("POST", headers, InboundRequest.bodyOf(request, event)),
                        McpTransportContext.create(Map.of("request_id", metrics.requestId()))));
    }

    /** Stateless: no server-to-client SSE stream to open. */
    @Get(produces = MediaType.ALL)
    public HttpResponse<String> get(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    /** Stateless: no session to delete. */
    @Delete(consumes = MediaType.ALL, produces = MediaType.ALL)
    public HttpResponse<String> delete(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    /**
     * The methods MCP does not use get the same 405 in JSON-RPC's shape instead of Micronaut's
     * own page. HEAD is served by the GET route (Micronaut drops the body).
     */
    @Put(consumes = MediaType.ALL, produces = MediaType.ALL)
    public HttpResponse<String> put(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    @Patch(consumes = MediaType.ALL, produces = MediaType.ALL)
    public HttpResponse<String> patch(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    /** No CORS preflight to answer: browsers are not served cross-origin (the Origin check is an allow-list). */
    @Options(consumes = MediaType.ALL)
    @Produces(MediaType.ALL)
    public HttpResponse<String> options(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    @Trace
    @Consumes(MediaType.ALL)
    @Produces(MediaType.ALL)
    public HttpResponse<String> trace(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    /**
     * The same 405 for the methods no annotation can name ({@code CONNECT}, {@code FOO}): Micronaut
     * finds no route for them and {@link UnroutedRequests} hands them here.
     */
    HttpResponse<String> unroutedMethod(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        return serve(request, event, (headers, metrics) -> methodNotAllowed());
    }

    /** Whether a path is this controller's (Micronaut also routes {@code /mcp/} here). */
    static boolean serves(String path) {
        return "/mcp".equals(path) || "/mcp/".equals(path);
    }

    /**
     * What every method does around its own answer: scope the metrics, check the access key (every
     * method: a caller without a key learns nothing, not even which methods exist), answer, write
     * the log line.
     */
    private HttpResponse<String> serve(HttpRequest<?> request, APIGatewayV2HTTPEvent event, Handler handler) {
        RequestMetrics metrics = InboundRequest.metrics(request, event);
        try (RequestScope scope = RequestScope.open(metrics)) {
            McpHttpResponse response;
            boolean logged = true;
            try {
                Map<String, String> headers = InboundRequest.headersOf(request);
                AccessDecision decision = access.check(headers.get("authorization"));
                logged = !decision.initPass(); // hundreds of init-phase priming requests are not traffic
                if (decision.isAllowed()) {
                    metrics.keyFingerprint(decision.keyFingerprint());
                    response = handler.handle(headers, metrics);
                } else {
                    response = refusal(decision, metrics);
                }
            } catch (RuntimeException | Error e) {
                // Last line of defence: the transport catches what it can foresee. Never a 500
                // page or a stack trace, not even for an Error (a StackOverflowError, the heap
                // running out): the answer is a constant, and the details stay in our log.
                LOG.error("{} /mcp failed: {}", request.getMethodName(), LogText.safe(e.toString()));
                metrics.rpcError(JsonRpcErrors.INTERNAL_ERROR);
                response =
                        McpHttpResponse.json(200, JsonRpcErrors.body(JsonRpcErrors.INTERNAL_ERROR, "Internal error"));
            }
            if (logged) {
                RequestLog.request(metrics, response.status());
            }
            return InboundRequest.toHttp(response);
        }
    }

    private static McpHttpResponse refusal(AccessDecision decision, RequestMetrics metrics) {
        metrics.httpError(decision.errorType());
        if (decision.auditReason() != null) {
            RequestLog.authFailure(metrics, decision.auditReason(), decision.keyFingerprint());
        } else {
            metrics.keyFingerprint(decision.keyFingerprint()); // a valid key over its rate
        }
        Map<String, String> headers = new HashMap<>(decision.headers());
        headers.put(HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON);
        return new McpHttpResponse(
                decision.status(), headers, JsonRpcErrors.body(JsonRpcErrors.SERVER_ERROR, decision.message()));
    }

    @FunctionalInterface
    private interface Handler {
        McpHttpResponse handle(Map<String, String> headers, RequestMetrics metrics);
    }

    private static McpHttpResponse methodNotAllowed() {
        return new McpHttpResponse(
                405,
                Map.of(HttpHeaders.ALLOW, "POST", HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON),
                JsonRpcErrors.body(
                        JsonRpcErrors.SERVER_ERROR,
                        "Method not allowed: this stateless server answers POST /mcp only"));
    }
}
