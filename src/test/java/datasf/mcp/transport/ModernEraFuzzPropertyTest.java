package datasf.mcp.transport;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.AllTries;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ModernMcp;
import datasf.mcp.support.QuietRequestLog;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.statistics.Statistics;

/**
 * MCP 2026-07-28 requests with each of their parts (method, name, _meta fields, the three
 * standard headers) right, wrong, missing or odd, through the real Lambda handler. Whatever the
 * mix, the answer is a JSON-RPC response carrying the request's id, with a result (200) or one of
 * the revision's refusals at its status: -32020, -32022, -32602 at 400; -32601 at 404; or a
 * handler's error at 200. Never a 5xx, an id-less error or a Java name.
 */
@LambdaTest
@AddLifecycleHook(QuietRequestLog.class)
class ModernEraFuzzPropertyTest {

    private static final List<String> METHODS = List.of(
            "server/discover",
            "tools/list",
            "tools/call",
            "resources/read",
            "resources/list",
            "prompts/get",
            "initialize",
            "ping",
            "subscriptions/listen",
            "x/y");
    private static final Set<Integer> REFUSAL_CODES = Set.of(-32020, -32022, -32602);
    private static final Object ABSENT = new Object();
    private static final Set<Object> LEGACY = Set.of("2025-11-25", "2025-06-18", "2025-03-26");

    private final LambdaHarness lambda;

    ModernEraFuzzPropertyTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @AllTries
    @Property(tries = 500)
    void everyModernRequestIsAnsweredWithItsIdAndTheRevisionsCodeAndStatus(@ForAll("requests") Request request) {
        APIGatewayV2HTTPResponse http = lambda.send("POST", "/mcp", request.headers(), request.body());
        int status = http.getStatusCode();
        assertNoInternals(http.getBody());
        JsonNode response = LambdaHarness.read(http.getBody());
        assertEquals(request.id(), response.path("id").asInt(-1), http.getBody());
        if (!request.modern() && !request.headersRepeatBody()) {
            // a 2025-era request whose Mcp-Method or Mcp-Name says something else than its body
            assertEquals(400, status, () -> "HTTP " + status + ": " + http.getBody());
            assertEquals(-32020, response.at("/error/code").asInt(), http.getBody());
            Statistics.collect("legacy refused");
            return;
        }
        if (!request.modern()) {
            // a 2025-era request after all (a 2025 version, and no header naming another): served as one
            assertEquals(200, status, () -> "HTTP " + status + ": " + http.getBody());
            assertTrue(!response.has("result") || !response.get("result").has("resultType"), http.getBody());
            Statistics.collect("legacy");
            return;
        }
        if (response.has("result")) {
            assertEquals(200, status, http.getBody());
            assertEquals("complete", response.at("/result/resultType").asText(), http.getBody());
            Statistics.collect("result");
            return;
        }
        int code = response.at("/error/code").asInt();
        assertTrue(response.at("/error/message").isTextual(), http.getBody());
        if (status == 404) {
            assertEquals(-32601, code, http.getBody());
        } else if (status == 400) {
            assertTrue(REFUSAL_CODES.contains(code), http.getBody());
        } else {
            assertEquals(200, status, http.getBody());
            assertTrue(code != -32002, "2026-07-28 has no -32002: " + http.getBody());
        }
        Statistics.collect(status + " " + code);
        // Measured over 500 tries: result 9%, 400 -32020 28%, 400 -32022 2% (11 requests),
        // 400 -32602 8%, 404 -32601 20%. Each bar sits at least 4 standard deviations below its
        // rate, so it fails when the generator stops reaching a branch, not by chance.
        Statistics.coverage(coverage -> {
            coverage.check("result").percentage(p -> p > 3);
            coverage.check("400 -32020").percentage(p -> p > 15);
            coverage.check("400 -32022").count(n -> n > 0);
            coverage.check("400 -32602").percentage(p -> p > 3);
            coverage.check("404 -32601").percentage(p -> p > 10);
        });
    }

