package datasf.mcp.transport;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /mcp} as a Micronaut route, so the Lambda adapter (API Gateway HTTP API payload 2.0)
 * and the local server reach the same code. It only translates HTTP to {@link McpHttpRequest};
 * all MCP rules live in {@link StatelessMcpTransport}.
 */
@Controller("/mcp")
public class McpController {

    private final StatelessMcpTransport transport;

    /** The server is injected so it is built (and registers its handler) before the first request. */
    public McpController(StatelessMcpTransport transport, McpStatelessSyncServer server) {
        this.transport = transport;
    }

    @Post(consumes = MediaType.ALL, produces = MediaType.APPLICATION_JSON)
    public HttpResponse<String> post(HttpRequest<?> request, @Body @Nullable String body) {
        McpHttpRequest mcpRequest = new McpHttpRequest("POST", headersOf(request), body);
        McpHttpResponse response = transport.handle(mcpRequest, McpTransportContext.create(Map.of()));
        MutableHttpResponse<String> http = HttpResponse.status(HttpStatus.valueOf(response.status()));
        response.headers().forEach(http::header);
        return response.body().isEmpty() ? http : http.body(response.body());
    }

    /** Stateless: no server-to-client SSE stream to open. */
    @Get(produces = MediaType.ALL)
    public HttpResponse<String> get() {
        return methodNotAllowed();
    }

    /** Stateless: no session to delete. */
    @Delete(consumes = MediaType.ALL, produces = MediaType.ALL)
    public HttpResponse<String> delete() {
        return methodNotAllowed();
    }

    private static HttpResponse<String> methodNotAllowed() {
        return HttpResponse.<String>status(HttpStatus.METHOD_NOT_ALLOWED)
                .header(HttpHeaders.ALLOW, "POST")
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(JsonRpcErrors.body(JsonRpcErrors.SERVER_ERROR,
                        "Method not allowed: this stateless server answers POST /mcp only"));
    }

    private static Map<String, String> headersOf(HttpRequest<?> request) {
        Map<String, String> headers = new HashMap<>();
        for (Map.Entry<String, List<String>> entry : request.getHeaders()) {
            headers.put(entry.getKey().toLowerCase(Locale.ROOT), String.join(",", entry.getValue()));
        }
        return headers;
    }
}
