package datasf.mcp.transport;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Error;
import io.micronaut.http.exceptions.HttpStatusException;
import io.micronaut.http.server.exceptions.NotAllowedException;
import java.util.Map;
import java.util.TreeSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What Micronaut would otherwise answer with its own pages: a path no route serves
 * ({@code /MCP}, {@code /}: 404), a method the path's routes do not take ({@code CONNECT} or
 * {@code FOO /mcp}, {@code POST /health}: 405), and any failure that escaped a controller (500).
 * Each gets a JSON-RPC error body like every other refusal, and a request log line.
 */
@Controller
public class UnroutedRequests {

    private static final Logger LOG = LoggerFactory.getLogger(UnroutedRequests.class);

    static final String NOT_FOUND =
            "Not found: this server answers MCP at POST /mcp and its health at GET /health (paths are case-sensitive)";

    private final McpController mcp;

    public UnroutedRequests(McpController mcp) {
        this.mcp = mcp;
    }

    /**
     * Every failure no controller answered, Micronaut's own 404 and 405 included (they reach here
     * as {@link HttpStatusException}s). Produces any type: always JSON, whatever the Accept header.
     */
    @Error(global = true, exception = Throwable.class)
    public HttpResponse<String> unrouted(
            HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event, Throwable failure) {
        if (failure instanceof NotAllowedException && McpController.serves(request.getPath())) {
            return mcp.unroutedMethod(request, event); // the MCP endpoint's own 405, access check and all
        }
        RequestMetrics metrics = InboundRequest.metrics(request, event);
        McpHttpResponse response = answer(request, failure);
        if (response.status() >= 500) {
            metrics.rpcError(JsonRpcErrors.INTERNAL_ERROR);
        }
        RequestLog.request(metrics, response.status());
        return InboundRequest.toHttp(response);
    }

    private static McpHttpResponse answer(HttpRequest<?> request, Throwable failure) {
        if (failure instanceof NotAllowedException notAllowed) {
            // a path that exists (its routes named the methods), so naming it repeats no stray input
            String allowed = String.join(", ", new TreeSet<>(notAllowed.getAllowedMethods()));
            return new McpHttpResponse(
                    405,
                    Map.of(HttpHeaders.ALLOW, allowed, HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON),
                    JsonRpcErrors.body(
                            JsonRpcErrors.SERVER_ERROR,
                            "Method not allowed: " + request.getPath() + " answers " + allowed + " only"));
        }
        if (failure instanceof HttpStatusException status && status.getStatus().getCode() < 500) {
            HttpStatus code = status.getStatus();
            String message = code == HttpStatus.NOT_FOUND ? NOT_FOUND : code.getReason();
            return JsonRpcErrors.http(code.getCode(), message);
        }
        // a fault of ours: say so in the log, in one line without a stack trace; the caller
        // learns only that it failed
        LOG.error(
                "{} {} failed outside the transport: {}",
                LogText.safe(request.getMethodName()),
                LogText.safe(request.getPath()),
                LogText.safe(failure.toString()));
        return McpHttpResponse.json(500, JsonRpcErrors.body(JsonRpcErrors.INTERNAL_ERROR, "Internal error"));
    }
}
