package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.EchoTestTool;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.QuietRequestLog;
import datasf.mcp.support.ToolExamples;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * Arbitrary and malformed traffic through the real Lambda handler: 4 x 2,500 bodies with -Pdeep, 4 x 250
 * in the everyday build (see docs/testing.md, "Depth"). Whatever
 * arrives, the answer is never a 5xx, is always a well-formed JSON-RPC response (or a 202), a tool
 * failure is a classified tool error, and no body shows a stack trace or a Java class name.
 * Tool calls go to every tool (the example map, test_echo included), with arguments varied from
 * their examples, against a local fake Socrata, never the internet.
 */
@LambdaTest(
        properties = {
            EchoTestTool.ENABLED + "=true",
            "datasf.socrata.timeout=3s",
            "datasf.socrata.retry.initial-backoff=1ms",
            "datasf.socrata.retry.max-backoff=2ms"
        })
@AddLifecycleHook(QuietRequestLog.class)
class McpEndpointFuzzPropertyTest {

    private static final int TRIES = 2500;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Set<String> ERROR_TYPES =
            Set.of("validation", "not_found", "rate_limit", "timeout", "api_error");
    private static final List<String> METHODS = List.of(
            "initialize",
            "ping",
            "tools/list",
            "tools/call",
            "notifications/initialized",
            "notifications/cancelled",
            "resources/list",
            "resources/read",
            "prompts/list",
            "prompts/get",
            "logging/setLevel",
            "completion/complete",
            "sampling/createMessage");
    /** Every tool of the context (test_echo included) and its example arguments: the example map. */
    private static Map<String, Map<String, Object>> examples;
    /** Every argument name of every tool, from tools/list. */
    private static List<String> argumentNames;
    /** Each tool's argument names, from tools/list. */
    private static Map<String, List<String>> toolArguments;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;
    /** ToolInvoker's ERROR lines (a tool that failed unexpectedly), captured instead of printed. */
    private static CapturedLogs toolFailures;

    McpEndpointFuzzPropertyTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeContainer
    static void readTools(LambdaHarness lambda) {
        examples = ToolExamples.of(lambda);
        toolArguments = ToolExamples.argumentNames(lambda);
        argumentNames = toolArguments.values().stream()
                .flatMap(List::stream)
                .distinct()
                .sorted()
                .toList();
    }

    @BeforeContainer
    static void captureToolFailures() {
        toolFailures = CapturedLogs.of("datasf.mcp.server.ToolInvoker", Level.ERROR);
    }

    /** Only test_echo's deliberate crash may fail unexpectedly: no real tool ever does. */
    @AfterContainer
    static void checkToolFailures() {
        toolFailures.close();
        for (ILoggingEvent failure : toolFailures.events()) {
            assertTrue(
                    failure.getFormattedMessage().startsWith("tool test_echo failed unexpectedly"),
                    failure::getFormattedMessage);
        }
    }

    // ---------------------------------------------------------------- properties

    @Property(tries = TRIES)
    void arbitraryTextAsABodyGetsAJsonRpcErrorNeverACrash(@ForAll("text") String body) {
        assertWellFormed(lambda.post(body));
    }

    @Property(tries = TRIES)
    void jsonRpcShapedMessagesWithArbitraryPartsGetResultsOrJsonRpcErrors(@ForAll("messages") String body) {
        assertWellFormed(lambda.post(body));
    }

    @Property(tries = TRIES)
    void corruptedValidMessagesGetParseOrJsonRpcErrors(@ForAll("corrupted") String body) {
        assertWellFormed(lambda.post(body));
    }

    /** Without jqwik's edge cases, which are mostly the hostile branches and would crowd out real calls. */
    @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
    void arbitraryToolArgumentsGetToolResultsOrClassifiedToolErrors(@ForAll("toolCalls") String body) {
        APIGatewayV2HTTPResponse response = lambda.post(body);
        assertWellFormed(response);
        Statistics.collect(outcome(response));
        // the generator must reach past validation: real results and upstream errors, not only rejections.
        // Measured over 2,500 tries: ok 19%, validation 54%, not_found 8%, api_error 5%. Each bar
        // sits at least 4 standard deviations below its rate at the everyday 250 tries, so it fails
        // when a generator stops reaching a branch, not by chance.
        Statistics.coverage(coverage -> {
            coverage.check("ok").percentage(p -> p >= 8);
            coverage.check("validation").percentage(p -> p >= 30);
            coverage.check("not_found").count(n -> n > 0);
            coverage.check("api_error").count(n -> n > 0);
        });
    }

