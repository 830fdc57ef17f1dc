package datasf.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaHarnesses;
import datasf.mcp.support.LambdaTest;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.BeforeContainer;

/** Invariants of context economy: typed outputs, exact paging, bounded answers. Through the Lambda handler. */
@LambdaTest
class ContextEconomyPropertyTest {

    static final int BUDGET = 6000;
    /** Room for everything around the rows (source, cursor, counts) when the SoQL is short. */
    static final int ENVELOPE = 1024;

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final LambdaHarness lambda;
    /** The same server with a {@link #BUDGET}-byte answer budget. */
    private final LambdaHarness smallBudget;

    private static Map<String, Map<String, Object>> outputSchemas;
    private static JsonNode rows;

    ContextEconomyPropertyTest(LambdaHarness lambda, LambdaHarnesses harnesses) {
        this.lambda = lambda;
        this.smallBudget = harnesses.with(Map.of("datasf.limits.response-bytes", BUDGET));
    }

    @BeforeContainer
    @SuppressWarnings("unchecked")
    static void readSchemasAndRows(LambdaHarness lambda) {
        outputSchemas = new HashMap<>();
        for (JsonNode tool : lambda.rpc("tools/list", Map.of()).at("/result/tools")) {
            outputSchemas.put(tool.get("name").asText(), MAPPER.convertValue(tool.get("outputSchema"), Map.class));
        }
        rows = LambdaHarness.read(FakeSocrata.resource("rows/uczf-rk3c.json"));
    }

    record Call(String tool, Map<String, Object> arguments) {}

    @Provide
    Arbitrary<Call> validCalls() {
        Arbitrary<String> bikesColumn = Arbitraries.of("countid", "id", "date", "counts", "status", "Status", "statsu");
        return Arbitraries.oneOf(
                Arbitraries.of("bus", "trees", "police incidents", "311")
                        .flatMap(q -> Arbitraries.integers()
                                .between(1, 20)
                                .map(limit -> new Call("search_datasf", Map.of("query", q, "limit", limit)))),
                Arbitraries.of("Transportation", "public safety", "")
                        .map(c -> c.isEmpty()
                                ? new Call("list_datasf", Map.of())
                                : new Call("list_datasf", Map.of("category", c))),
                Arbitraries.of("uczf-rk3c", "4tka-6guv").map(id -> new Call("get_schema", Map.of("dataset_id", id))),
                Combinators.combine(
                                Arbitraries.integers().between(1, 300),
                                Arbitraries.of("json", "csv"),
                                Arbitraries.integers().between(1, 150))
                        .as((limit, format, max) -> new Call(
                                "query_datasf",
                                Map.of(
                                        "dataset_id",
                                        "uczf-rk3c",
                                        "soql",
                                        "SELECT * LIMIT " + limit,
                                        "format",
                                        format,
                                        "max_rows",
                                        max))),
                Arbitraries.of("status = '0'", "counts = '5'", "")
                        .map(w -> w.isEmpty()
                                ? new Call("count_rows", Map.of("dataset_id", "uczf-rk3c"))
                                : new Call("count_rows", Map.of("dataset_id", "uczf-rk3c", "where", w))),
                bikesColumn.flatMap(c -> Arbitraries.integers()
                        .between(1, 30)
                        .map(limit -> new Call(
                                "distinct_values", Map.of("dataset_id", "uczf-rk3c", "column", c, "limit", limit)))),
                bikesColumn.flatMap(group -> Arbitraries.of("count", "sum", "min", "max", "avg")
                        .map(fn -> new Call(
                                "aggregate",
                                Map.of(
                                        "dataset_id",
                                        "uczf-rk3c",
                                        "group_by",
                                        List.of(group),
                                        "metrics",
                                        List.of(
                                                fn.equals("count")
                                                        ? Map.of("fn", fn)
                                                        : Map.of("fn", fn, "column", "counts")))))));
    }

    @Property(tries = 150)
    void everySuccessfulResultMatchesItsDeclaredOutputSchema(@ForAll("validCalls") Call call) {
        JsonNode result = lambda.callTool(call.tool(), call.arguments());
        assertFalse(result.path("isError").asBoolean(), () -> call + " -> " + result);
        Object structured = MAPPER.convertValue(result.get("structuredContent"), Object.class);
        JsonSchemaValidator.ValidationResponse validation =
                new DefaultJsonSchemaValidator().validate(outputSchemas.get(call.tool()), structured);
        assertTrue(validation.valid(), () -> call.tool() + ": " + validation.errorMessage());
    }

    @Property(tries = 100)
    void walkingCursorsYieldsEveryRowExactlyOnceInOrder(
            @ForAll @IntRange(min = 1, max = 400) int limit,
            @ForAll @IntRange(min = 0, max = 300) int offset,
            @ForAll @IntRange(min = 7, max = 150) int maxRows) {
        List<String> seen = new ArrayList<>();
        JsonNode page = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        "uczf-rk3c",
                        "soql",
                        "SELECT * LIMIT " + limit + " OFFSET " + offset,
                        "max_rows",
                        maxRows)));
        page.get("data").forEach(r -> seen.add(r.get("countid").asText()));
        while (page.has("next_cursor")) {
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
            page.get("data").forEach(r -> seen.add(r.get("countid").asText()));
        }
        List<String> expected = new ArrayList<>();
        for (int i = offset; i < Math.min(rows.size(), offset + limit); i++) {
            expected.add(rows.get(i).get("countid").asText());
        }
        assertEquals(expected, seen);
    }

    @Property(tries = 100)
    void noResponseExceedsTheByteBudgetPlusAFixedEnvelope(
            @ForAll @IntRange(min = 1, max = 2000) int limit,
            @ForAll @IntRange(min = 1, max = 1000) int maxRows,
            @ForAll("formats") String format) {
        JsonNode page = ok(smallBudget.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        "uczf-rk3c",
                        "soql",
                        "SELECT * LIMIT " + limit,
                        "max_rows",
                        maxRows,
                        "format",
                        format)));
        int bytes = page.toString().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes <= BUDGET + ENVELOPE, "answer of " + bytes + " bytes");
    }

    @Provide
    Arbitrary<String> formats() {
        return Arbitraries.of("json", "csv");
    }

    private static JsonNode ok(JsonNode result) {
        assertFalse(result.path("isError").asBoolean(), result::toString);
        return result.get("structuredContent");
    }
}
