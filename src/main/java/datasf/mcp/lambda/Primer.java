package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import datasf.mcp.access.AccessControl;
import datasf.mcp.access.InitPass;
import datasf.mcp.observability.LogText;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.cache.CacheManager;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * Init-phase priming: sends the requests a first user would send through the real handler, so
 * the JSON-RPC path, the MCP SDK, Jackson, validation, the router and the HTTP client are loaded,
 * initialized and (over several rounds) compiled before a SnapStart snapshot or the first real
 * request. Every tool runs its success path and its validation path. Nothing reaches Socrata or
 * Secrets Manager, and nothing outside init is changed for it:
 * <ul>
 *   <li>Socrata: the tools' client sends this thread's requests through a client of the primer's own
 *       ({@link SocrataClient#anonymousAt}, closed after), at {@link PrimingSocrata} on loopback and
 *       without an App Token, so the token's secret is not read;</li>
 *   <li>access: the requests carry an {@link InitPass}, a random key only this primer knows, revoked
 *       when priming ends, so the keys' secret is not read either and the request log is spared
 *       hundreds of lines that are not traffic;</li>
 *   <li>cursors: no call pages, so none is signed and the cursor key's secret is not read.</li>
 * </ul>
 * Afterwards the caches are emptied, so no priming data is ever served.
 */
final class Primer {

    /** Calls that need no tool: the protocol's own methods. */
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

    /**
     * The same server as a 2026-07-28 client meets it: {@code server/discover}, a list and a tool
     * call, with the per-request _meta and the headers that repeat the body.
     */
    private static final String[][] MODERN_REQUESTS = {
        {"server/discover", "", "{}"},
        {"tools/list", "", "{}"},
        {"tools/call", "get_schema", "{\"name\":\"get_schema\",\"arguments\":{\"dataset_id\":\"prim-ing1\"}}"},
    };

    private static final String MODERN_META = "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{},"
            + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"primer\",\"version\":\"1\"}}";

    /** Successful calls of every tool, against the priming Socrata's dataset; none pages. */
    private static final String[][] TOOL_CALLS = {
        {"search_datasf", "{\"query\":\"priming\"}"},
        // too few datasets match every word: the search is asked again, looser
        {"search_datasf", "{\"query\":\"priming data\"}"},
        {"list_datasf", "{}"},
        {"list_datasf", "{\"category\":\"priming\"}"},
        {"get_schema", "{\"dataset_id\":\"prim-ing1\"}"},
        {"query_datasf", "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT category, amuont LIMIT 2\"}"},
        {"query_datasf", "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT * LIMIT 2\",\"format\":\"csv\"}"},
        // SQL-isms repaired, an empty answer, a value lookup and the re-run with the value it finds
        {
            "query_datasf",
            "{\"dataset_id\":\"prim-ing1\",\"soql\":\"SELECT TOP 2 category, amount FROM priming "
                    + "WHERE category = 'a';\"}"
        },
        {"count_rows", "{\"dataset_id\":\"prim-ing1\",\"where\":\"category = 'A'\"}"},
        {"distinct_values", "{\"dataset_id\":\"prim-ing1\",\"column\":\"Category\"}"},
        {
            "aggregate",
            "{\"dataset_id\":\"prim-ing1\",\"group_by\":[\"category\"],"
                    + "\"metrics\":[{\"fn\":\"count\"},{\"fn\":\"sum\",\"column\":\"amount\"}]}"
        },
    };

    private Primer() {}

    static void prime(APIGatewayV2HTTPEventFunction handler, ApplicationContext context, int rounds) {
        SocrataClient socrata = context.getBean(SocrataClient.class);
        AccessControl access = context.getBean(AccessControl.class);
        try (PrimingSocrata local = PrimingSocrata.start();
                SocrataClient inProcess = socrata.anonymousAt(local.baseUrl(), local.discoveryUrl());
                SocrataClient.Detour detour = socrata.detour(inProcess);
                InitPass pass = access.openInitPass()) {
            McpStatelessSyncServer server = context.getBean(McpStatelessSyncServer.class);
            for (int round = 0; round < rounds; round++) {
                for (String body : REQUESTS) {
                    send(handler, body, pass);
                }
                for (McpSchema.Tool tool : server.listTools()) {
                    // the validation path of every tool (no upstream call)
                    send(handler, toolCall(tool.name(), "{\"dataset_id\":\"not an id\"}"), pass);
                }
                for (String[] call : TOOL_CALLS) {
                    send(handler, toolCall(call[0], call[1]), pass);
                }
                for (String[] request : MODERN_REQUESTS) {
                    sendModern(handler, request[0], request[1], request[2], pass);
                }
                // a new instance starts with empty caches: so does every round, and the real one
                emptyCaches(context);
            }
        } catch (Exception e) {
            // priming is an optimization: a failure must not keep the function from starting
            LoggerFactory.getLogger(Primer.class).warn("priming stopped early: {}", e.toString());
        } finally {
            emptyCaches(context);
        }
    }

    private static String toolCall(String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }

    private static void send(APIGatewayV2HTTPEventFunction handler, String body, InitPass pass) {
        answer(handler, ApiGatewayEvents.post(body, "priming", pass.authorization()));
    }

    /**
     * Runs one priming request. A refusal means priming warms an error path instead of the one
     * users take (a request the transport's rules no longer accept): said, so it gets fixed.
     */
    private static void answer(APIGatewayV2HTTPEventFunction handler, APIGatewayV2HTTPEvent event) {
        int status = handler.handleRequest(event, new MockLambdaContext()).getStatusCode();
        if (status >= 300) {
            LoggerFactory.getLogger(Primer.class)
                    .warn("priming request refused with HTTP {}: {}", status, LogText.safe(event.getBody()));
        }
    }

    /** A modern request: {@code params} (an object's text) with the _meta added, and the headers. */
    private static void sendModern(
            APIGatewayV2HTTPEventFunction handler, String method, String name, String params, InitPass pass) {
        String withMeta = "{\"_meta\":" + MODERN_META + (params.equals("{}") ? "}" : "," + params.substring(1));
        String body = "{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"" + method + "\",\"params\":" + withMeta + "}";
        Map<String, String> headers = new HashMap<>();
        headers.put("authorization", pass.authorization());
        headers.put("mcp-protocol-version", "2026-07-28");
        headers.put("mcp-method", method);
        if (!name.isEmpty()) {
            headers.put("mcp-name", name);
        }
        answer(handler, ApiGatewayEvents.post(body, "priming", headers));
    }

    private static void emptyCaches(ApplicationContext context) {
        CacheManager<?> caches = context.getBean(CacheManager.class);
        caches.getCacheNames().forEach(name -> caches.getCache(name).invalidateAll());
    }
}
