package datasf.mcp.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.logging.LogbackConfigurator;
import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The one-JSON-line-per-request log, read back from the request logger. */
@LambdaTest
class RequestLogTest {

    private static final String BIKES = "uczf-rk3c";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;
    private CapturedLogs logs;

    RequestLogTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void capture() {
        logs = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO);
    }

    @AfterEach
    void release() {
        logs.close();
    }

    private List<JsonNode> lines() {
        List<JsonNode> lines = new ArrayList<>();
        for (ILoggingEvent event : logs.events()) {
            lines.add(LambdaHarness.read(event.getFormattedMessage()));
        }
        return lines;
    }

    private JsonNode onlyLine() {
        List<JsonNode> lines = lines();
        assertEquals(1, lines.size(), lines.toString());
        return lines.get(0);
    }

    @Test
    void aSchemaMissThenAHitWithUpstreamCallsAndIds() {
        lambda.callTool("get_schema", Map.of("dataset_id", BIKES));
        lambda.callTool("get_schema", Map.of("dataset_id", BIKES));
        List<JsonNode> lines = lines();
        assertEquals(2, lines.size(), lines.toString());

        JsonNode miss = lines.get(0);
        assertEquals("request", miss.get("event").asText());
        assertTrue(miss.get("request_id").asText().matches("req-\\d+"), "API Gateway's request id: " + miss);
        assertEquals("POST", miss.get("http_method").asText());
        assertEquals("/mcp", miss.get("path").asText());
        assertEquals(200, miss.get("status").asInt());
        assertEquals("tools/call", miss.get("method").asText());
        assertEquals("get_schema", miss.get("tool").asText());
        assertEquals(BIKES, miss.get("dataset_id").asText());
        assertEquals(2, miss.get("upstream_calls").asInt(), "metadata and row count");
        assertEquals("miss", miss.get("cache").asText());
        assertTrue(miss.get("duration_ms").asLong() >= 0);
        assertEquals("ok", miss.get("outcome").asText());
        assertFalse(miss.has("error_type"));

        JsonNode hit = lines.get(1);
        assertEquals(0, hit.get("upstream_calls").asInt());
        assertEquals("hit", hit.get("cache").asText());
        assertFalse(hit.get("request_id").asText().equals(miss.get("request_id").asText()));
    }

    /** API Gateway's requestContext.http.sourceIp: who to block or rate-limit when a caller misbehaves. */
    @Test
    void theCallersSourceIpIsLogged() {
        lambda.send(
                "POST",
                "/mcp",
                Map.of("Accept", LambdaHarness.ACCEPT_BOTH, "Content-Type", "application/json"),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}",
                "203.0.113.7");
        lambda.send("GET", "/health", Map.of(), null, "2001:db8::17");
        List<JsonNode> lines = lines();
        assertEquals("203.0.113.7", lines.get(0).get("source_ip").asText(), lines.toString());
        assertEquals("2001:db8::17", lines.get(1).get("source_ip").asText(), lines.toString());
    }

    @Test
    void theLambdaRequestIdIsLoggedAndStandsInWhenApiGatewayGivesNone() {
        APIGatewayV2HTTPEventFunction handler = new APIGatewayV2HTTPEventFunction(lambda.context());
        MockLambdaContext context = new MockLambdaContext() {
            @Override
            public String getAwsRequestId() {
                return "lambda-req-7";
            }
        };
        for (String gatewayId : new String[] {"gw-req-7", null}) {
            APIGatewayV2HTTPEvent event = APIGatewayV2HTTPEvent.builder()
                    .withVersion("2.0")
                    .withRouteKey("$default")
                    .withRawPath("/health")
                    .withRawQueryString("")
                    .withHeaders(Map.of())
                    .withIsBase64Encoded(false)
                    .withRequestContext(APIGatewayV2HTTPEvent.RequestContext.builder()
                            .withRequestId(gatewayId)
                            .withHttp(APIGatewayV2HTTPEvent.RequestContext.Http.builder()
                                    .withMethod("GET")
                                    .withPath("/health")
                                    .withProtocol("HTTP/1.1")
                                    .withSourceIp("127.0.0.1")
                                    .build())
                            .build())
                    .build();
            assertEquals(200, handler.handleRequest(event, context).getStatusCode());
        }
        List<JsonNode> lines = lines();
        assertEquals("gw-req-7", lines.get(0).get("request_id").asText());
        assertEquals("lambda-req-7", lines.get(0).get("lambda_request_id").asText());
        assertEquals("lambda-req-7", lines.get(1).get("request_id").asText());

        lambda.send("GET", "/health", Map.of(), null); // a Context without an id, on the same thread
        assertFalse(lines().get(2).has("lambda_request_id"), "no id lent from the previous request");
    }

    @Test
    void aFailedToolCallIsAToolErrorWithItsType() {
        lambda.callTool("query_datasf", Map.of("dataset_id", "zzzz-zzzz", "soql", "SELECT *"));
        JsonNode line = onlyLine();
        assertEquals("tool_error", line.get("outcome").asText());
        assertEquals("not_found", line.get("error_type").asText());
        // the query, plus the metadata lookup run in parallel to cite the source (no row count)
        assertEquals(2, line.get("upstream_calls").asInt(), line.toString());
        assertEquals("miss", line.get("cache").asText());
    }

    @Test
    void aBadDatasetIdIsNotLoggedAsOne() {
        lambda.callTool("get_schema", Map.of("dataset_id", "../../etc/passwd"));
        JsonNode line = onlyLine();
        assertFalse(line.has("dataset_id"), line.toString());
        assertEquals("validation", line.get("error_type").asText());
    }

    @Test
    void anUnknownMethodIsAnRpcError() {
        lambda.rpc("no/such/method", Map.of());
        JsonNode line = onlyLine();
        assertEquals("rpc_error", line.get("outcome").asText());
        assertEquals("method_not_found", line.get("error_type").asText());
        assertEquals("no/such/method", line.get("method").asText());
    }

    @Test
    void httpRefusalsAreHttpErrorsNamingTheRule() {
        lambda.post("{\"jsonrpc\":");
        lambda.send(
                "POST",
                "/mcp",
                Map.of("Accept", "application/json", "Content-Type", "application/json"),
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        lambda.send("GET", "/mcp", Map.of("Accept", "text/event-stream"), null);
        List<JsonNode> lines = lines();
        assertEquals(
                List.of("parse_error", "not_acceptable", "method_not_allowed"),
                lines.stream().map(l -> l.get("error_type").asText()).toList());
        assertEquals(
                List.of(400, 406, 405),
                lines.stream().map(l -> l.get("status").asInt()).toList());
        lines.forEach(l -> assertEquals("http_error", l.get("outcome").asText()));
    }

    @Test
    void anUnknownPathIsA404WithItsLineAndItsPathCut() {
        String path = "/wp-admin/" + "x".repeat(200);
        APIGatewayV2HTTPResponse response = lambda.send("GET", path, Map.of(), null, "203.0.113.9");
        assertEquals(404, response.getStatusCode());
        assertEquals(
                "Not found: this server answers MCP at POST /mcp and its health at GET /health (paths are case-sensitive)",
                LambdaHarness.read(response.getBody()).at("/error/message").asText());
        JsonNode line = onlyLine();
        assertEquals(404, line.get("status").asInt());
        assertEquals("203.0.113.9", line.get("source_ip").asText(), line::toString);
        assertEquals(path.substring(0, 64) + "...", line.get("path").asText());
    }

    @Test
    void healthAnswersFromMemoryAndIsLogged() {
        socrata.reset();
        APIGatewayV2HTTPResponse response = lambda.send("GET", "/health", Map.of(), null);
        assertEquals(200, response.getStatusCode());
        JsonNode body = LambdaHarness.read(response.getBody());
        assertEquals("ok", body.get("status").asText());
        assertEquals(
                lambda.context().getBean(BuildInfo.class).version(),
                body.get("version").asText());
        assertEquals(2, body.size());
        JsonNode line = onlyLine();
        assertEquals("/health", line.get("path").asText());
        assertEquals(0, line.get("upstream_calls").asInt());
        assertEquals("ok", line.get("outcome").asText());
        assertTrue(socrata.requests().isEmpty(), "no upstream call");
    }

    @Test
    void concurrentRequestsAreCountedApart() throws Exception {
        lambda.callTool("get_schema", Map.of("dataset_id", BIKES)); // later queries peek at a cached schema
        logs.close();
        logs = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> calls = new ArrayList<>();
            for (int i = 0; i < 48; i++) {
                boolean query = i % 2 == 0;
                calls.add(pool.submit(() -> query
                        ? lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 2"))
                        : lambda.rpc("ping", null)));
            }
            for (Future<?> call : calls) {
                call.get();
            }
        } finally {
            pool.shutdown();
        }
        List<JsonNode> lines = lines();
        assertEquals(48, lines.size());
        for (JsonNode line : lines) {
            if ("tools/call".equals(line.path("method").asText())) {
                assertEquals(1, line.get("upstream_calls").asInt(), line.toString());
                assertEquals("hit", line.get("cache").asText(), line.toString());
            } else {
                assertEquals(0, line.get("upstream_calls").asInt(), line.toString());
                assertNull(line.get("cache"), line.toString());
            }
            assertEquals("ok", line.get("outcome").asText(), line.toString());
        }
    }
}