    /**
     * @param modern whether the revision's text makes this a 2026-07-28 request: _meta names a
     *     version that is not a 2025 one, or a version header names one
     * @param headersRepeatBody whether the Mcp-Method and Mcp-Name headers sent (if any) repeat
     *     the body, which a request of any era must keep to
     */
    record Request(int id, Map<String, String> headers, String body, boolean modern, boolean headersRepeatBody) {}

    @Provide
    Arbitrary<Request> requests() {
        Arbitrary<String> method = Arbitraries.of(METHODS);
        Arbitrary<Object> version = Arbitraries.frequency(
                Tuple.of(6, ModernMcp.VERSION),
                Tuple.of(1, "2025-11-25"),
                Tuple.of(1, "v999"),
                Tuple.of(1, 7),
                Tuple.of(1, ABSENT));
        Arbitrary<Object> capabilities = Arbitraries.frequency(
                Tuple.of(5, Map.of()),
                Tuple.of(1, Map.of("sampling", Map.of())),
                Tuple.of(1, "x"),
                Tuple.of(1, ABSENT));
        Arbitrary<Object> name = Arbitraries.of("get_schema", "soql_guide", "datasf://categories", "zz", 3, ABSENT);
        Arbitrary<String> header = Arbitraries.frequency(
                Tuple.of(12, "same"),
                Tuple.of(1, "other"),
                Tuple.of(1, "missing"),
                Tuple.of(1, "case"),
                Tuple.of(1, "base64"));
        return Combinators.combine(
                        Arbitraries.integers().between(1, 1_000_000),
                        method,
                        version,
                        capabilities,
                        name,
                        header.list().ofSize(3))
                .as((id, m, v, c, n, h) -> request(id, m, v, c, n, h));
    }

    private static Request request(
            int id, String method, Object version, Object capabilities, Object name, List<String> headerKinds) {
        Map<String, Object> meta = new LinkedHashMap<>();
        putUnlessAbsent(meta, ModernMcp.PROTOCOL_VERSION, version);
        putUnlessAbsent(meta, ModernMcp.CLIENT_CAPABILITIES, capabilities);
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("_meta", meta);
        String nameField = method.equals("resources/read") ? "uri" : "name";
        putUnlessAbsent(params, nameField, name);
        if (method.equals("tools/call")) {
            params.put("arguments", Map.of("dataset_id", "x"));
        }
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        header(headers, "MCP-Protocol-Version", version, headerKinds.get(0));
        header(headers, "Mcp-Method", method, headerKinds.get(1));
        header(headers, "Mcp-Name", name, headerKinds.get(2));
        String headerVersion = headers.get("MCP-Protocol-Version");
        boolean modern = (version != ABSENT && !LEGACY.contains(version))
                || (headerVersion != null && !LEGACY.contains(headerVersion));
        boolean named =
                Set.of("tools/call", "prompts/get", "resources/read").contains(method) && name instanceof String;
        boolean repeated = Set.of("same", "missing").contains(headerKinds.get(1))
                && (!named || Set.of("same", "missing", "base64").contains(headerKinds.get(2)));
        return new Request(
                id,
                headers,
                LambdaHarness.write(Map.of("jsonrpc", "2.0", "id", id, "method", method, "params", params)),
                modern,
                repeated);
    }

    /** The header repeating {@code value} (nothing to repeat when the body lacks it), or breaking the rule. */
    private static void header(Map<String, String> headers, String name, Object value, String kind) {
        String bodyValue = value == ABSENT ? "" : String.valueOf(value);
        if (value == ABSENT && !kind.equals("other")) {
            return;
        }
        switch (kind) {
            case "same" -> headers.put(name, bodyValue);
            case "other" -> headers.put(name, "other-" + bodyValue);
            case "case" -> headers.put(name, bodyValue.toUpperCase(java.util.Locale.ROOT));
            case "base64" ->
                headers.put(
                        name,
                        "=?base64?"
                                + java.util.Base64.getEncoder()
                                        .encodeToString(bodyValue.getBytes(java.nio.charset.StandardCharsets.UTF_8))
                                + "?=");
            default -> {} // missing
        }
    }

    private static void putUnlessAbsent(Map<String, Object> map, String key, Object value) {
        if (value != ABSENT) {
            map.put(key, value);
        }
    }
}
