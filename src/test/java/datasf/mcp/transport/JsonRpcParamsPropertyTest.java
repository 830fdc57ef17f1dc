package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.QuietRequestLog;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * Params of any shape, for every method the server answers: the answer is a JSON-RPC result or a
 * client error, never -32603 "Internal error", and nothing is logged at ERROR (an anonymous
 * caller must not be able to page the operator). The SDK deserializes params itself and fails
 * with null-pointer or Jackson errors on shapes it does not expect; the transport checks them
 * first ({@link JsonRpcParams}).
 */
@LambdaTest
@AddLifecycleHook(QuietRequestLog.class)
class JsonRpcParamsPropertyTest {

    /** What McpStatelessAsyncServer registers for this server's capabilities (tools, resources, prompts). */
    static final List<String> SERVED = List.of(
            "initialize",
            "ping",
            "tools/list",
            "tools/call",
            "resources/list",
            "resources/read",
            "resources/templates/list",
            "prompts/list",
            "prompts/get");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final LambdaHarness lambda;

    JsonRpcParamsPropertyTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Property(tries = 600)
    void paramsOfAnyShapeNeverGetAnInternalErrorOrAnErrorLog(
            @ForAll("methods") String method, @ForAll("params") JsonNode params) {
        ObjectNode request =
                NODES.objectNode().put("jsonrpc", "2.0").put("id", 41).put("method", method);
        if (params != null) {
            request.set("params", params);
        }
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.ERROR)) {
            APIGatewayV2HTTPResponse response = lambda.post(request.toString());
            assertEquals(200, response.getStatusCode(), response.getBody());
            assertNoInternals(response.getBody());
            JsonNode body = LambdaHarness.read(response.getBody());
            assertEquals(41, body.path("id").asInt(), response.getBody());
            assertNotEquals(
                    -32603, body.at("/error/code").asInt(), () -> method + " " + params + " -> " + response.getBody());
            assertTrue(logs.events().isEmpty(), () -> method + " " + params + " logged: " + logs.allText());
        }
    }

    /** A method the server does not serve is -32601 whatever its params: update {@link #SERVED} with the capabilities. */
    @Example
    void methodsOutsideTheServedOnesAreMethodNotFound() {
        for (String method : List.of(
                "completion/complete",
                "logging/setLevel",
                "resources/subscribe",
                "resources/unsubscribe",
                "sampling/createMessage",
                "roots/list",
                "tasks/get")) {
            JsonNode body = lambda.rpc(method, java.util.Map.of("ref", java.util.Map.of()));
            assertEquals(-32601, body.at("/error/code").asInt(), method + " " + body);
        }
    }

    @Provide
    Arbitrary<String> methods() {
        return Arbitraries.of(SERVED);
    }

    @Provide
    Arbitrary<JsonNode> params() {
        Arbitrary<String> key = Arbitraries.frequencyOf(
                Tuple.of(
                        8,
                        Arbitraries.of(
                                "uri",
                                "name",
                                "arguments",
                                "cursor",
                                "_meta",
                                "protocolVersion",
                                "capabilities",
                                "clientInfo",
                                "ref",
                                "argument")),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(6)));
        return Arbitraries.maps(key, value(2))
                .ofMaxSize(4)
                .map(map -> {
                    ObjectNode node = NODES.objectNode();
                    map.forEach(node::set);
                    return (JsonNode) node;
                })
                .injectNull(0.15);
    }

    /** Values that matter to these methods (real names and URIs) and values of every JSON type. */
    private static Arbitrary<JsonNode> value(int depth) {
        Arbitrary<JsonNode> meaningful = Arbitraries.of(
                        "datasf://categories",
                        "datasf://datasets/uczf-rk3c/schema",
                        "datasf://datasets/zzzz-zzzz/schema",
                        "datasf://datasets/../schema",
                        "explore_dataset",
                        "soql_guide",
                        "get_schema",
                        "uczf-rk3c",
                        "2025-11-25",
                        "",
                        "x\ny")
                .map(s -> (JsonNode) NODES.textNode(s));
        Arbitrary<JsonNode> scalar = Arbitraries.oneOf(
                meaningful,
                Arbitraries.strings().ofMaxLength(12).map(s -> (JsonNode) NODES.textNode(s)),
                Arbitraries.integers().map(i -> (JsonNode) NODES.numberNode(i)),
                Arbitraries.of(true, false).map(b -> (JsonNode) NODES.booleanNode(b)),
                Arbitraries.just(NODES.nullNode()));
        if (depth == 0) {
            return scalar;
        }
        Arbitrary<JsonNode> array = value(depth - 1).list().ofMaxSize(3).map(items -> {
            ArrayNode node = NODES.arrayNode();
            items.forEach(node::add);
            return (JsonNode) node;
        });
        Arbitrary<JsonNode> object = Arbitraries.maps(
                        Arbitraries.of("dataset_id", "name", "version", "x", "type", "uri"), value(depth - 1))
                .ofMaxSize(3)
                .map(map -> {
                    ObjectNode node = NODES.objectNode();
                    map.forEach(node::set);
                    return (JsonNode) node;
                });
        return Arbitraries.frequencyOf(Tuple.of(4, scalar), Tuple.of(1, array), Tuple.of(2, object));
    }
}
