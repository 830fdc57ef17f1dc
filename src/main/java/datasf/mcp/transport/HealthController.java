package datasf.mcp.transport;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.access.AccessControl;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.runtime.BuildInfo;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET /health}: no upstream call, no access key, so a monitor can poll it cheaply. It says
 * which build runs and whether {@code /mcp} can serve: 200 {@code "ok"}, or 503 {@code "degraded"}
 * when access keys are required but the keys secret has never been readable (every {@code /mcp}
 * call then fails 503). It names no secret and repeats no error text; the function's own log says
 * why. It says nothing about Socrata (an upstream outage is reported per call, classified).
 */
@Controller("/health")
public final class HealthController {

    private final AccessControl access;
    private final String ok;
    private final String degraded;

    public HealthController(BuildInfo build, ObjectMapper mapper, AccessControl access) {
        this.access = access;
        this.ok = body(mapper, "ok", build.version(), null);
        this.degraded = body(mapper, "degraded", build.version(), Map.of("access_keys", "unavailable"));
    }

    /** Produces any type: always JSON, whatever a monitor's Accept header says. */
    @Get(produces = MediaType.ALL)
    public HttpResponse<String> health(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        RequestMetrics metrics = InboundRequest.metrics(request, event);
        boolean serving = access.keysAvailable();
        int status = serving ? 200 : 503;
        if (!serving) {
            metrics.httpError("access_keys_unavailable");
        }
        RequestLog.request(metrics, status);
        var response = HttpResponse.<String>status(HttpStatus.valueOf(status))
                .body(serving ? ok : degraded)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header("Cache-Control", "no-store");
        return serving ? response : response.header("Retry-After", "30");
    }

    private static String body(ObjectMapper mapper, String status, String version, Map<String, String> checks) {
        Map<String, Object> health = new LinkedHashMap<>();
        health.put("status", status);
        health.put("version", version);
        if (checks != null) {
            health.put("checks", checks);
        }
        try {
            return mapper.writeValueAsString(health);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
