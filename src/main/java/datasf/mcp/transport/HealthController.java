package datasf.mcp.transport;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.server.BuildInfo;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code GET /health}: answers from memory (no upstream call, no access key), so a monitor can
 * poll it cheaply. It says the function is up and which build it runs, nothing about Socrata.
 */
@Controller("/health")
public class HealthController {

    private final String body;

    public HealthController(BuildInfo build, ObjectMapper mapper) {
        Map<String, String> health = new LinkedHashMap<>();
        health.put("status", "ok");
        health.put("version", build.version());
        try {
            this.body = mapper.writeValueAsString(health);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Get(produces = MediaType.APPLICATION_JSON)
    public HttpResponse<String> health(HttpRequest<?> request, @Nullable APIGatewayV2HTTPEvent event) {
        RequestMetrics metrics = InboundRequest.metrics(request, event);
        RequestLog.request(metrics, 200);
        return HttpResponse.ok(body).contentType(MediaType.APPLICATION_JSON_TYPE);
    }
}