    private static String outcome(APIGatewayV2HTTPResponse response) {
        JsonNode json = LambdaHarness.read(response.getBody());
        if (json.has("error")) {
            return "rpc_error";
        }
        JsonNode result = json.get("result");
        return result.path("isError").asBoolean()
                ? LambdaHarness.read(result.at("/content/0/text").asText())
                        .path("error_type")
                        .asText()
                : "ok";
    }

    // ---------------------------------------------------------------- the oracle

    private static void assertWellFormed(APIGatewayV2HTTPResponse response) {
        int status = response.getStatusCode();
        String body = response.getBody();
        assertTrue(status == 200 || status == 202 || status == 400, () -> "HTTP " + status + ": " + body);
        assertNoInternals(body);
        if (status == 202) {
            assertTrue(body == null || body.isEmpty(), body);
            return;
        }
        JsonNode json = LambdaHarness.read(body);
        assertEquals("2.0", json.path("jsonrpc").asText(), body);
        assertTrue(json.has("id"), body);
        if (status == 400) {
            assertTrue(json.get("id").isNull(), body);
            int code = json.at("/error/code").asInt();
            assertTrue(code == -32700 || code == -32600, body);
            assertTrue(json.at("/error/message").isTextual(), body);
            return;
        }
        assertTrue(json.has("result") != json.has("error"), () -> "exactly one of result and error: " + body);
        if (json.has("error")) {
            assertTrue(json.at("/error/code").isInt(), body);
            assertTrue(json.at("/error/message").isTextual(), body);
            return;
        }
        JsonNode result = json.get("result");
        if (result.path("isError").asBoolean(false)) {
            JsonNode error = LambdaHarness.read(result.at("/content/0/text").asText());
            assertTrue(
                    error.path("error").isTextual()
                            && !error.path("error").asText().isBlank(),
                    body);
            assertTrue(ERROR_TYPES.contains(error.path("error_type").asText()), body);
        }
    }

