package datasf.mcp.lambda;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.access.AccessControl;
import datasf.mcp.access.InitPass;
import datasf.mcp.observability.LogText;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.tools.McpTool;
import io.micronaut.cache.CacheManager;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.slf4j.LoggerFactory;

/**
 * Init-phase priming: sends the requests a first user would send through the real handler, so
 * the JSON-RPC path, the MCP SDK, Jackson, validation, the router and the HTTP client are loaded,
 * initialized and (over several rounds) compiled before a SnapStart snapshot or the first real
 * request. Every tool runs its example (its success path) and its validation path, and a few
 * calls run the SoQL repairs. Nothing reaches Socrata or Secrets Manager, and nothing outside init
 * is changed for it:
 * <ul>
 *   <li>Socrata: the tools' client sends this thread's requests through a client of the primer's own
 *       ({@link SocrataClient#anonymousAt}, closed after), at {@link PrimingSocrata} on loopback (the
 *       recorded answers to exactly these calls) and without an App Token, so the token's secret is
 *       not read;</li>
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
     * Calls beyond every tool's own example: the SoQL repairs (SQL-isms, a wrong-case literal whose
     * empty answer the advisor explains and re-runs), the CSV format, a search too few datasets
     * match word for word (asked again, looser), browsing without a category.
     */
    static final List<Call> REPAIR_CALLS = List.of(
            new Call(
                    "query_datasf",
                    "{\"dataset_id\":\"wg3w-h783\",\"soql\":\"SELECT TOP 2 incident_category, police_district "
                            + "FROM incidents WHERE police_district = 'mission';\"}"),
            new Call(
                    "query_datasf",
                    "{\"dataset_id\":\"wg3w-h783\",\"soql\":\"SELECT incident_date, incident_category LIMIT 2\","
                            + "\"format\":\"csv\"}"),
            new Call("search_datasf", "{\"query\":\"police dragons\"}"),
            new Call("list_datasf", "{}"));

    /** One {@code tools/call}: the tool's name and its arguments as JSON. */
    record Call(String tool, String arguments) {}

    /** What a priming run did: tool calls that answered an error, requests with no recorded answer. */
    record Report(List<String> failedCalls, Set<String> unanswered) {}

    /**
     * The same server as a 2026-07-28 client meets it: {@code server/discover}, a list and a tool
     * call, with the per-request _meta and the headers that repeat the body.
     */
    private static final String[][] MODERN_REQUESTS = {
        {"server/discover", "", "{}"},
        {"tools/list", "", "{}"},
        {"tools/call", "get_schema", "{\"name\":\"get_schema\",\"arguments\":{\"dataset_id\":\"wg3w-h783\"}}"},
    };

    private static final String MODERN_META = "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{},"
            + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"primer\",\"version\":\"1\"}}";

    private Primer() {}

    /**
     * Every tool's example ({@link McpTool#exampleArguments()}), in name order, then
     * {@link #REPAIR_CALLS}: the calls whose upstream requests {@link PrimingSocrata} replays.
     */
    static List<Call> calls(ApplicationContext context) {
        List<Call> calls = new ArrayList<>();
        context.getBeansOfType(McpTool.class).stream()
                .sorted(Comparator.comparing(McpTool::name))
                .forEach(tool -> calls.add(new Call(tool.name(), tool.exampleArguments())));
        calls.addAll(REPAIR_CALLS);
        return calls;
    }

    static Report prime(APIGatewayV2HTTPEventFunction handler, ApplicationContext context, int rounds) {
        SocrataClient socrata = context.getBean(SocrataClient.class);
        AccessControl access = context.getBean(AccessControl.class);
        List<String> failed = new ArrayList<>();
        Set<String> unanswered = new TreeSet<>();
        try (PrimingSocrata local = PrimingSocrata.start(context.getBean(ObjectMapper.class));
                SocrataClient inProcess = socrata.anonymousAt(local.baseUrl(), local.discoveryUrl());
                SocrataClient.Detour detour = socrata.detour(inProcess);
                InitPass pass = access.openInitPass()) {
            McpStatelessSyncServer server = context.getBean(McpStatelessSyncServer.class);
            List<Call> calls = calls(context);
            for (int round = 0; round < rounds; round++) {
                for (String body : REQUESTS) {
                    send(handler, body, pass);
                }
                for (McpSchema.Tool tool : server.listTools()) {
                    // the validation path of every tool (no upstream call)
                    send(handler, toolCall(tool.name(), "{\"dataset_id\":\"not an id\"}"), pass);
                }
                for (Call call : calls) {
                    String answer = send(handler, toolCall(call.tool(), call.arguments()), pass);
                    if (round == 0 && answer.contains("\"isError\":true")) {
                        failed.add(call.tool() + " " + call.arguments());
                    }
                }
                for (String[] request : MODERN_REQUESTS) {
                    sendModern(handler, request[0], request[1], request[2], pass);
                }
                // a new instance starts with empty caches: so does every round, and the real one
                emptyCaches(context);
            }
            unanswered.addAll(local.unanswered());
        } catch (Exception e) {
            // priming is an optimization: a failure must not keep the function from starting
            LoggerFactory.getLogger(Primer.class).warn("priming stopped early: {}", e.toString());
        } finally {
            emptyCaches(context);
        }
        return new Report(List.copyOf(failed), unanswered);
    }

    private static String toolCall(String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }

    private static String send(APIGatewayV2HTTPEventFunction handler, String body, InitPass pass) {
        return answer(handler, ApiGatewayEvents.post(body, "priming", pass.authorization()));
    }

    /**
     * Runs one priming request and returns its body. A refusal means priming warms an error path
     * instead of the one users take (a request the transport's rules no longer accept): said, so it
     * gets fixed.
     */
    private static String answer(APIGatewayV2HTTPEventFunction handler, APIGatewayV2HTTPEvent event) {
        var response = handler.handleRequest(event, new MockLambdaContext());
        if (response.getStatusCode() >= 300) {
            LoggerFactory.getLogger(Primer.class)
                    .warn(
                            "priming request refused with HTTP {}: {}",
                            response.getStatusCode(),
                            LogText.safe(event.getBody()));
        }
        return response.getBody() == null ? "" : response.getBody();
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
