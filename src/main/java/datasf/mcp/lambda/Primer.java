package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.access.AccessControl;
import datasf.mcp.socrata.SocrataHttp;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;

/**
 * Init-phase priming: sends the requests a first user would send through the real handler, so
 * the JSON-RPC path, the MCP SDK, Jackson, validation, the router and the HTTP client are loaded
 * and initialized before a SnapStart snapshot (or before the first real request). No request
 * reaches Socrata or Secrets Manager: tool calls carry arguments that fail validation, the HTTP
 * client is only created, and the access-key check is paused (nothing can call in yet).
 */
final class Primer {

    /** Tool calls that stop at validation: every tool's binder and error path, no upstream call. */
    private static final String[] REQUESTS = {
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                    + "\"capabilities\":{},\"clientInfo\":{\"name\":\"primer\",\"version\":\"1\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"resources/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"resources/templates/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"prompts/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"prompts/get\",\"params\":{\"name\":\"soql_guide\"}}",
            "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}",
    };

    private Primer() {}

    static void prime(APIGatewayV2HTTPEventFunction handler, ApplicationContext context) {
        AccessControl access = context.getBean(AccessControl.class);
        access.priming(true);
        try {
            for (String body : REQUESTS) {
                handler.handleRequest(event(body), new MockLambdaContext());
            }
            McpStatelessSyncServer server = context.getBean(McpStatelessSyncServer.class);
            JsonSchemaValidator validator = context.getBean(JsonSchemaValidator.class);
            for (McpSchema.Tool tool : server.listTools()) {
                String call = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\""
                        + tool.name() + "\",\"arguments\":{\"dataset_id\":\"not an id\"}}}";
                handler.handleRequest(event(call), new MockLambdaContext());
                // compiles and caches the output schema the SDK checks every result against
                validator.validate(tool.outputSchema(), Map.of());
            }
            context.getBean(SocrataHttp.class).warmUp();
        } finally {
            access.priming(false);
        }
    }

    static APIGatewayV2HTTPEvent event(String body) {
        return APIGatewayV2HTTPEvent.builder()
                .withVersion("2.0").withRouteKey("$default").withRawPath("/mcp").withRawQueryString("")
                .withHeaders(Map.of("accept", "application/json, text/event-stream", "content-type", "application/json",
                        "host", "localhost"))
                .withBody(body).withIsBase64Encoded(false)
                .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder().withRequestId("priming")
                        .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder().withMethod("POST").withPath("/mcp")
                                .withProtocol("HTTP/1.1").withSourceIp("127.0.0.1").build())
                        .build())
                .build();
    }

    static List<String> requests() {
        return List.of(REQUESTS);
    }
}