    // ---------------------------------------------------------------- generators

    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> anything = Arbitraries.strings().all().ofMaxLength(200);
        Arbitrary<String> jsonAlphabet = Arbitraries.strings()
                .withChars("{}[]\":,0123456789.eE+-truefalsn \\/\u0000\ud800")
                .ofMaxLength(120);
        Arbitrary<String> jsonPrefixed = jsonAlphabet.map(s -> "{\"jsonrpc\":\"2.0\"," + s);
        return Arbitraries.oneOf(anything, jsonAlphabet, jsonPrefixed);
    }

    @Provide
    Arbitrary<String> messages() {
        Arbitrary<JsonNode> jsonrpc =
                Arbitraries.frequencyOf(Tuple.of(5, Arbitraries.just(NODES.textNode("2.0"))), Tuple.of(1, json(1)));
        Arbitrary<JsonNode> id = Arbitraries.oneOf(
                Arbitraries.integers().map(i -> (JsonNode) NODES.numberNode(i)),
                Arbitraries.strings().ofMaxLength(20).map(s -> (JsonNode) NODES.textNode(s)),
                Arbitraries.just(NODES.numberNode(new BigInteger("123456789012345678901234567890"))),
                json(1));
        Arbitrary<JsonNode> method = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of(METHODS).map(m -> (JsonNode) NODES.textNode(m))),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(30).map(s -> (JsonNode) NODES.textNode(s))),
                Tuple.of(1, json(1)));
        Arbitrary<JsonNode> params = Arbitraries.frequencyOf(Tuple.of(4, jsonObject(3)), Tuple.of(1, json(2)));
        Arbitrary<Map<String, JsonNode>> extra = Arbitraries.maps(
                        Arbitraries.of("result", "error", "extra", "_meta"), json(2))
                .ofMaxSize(2);
        return Combinators.combine(
                        jsonrpc.injectNull(0.1),
                        id.injectNull(0.2),
                        method.injectNull(0.1),
                        params.injectNull(0.3),
                        extra)
                .as((j, i, m, p, e) -> {
                    ObjectNode message = NODES.objectNode();
                    putIfPresent(message, "jsonrpc", j);
                    putIfPresent(message, "id", i);
                    putIfPresent(message, "method", m);
                    putIfPresent(message, "params", p);
                    e.forEach(message::set);
                    return message.toString();
                });
    }

    @Provide
    Arbitrary<String> corrupted() {
        Arbitrary<String> valid = Arbitraries.of(
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                        + "\"capabilities\":{},\"clientInfo\":{\"name\":\"fuzz\",\"version\":\"1\"}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/list\"}",
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"get_schema\","
                        + "\"arguments\":{\"dataset_id\":\"uczf-rk3c\"}}}",
                "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":\"query_datasf\","
                        + "\"arguments\":{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT status, count(*) GROUP BY status\"}}}");
        Arbitrary<Mutation> mutation = Combinators.combine(
                        Arbitraries.integers().between(0, 7),
                        Arbitraries.integers().between(0, 10_000),
                        Arbitraries.chars().all(),
                        Arbitraries.integers().between(1, 80))
                .as(Mutation::new);
        return Combinators.combine(valid, mutation.list().ofMinSize(1).ofMaxSize(3))
                .as((text, mutations) -> {
                    String result = text;
                    for (Mutation m : mutations) {
                        result = m.applyTo(result);
                    }
                    return result;
                });
    }

    @Provide
    Arbitrary<String> toolCalls() {
        Arbitrary<JsonNode> unknownName = Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(20).map(s -> (JsonNode) NODES.textNode(s)), json(1));
        Arbitrary<Tuple.Tuple2<JsonNode, JsonNode>> known = Arbitraries.of(List.copyOf(examples.keySet()))
                .flatMap(tool -> Arbitraries.frequencyOf(
                                Tuple.of(5, plausibleArguments(tool)),
                                Tuple.of(4, hostileArguments()),
                                Tuple.of(1, json(2)))
                        .map(arguments -> Tuple.of((JsonNode) NODES.textNode(tool), arguments)));
        Arbitrary<Tuple.Tuple2<JsonNode, JsonNode>> unknown =
                Combinators.combine(unknownName, hostileArguments()).as(Tuple::of);
        Arbitrary<Tuple.Tuple2<JsonNode, JsonNode>> call =
                Arbitraries.frequencyOf(Tuple.of(9, known), Tuple.of(1, unknown), Tuple.of(1, upstreamFailures()));
        return Combinators.combine(Arbitraries.integers().between(1, 1_000_000), call, Arbitraries.of(true, false))
                .as((id, nameAndArguments, withArguments) -> {
                    ObjectNode params = NODES.objectNode().set("name", nameAndArguments.get1());
                    if (withArguments
                            || !nameAndArguments.get2().isObject()
                            || nameAndArguments.get2().size() > 0) {
                        params.set("arguments", nameAndArguments.get2());
                    }
                    return NODES.objectNode()
                            .put("jsonrpc", "2.0")
                            .put("id", id)
                            .put("method", "tools/call")
                            .set("params", params)
                            .toString();
                });
    }

    /**
     * A tool's example arguments sent where Socrata answers with an error: a dataset that does not
     * exist (not_found) or a column it does not have (api_error). Plausible arguments reach these
     * only by a chance of about 1 in 70, too rare to count on in the everyday 250 tries.
     */
    private static Arbitrary<Tuple.Tuple2<JsonNode, JsonNode>> upstreamFailures() {
        List<Tuple.Tuple2<JsonNode, JsonNode>> calls = new ArrayList<>();
        examples.forEach((tool, example) -> {
            if (example.containsKey("dataset_id")) {
                ObjectNode missing = MAPPER.valueToTree(example);
                calls.add(Tuple.of(NODES.textNode(tool), missing.put("dataset_id", "zzzz-zzzz")));
            }
        });
        calls.add(Tuple.of(
                NODES.textNode("count_rows"), object("dataset_id", "uczf-rk3c", "where", "no_such_column = 1")));
        calls.add(Tuple.of(
                NODES.textNode("query_datasf"),
                object("dataset_id", "wg3w-h783", "soql", "SELECT no_such_column LIMIT 1", "auto_correct", false)));
        return Arbitraries.of(calls);
    }

    /**
     * Arguments of the right names and types for {@code tool}: each of its arguments (tools/list)
     * kept as its example has it, given a value in or just out of range for its name, or left out.
     */
    private static Arbitrary<JsonNode> plausibleArguments(String tool) {
        Map<String, Object> example = examples.get(tool);
        List<String> names = toolArguments.get(tool);
        List<Arbitrary<Object>> values = new ArrayList<>();
        for (String name : names) {
            Object given = example.get(name);
            values.add(Arbitraries.frequencyOf(
                    Tuple.of(5, Arbitraries.just(given == null ? ABSENT : given)),
                    Tuple.of(3, valuesFor(name, given)),
                    Tuple.of(2, Arbitraries.just(ABSENT))));
        }
        return Combinators.combine(values).as(chosen -> {
            ObjectNode object = NODES.objectNode();
            for (int i = 0; i < names.size(); i++) {
                if (chosen.get(i) != ABSENT) {
                    object.set(names.get(i), MAPPER.valueToTree(chosen.get(i)));
                }
            }
            return object;
        });
    }

    /** Stands for "argument left out" among the chosen values. */
    private static final Object ABSENT = new Object();

    /** Plausible values for an argument by its name; an argument named otherwise keeps its example's or gets any JSON. */
    private static Arbitrary<Object> valuesFor(String name, Object example) {
        Arbitrary<Object> limit = Arbitraries.integers().between(0, 60).map(i -> i);
        return switch (name) {
            case "dataset_id" -> Arbitraries.of("wg3w-h783", "uczf-rk3c", "4tka-6guv", "zzzz-zzzz");
            case "soql", "where" -> soql().map(q -> q);
            case "limit", "max_rows", "repeat_count" -> limit;
            case "query" ->
                Arbitraries.oneOf(
                        Arbitraries.of("bus", "police incidents", "nomatch"),
                        Arbitraries.strings().ofMinLength(1).ofMaxLength(40));
            case "category" -> Arbitraries.of("Transportation", "public safety", "Dragons");
            case "column" -> Arbitraries.of("police_district", "Police District", "status", "bogus");
            case "text" -> Arbitraries.strings().ofMinLength(1).ofMaxLength(25).map(t -> t);
            case "question" ->
                Arbitraries.oneOf(
                        Arbitraries.of(
                                "How many different vendors hold a permit?",
                                "the 50 most recent incidents by category",
                                "Which month of 2024 had the most incidents?"),
                        Arbitraries.strings().ofMinLength(0).ofMaxLength(520).map(t -> t));
            case "auto_correct", "fail", "crash" -> Arbitraries.of(true, false).map(b -> b);
            default ->
                example == null
                        ? json(1).map(node -> MAPPER.convertValue(node, Object.class))
                        : Arbitraries.oneOf(
                                Arbitraries.just(example),
                                json(1).map(node -> MAPPER.convertValue(node, Object.class)));
        };
    }

    /** An object of argument names and values as given (nulls left out). */
    private static JsonNode object(Object... namesAndValues) {
        ObjectNode object = NODES.objectNode();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            if (value != null) {
                object.set((String) namesAndValues[i], MAPPER.valueToTree(value));
            }
        }
        return object;
    }

    /** Objects with the tools' own argument names (mostly) and values of any name's type. */
    private static Arbitrary<JsonNode> hostileArguments() {
        Arbitrary<String> key = Arbitraries.frequencyOf(
                Tuple.of(9, Arbitraries.of(argumentNames)),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(10)));
        Arbitrary<JsonNode> value = Arbitraries.frequencyOf(
                Tuple.of(
                        3,
                        Arbitraries.of("uczf-rk3c", "4tka-6guv", "zzzz-zzzz", "UCZF-RK3C", "uczf_rk3c", "")
                                .map(s -> (JsonNode) NODES.textNode(s))),
                Tuple.of(4, soql().map(s -> (JsonNode) NODES.textNode(s))),
                Tuple.of(
                        2,
                        Arbitraries.of("Transportation", "public safety", "bus", "nomatch", "Dragons")
                                .map(s -> (JsonNode) NODES.textNode(s))),
                Tuple.of(2, Arbitraries.integers().between(-5, 200).map(i -> (JsonNode) NODES.numberNode(i))),
                Tuple.of(1, Arbitraries.of(true, false).map(b -> (JsonNode) NODES.booleanNode(b))),
                Tuple.of(2, json(2)));
        return Arbitraries.maps(key, value).ofMaxSize(4).map(map -> {
            ObjectNode object = NODES.objectNode();
            map.forEach(object::set);
            return object;
        });
    }

    /** SoQL that runs, SoQL with typos and errors, and text that only looks like it. */
    private static Arbitrary<String> soql() {
        Arbitrary<String> piece = Arbitraries.of(
                "SELECT",
                "*",
                "count(*)",
                "AS",
                "n",
                "WHERE",
                "status",
                "=",
                "'0'",
                "GROUP BY",
                "ORDER BY",
                "DESC",
                "LIMIT",
                "3",
                "99999999999999999999",
                "OFFSET",
                "countid",
                "cuonts",
                "magnitude",
                "bogus",
                "(",
                ")",
                ",",
                "'",
                "`",
                "date_trunc_ym(date)",
                "--",
                ";",
                "\u00e9t\u00e9");
        Arbitrary<String> query = piece.list().ofMinSize(1).ofMaxSize(12).map(list -> String.join(" ", list));
        return Arbitraries.frequencyOf(
                Tuple.of(6, query),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(60)),
                Tuple.of(
                        1,
                        Arbitraries.strings().withChars("x").ofMinLength(3990).ofMaxLength(4010)));
    }

    /** Any JSON value, nested at most {@code depth} levels. */
    private static Arbitrary<JsonNode> json(int depth) {
        Arbitrary<JsonNode> scalar = Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(30).map(s -> (JsonNode) NODES.textNode(s)),
                Arbitraries.integers().map(i -> (JsonNode) NODES.numberNode(i)),
                Arbitraries.longs().map(l -> (JsonNode) NODES.numberNode(l)),
                Arbitraries.doubles().map(d -> (JsonNode) NODES.numberNode(d)),
                Arbitraries.of(true, false).map(b -> (JsonNode) NODES.booleanNode(b)),
                Arbitraries.just(NODES.nullNode()));
        if (depth == 0) {
            return scalar;
        }
        Arbitrary<JsonNode> array = json(depth - 1).list().ofMaxSize(3).map(items -> {
            ArrayNode node = NODES.arrayNode();
            items.forEach(node::add);
            return node;
        });
        return Arbitraries.frequencyOf(Tuple.of(3, scalar), Tuple.of(1, array), Tuple.of(1, jsonObject(depth)));
    }

    private static Arbitrary<JsonNode> jsonObject(int depth) {
        Arbitrary<String> key = Arbitraries.oneOf(
                Arbitraries.of(
                        "name",
                        "arguments",
                        "protocolVersion",
                        "capabilities",
                        "clientInfo",
                        "cursor",
                        "_meta",
                        "level",
                        "uri"),
                Arbitraries.strings().ofMaxLength(8));
        return Arbitraries.maps(key, depth <= 1 ? json(0) : json(depth - 1))
                .ofMaxSize(4)
                .map(map -> {
                    ObjectNode node = NODES.objectNode();
                    map.forEach(node::set);
                    return node;
                });
    }

    private static void putIfPresent(ObjectNode object, String field, JsonNode value) {
        if (value != null) {
            object.set(field, value);
        }
    }

    /** One edit of a message's text: what a broken client, proxy or attacker might send. */
    record Mutation(int kind, int position, char character, int length) {
        String applyTo(String text) {
            int at = text.isEmpty() ? 0 : position % (text.length() + 1);
            return switch (kind) {
                case 0 -> text.substring(0, at); // truncated
                case 1 -> text.substring(0, at) + character + text.substring(at); // inserted
                case 2 -> at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text; // deleted
                case 3 -> at < text.length() ? text.substring(0, at) + character + text.substring(at + 1) : text;
                case 4 ->
                    text.substring(0, at)
                            + text.substring(at, Math.min(text.length(), at + length))
                                    .repeat(2)
                            + text.substring(Math.min(text.length(), at + length)); // duplicated
                case 5 -> "[".repeat(length) + text + "]".repeat(length); // nested deep
                case 6 -> text.replaceFirst("\\d+", "9".repeat(length * 20)); // huge number
                default -> text.replace("\"", ""); // quotes lost
            };
        }
    }
}
