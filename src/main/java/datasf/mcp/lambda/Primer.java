package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.cache.CacheManager;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import org.slf4j.LoggerFactory;

/**
 * Init-phase priming: sends the requests a first user would send through the real handler, so
 * the JSON-RPC path, the MCP SDK, Jackson, validation, the router and the HTTP client are loaded,
 * initialized and (over several rounds) compiled before a SnapStart snapshot or the first real
 * request. Every tool runs its success path against {@link PrimingSocrata}, an in-process Socrata
 * on loopback, and its validation path; nothing reaches Socrata or Secrets Manager
 * ({@link PrimingMode}). Afterwards the caches are emptied, so no priming data is ever served.
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

    /** Successful calls of every tool, against the priming Socrata's dataset. */
    private static final String[][] TOOL_CALLS = {
            {"search_datasf", "{\"query\":\"priming\"}"},
            {"list_datasf", "{}"},
            {"list_datasf", "{\"category\":\"priming\"}"},
            {"get_schema", "{\"dataset_id\":\"prim-ing1\"}"},
            {"query_datasf", "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT category, amuont LIMIT 2\"}"},
            {"query_datasf", "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT * LIMIT 2\",\"format\":\"csv\"}"},
            // SQL-isms repaired, an empty answer, a value lookup and the re-run with the value it finds
            {"query_datasf", "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT TOP 2 category, amount FROM priming "
                    + "WHERE category = 'a';\"}"},
            {"count_rows", "{\"dataset_id\":\"prim-ing1\",\"where\":\"category = 'A'\"}"},
            {"distinct_values", "{\"dataset_id\":\"prim-ing1\",\"column\":\"Category\"}"},
            {"aggregate", "{\"dataset_id\":\"prim-ing1\",\"group_by\":[\"category\"],"
                    + "\"metrics\":[{\"fn\":\"count\"},{\"fn\":\"sum\",\"column\":\"amount\"}]}"},
    };

    static void prime(APIGatewayV2HTTPEventFunction handler, ApplicationContext context, int rounds) {
        PrimingMode priming = context.getBean(PrimingMode.class);
        SocrataClient socrata = context.getBean(SocrataClient.class);
        priming.set(true);
        try (PrimingSocrata local = PrimingSocrata.start();
             AutoCloseable redirected = socrata.redirect(local.baseUrl(), local.baseUrl() + "/api/catalog/v1")) {
            McpStatelessSyncServer server = context.getBean(McpStatelessSyncServer.class);
            for (int round = 0; round < rounds; round++) {
                for (String body : REQUESTS) {
                    handler.handleRequest(event(body), new MockLambdaContext());
                }
                for (McpSchema.Tool tool : server.listTools()) {
                    // the validation path of every tool (no upstream call)
                    send(handler, tool.name(), "{\"dataset_id\":\"not an id\"}");
                }
                for (String[] call : TOOL_CALLS) {
                    send(handler, call[0], call[1]);
                }
                // a new instance starts with empty caches: so does every round, and the real one
                emptyCaches(context);
            }
        } catch (Exception e) {
            // priming is an optimization: a failure must not keep the function from starting
            LoggerFactory.getLogger(Primer.class).warn("priming stopped early: {}", e.toString());
        } finally {
            emptyCaches(context);
            priming.set(false);
        }
    }

    private static void send(APIGatewayV2HTTPEventFunction handler, String tool, String arguments) {
        handler.handleRequest(event("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\""
                + tool + "\",\"arguments\":" + arguments + "}}"), new MockLambdaContext());
    }

    private static void emptyCaches(ApplicationContext context) {
        CacheManager<?> caches = context.getBean(CacheManager.class);
        caches.getCacheNames().forEach(name -> caches.getCache(name).invalidateAll());
    }

    private static APIGatewayV2HTTPEvent event(String body) {
        return ApiGatewayEvents.post(body, "priming");
    }
}
