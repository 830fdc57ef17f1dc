package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.AllTries;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaHarnesses;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * What the tools answer, over random inputs.
 *
 * <p>Every try goes the way a client's call goes: an API Gateway v2 event into the real Lambda
 * handler, the stateless MCP transport, the tool, and the Micronaut HTTP client over real HTTP to
 * {@link FakeSocrata}. One harness and one fake serve the whole class (a context per try would
 * spend its time starting Micronaut, not checking properties); each try starts from empty caches
 * and an empty request log. Besides the recorded fixtures, some properties script the fake with
 * generated upstream answers (catalog pages, view metadata), so that the tools' own shaping is
 * checked against more than the few shapes that happen to be recorded.
 */
@LambdaTest
class ToolResponsePropertyTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BIKES = "uczf-rk3c";
    private static final String CATALOG = "/api/catalog/v1";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;
    /** Harnesses by query row cap (for the truncation property); built on first use, ~20 ms each once warm. */
    private final LambdaHarnesses byRowCap;
    /** Rows in the recorded uczf-rk3c dataset, read from the fixture rather than assumed. */
    private static int bikeRows;
    /** The tools the server lists, with their argument names (the content property calls every one). */
    private static Map<String, List<String>> toolArguments;
    /** Recorded Discovery API results, the material generated catalog pages are made of. */
    private static List<JsonNode> recordedResults;

    private static int defaultRowCap;
    /** The selects queries are built from, with how many rows each selects from uczf-rk3c. */
    private static Map<String, Long> rowsSelected;

    ToolResponsePropertyTest(FakeSocrata socrata, LambdaHarness lambda, LambdaHarnesses byRowCap) {
        this.socrata = socrata;
        this.lambda = lambda;
        this.byRowCap = byRowCap;
    }

    @BeforeContainer
    static void readFixtures(LambdaHarness lambda) {
        defaultRowCap = lambda.context().getBean(ToolLimits.class).queryMaxRows();
        JsonNode bikes = LambdaHarness.read(FakeSocrata.resource("rows/" + BIKES + ".json"));
        bikeRows = bikes.size();
        rowsSelected = new LinkedHashMap<>();
        rowsSelected.put("SELECT *", (long) bikeRows);
        rowsSelected.put("SELECT countid, counts", (long) bikeRows);
        rowsSelected.put("SELECT countid WHERE counts = '4'", countWhere(bikes, "counts", "4"));
        rowsSelected.put(
                "SELECT date, counts WHERE date = '2023-06-03T00:15:00.000'",
                countWhere(bikes, "date", "2023-06-03T00:15:00.000"));
        rowsSelected.put("SELECT id, count(*) AS n GROUP BY id", distinctValues(bikes, "id"));
        recordedResults = new ArrayList<>();
        for (String page : List.of("search-bus", "popular", "category-transportation")) {
            LambdaHarness.read(FakeSocrata.resource("discovery/" + page + ".json"))
                    .get("results")
                    .forEach(recordedResults::add);
        }
        toolArguments = new LinkedHashMap<>();
        for (JsonNode tool : lambda.rpc("tools/list", Map.of()).at("/result/tools")) {
            List<String> names = new ArrayList<>();
            tool.at("/inputSchema/properties").fieldNames().forEachRemaining(names::add);
            toolArguments.put(tool.get("name").asText(), names);
        }
    }

    private static long countWhere(JsonNode rows, String column, String value) {
        long n = 0;
        for (JsonNode row : rows) {
            n += value.equals(row.path(column).asText(null)) ? 1 : 0;
        }
        return n;
    }

    private static long distinctValues(JsonNode rows, String column) {
        Set<String> values = new HashSet<>();
        rows.forEach(row -> values.add(row.path(column).asText("")));
        return values.size();
    }

    // ---------------------------------------------------------------- search

    /** Every search result has non-null id, name and description. */
    @Property(tries = 150)
    @AllTries
    void everySearchResultHasAnIdANameAndADescription(
            @ForAll("searchQueries") String query,
            @ForAll("optionalSearchLimits") Integer limit,
            @ForAll("catalogPages") Optional<String> upstreamPage) {
        upstreamPage.ifPresent(page -> socrata.script(CATALOG, FakeSocrata.Response.json(200, page)));
        JsonNode out = ok(search(query, limit));

        JsonNode results = out.get("results");
        assertTrue(results.isArray(), out::toString);
        Statistics.label("results").collect(results.isEmpty() ? "none" : "some");
        Statistics.label("results").coverage(c -> c.check("some").percentage(p -> p > 50));
        for (JsonNode result : results) {
            for (String field : List.of("id", "name", "description")) {
                JsonNode value = result.get(field);
                assertNotNull(value, () -> field + " missing in " + result);
                assertTrue(value.isTextual(), () -> field + " is not a string in " + result);
            }
        }
    }

    /**
     * A search never returns more results than the limit asked for, including when
     * the upstream page (generated, up to 30 results) holds more than that.
     */
    @Property(tries = 150)
    void aSearchNeverReturnsMoreResultsThanItsLimit(
            @ForAll("searchQueries") String query,
            @ForAll @IntRange(min = 1, max = 20) int limit,
            @ForAll("catalogPages") Optional<String> upstreamPage) {
        upstreamPage.ifPresent(page -> socrata.script(CATALOG, FakeSocrata.Response.json(200, page)));
        JsonNode out = ok(search(query, limit));

        int returned = out.get("results").size();
        assertTrue(returned <= limit, () -> returned + " results for limit " + limit);
        assertEquals(returned, out.get("count").asInt(), "count says how many were returned");
        int upstream = upstreamPage
                .map(page -> LambdaHarness.read(page).get("results").size())
                .orElse(-1);
        Statistics.label("upstream sent more than the limit").collect(upstream > limit);
    }

    private JsonNode search(String query, Integer limit) {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("query", query);
        if (limit != null) {
            arguments.put("limit", limit);
        }
        return lambda.callTool("search_datasf", arguments);
    }

    @Provide
    Arbitrary<String> searchQueries() {
        Arbitrary<String> words = Arbitraries.of(
                        "bus",
                        "police incidents",
                        "street trees",
                        "311 cases",
                        "parking",
                        "housing permits",
                        "Muni",
                        "évictions",
                        "東京",
                        "nomatch")
                .list()
                .ofMinSize(1)
                .ofMaxSize(4)
                .map(list -> String.join(" ", list));
        return Arbitraries.oneOf(words, ToolArbitraries.text(1, 500)).filter(q -> !q.isBlank());
    }

    @Provide
    Arbitrary<Integer> optionalSearchLimits() {
        return Arbitraries.integers().between(1, 20).injectNull(0.2);
    }

    /**
     * Catalog pages made of recorded results: any number of them (0..30, so sometimes more than
     * any allowed limit), repeated as needed, with descriptions sometimes missing, null or empty
     * as real catalog entries can have. Empty when the fake's own recorded answer is to be used.
     */
    @Provide
    Arbitrary<Optional<String>> catalogPages() {
        Arbitrary<Tuple.Tuple2<Integer, DescriptionShape>> entry = Combinators.combine(
                        Arbitraries.integers().between(0, recordedResults.size() - 1),
                        Arbitraries.of(DescriptionShape.values()))
                .as(Tuple::of);
        return entry.list()
                .ofMaxSize(30)
                .map(ToolResponsePropertyTest::catalogPage)
                .optional(0.6);
    }

    enum DescriptionShape {
        KEPT,
        MISSING,
        NULL,
        EMPTY
    }

    private static String catalogPage(List<Tuple.Tuple2<Integer, DescriptionShape>> entries) {
        ObjectNode page = JSON.createObjectNode();
        ArrayNode results = page.putArray("results");
        for (Tuple.Tuple2<Integer, DescriptionShape> entry : entries) {
            ObjectNode result = recordedResults.get(entry.get1()).deepCopy();
            ObjectNode resource = (ObjectNode) result.get("resource");
            switch (entry.get2()) {
                case MISSING -> resource.remove("description");
                case NULL -> resource.putNull("description");
                case EMPTY -> resource.put("description", "");
                case KEPT -> {}
            }
            results.add(result);
        }
        page.put("resultSetSize", entries.size() + 1000);
        return page.toString();
    }

    // ---------------------------------------------------------------- schema

    /** Every column of a schema has a non-empty name, fieldName and dataType. */
    @Property(tries = 150)
    void everySchemaColumnHasANameAFieldNameAndADataType(
            @ForAll("datasets") Dataset dataset, @ForAll boolean alreadyCached) {
        dataset.serveFrom(socrata);
        if (alreadyCached) {
            ok(getSchema(dataset.id()));
        }
        JsonNode out = ok(getSchema(dataset.id()));

        assertEquals(alreadyCached, out.get("cached").asBoolean());
        JsonNode columns = out.get("columns");
        assertTrue(columns.isArray(), out::toString);
        for (JsonNode column : columns) {
            for (String field : List.of("name", "fieldName", "dataType")) {
                assertTrue(
                        column.path(field).isTextual()
                                && !column.get(field).asText().isEmpty(),
                        () -> field + " is empty in " + column + " (upstream view: " + dataset.viewJson() + ")");
            }
        }
        // Nothing the dataset shows is dropped on the way: the columns are the view's visible ones.
        assertEquals(dataset.visibleFieldNames(), fieldNames(columns), () -> "upstream view: " + dataset.viewJson());
        Statistics.label("source").collect(dataset.recorded() ? "recorded" : "generated");
    }

    /**
     * After a successful get_schema, later calls return the same schema (equal JSON
     * but for {@code cached}) without asking Socrata again, whatever else is looked up between.
     */
    @Property(tries = 100)
    void aCachedSchemaIsTheFirstAnswerWithoutAskingSocrataAgain(
            @ForAll("datasets") Dataset dataset,
            @ForAll("datasets") Dataset other,
            @ForAll @IntRange(min = 1, max = 3) int lookups,
            @ForAll boolean interleaveOther) {
        dataset.serveFrom(socrata);
        if (!other.id().equals(dataset.id())) {
            other.serveFrom(socrata);
        }
        JsonNode first = ok(getSchema(dataset.id()));
        assertFalse(first.get("cached").asBoolean(), "a cold cache asks Socrata");
        long upstreamForDataset = requestsFor(dataset.id());
        assertTrue(upstreamForDataset >= 1);

        for (int i = 0; i < lookups; i++) {
            if (interleaveOther) {
                getSchema(other.id());
            }
            JsonNode again = ok(getSchema(dataset.id()));
            assertTrue(again.get("cached").asBoolean(), again::toString);
            assertEquals(withoutCached(first), withoutCached(again));
        }
        assertEquals(upstreamForDataset, requestsFor(dataset.id()), "cache hits make no upstream request");
    }

    private JsonNode getSchema(String datasetId) {
        return lambda.callTool("get_schema", Map.of("dataset_id", datasetId));
    }

    private long requestsFor(String datasetId) {
        return socrata.requests().stream()
                .filter(r -> r.path().contains("/" + datasetId + ".json"))
                .count();
    }

    private static JsonNode withoutCached(JsonNode schema) {
        ObjectNode copy = schema.deepCopy();
        copy.remove("cached");
        return copy;
    }

    private static List<String> fieldNames(JsonNode columns) {
        List<String> names = new ArrayList<>();
        columns.forEach(c -> names.add(c.path("fieldName").asText()));
        return names;
    }

    /**
     * A dataset as Socrata would describe it: a recorded one, or a generated view (served for a
     * random 4x4 id) whose columns may lack a name, a type or a field name, or be hidden.
     */
    record Dataset(String id, String viewJson, long rows, boolean recorded) {

        void serveFrom(FakeSocrata fake) {
            if (!recorded) {
                // one answer each: a second upstream request would get the fake's 404 instead
                fake.script("/api/views/" + id + ".json", FakeSocrata.Response.json(200, viewJson));
                fake.script(
                        "/resource/" + id + ".json",
                        FakeSocrata.Response.json(200, "[{\"row_count\":\"" + rows + "\"}]"));
            }
        }

        List<String> visibleFieldNames() {
            List<String> names = new ArrayList<>();
            for (JsonNode column : LambdaHarness.read(viewJson).path("columns")) {
                boolean hidden = false;
                for (JsonNode flag : column.path("flags")) {
                    hidden |= flag.asText().equals("hidden");
                }
                String fieldName = column.path("fieldName").asText("");
                if (!hidden && !fieldName.isEmpty()) {
                    names.add(fieldName);
                }
            }
            return names;
        }
    }

    @Provide
    Arbitrary<Dataset> datasets() {
        Arbitrary<Dataset> recorded = Arbitraries.of(ToolArbitraries.FIXTURE_DATASETS)
                .map(id -> new Dataset(id, FakeSocrata.resource("views/" + id + ".json"), -1, true));
        Arbitrary<Dataset> generated = Combinators.combine(
                        ToolArbitraries.validDatasetIds().filter(id -> !ToolArbitraries.FIXTURE_DATASETS.contains(id)),
                        ToolArbitraries.text(0, 40),
                        generatedColumn().list().ofMaxSize(12),
                        Arbitraries.longs().between(0, 50_000_000))
                .as((id, name, columns, rows) -> {
                    ObjectNode view = JSON.createObjectNode().put("id", id).put("name", name);
                    view.putArray("columns").addAll(columns);
                    return new Dataset(id, view.toString(), rows, false);
                });
        return Arbitraries.oneOf(recorded, generated);
    }

    /** Stand-ins for "attribute absent" and "attribute is JSON null" in generated columns. */
    private static final String ABSENT = "\u0000absent";

    private static final String JSON_NULL = "\u0000null";

    /** A Views API column; each attribute present, absent, null or empty as the generator picks. */
    private static Arbitrary<ObjectNode> generatedColumn() {
        Arbitrary<String> identifiers = Arbitraries.strings()
                .withCharRange('a', 'z')
                .withChars("_0123456789")
                .ofMinLength(1)
                .ofMaxLength(20)
                .map(s -> Character.isDigit(s.charAt(0)) ? "c" + s : s);
        Arbitrary<String> fieldName = Arbitraries.frequencyOf(
                Tuple.of(8, identifiers),
                Tuple.of(1, Arbitraries.of(":@computed_region_ab12_cd34", "", ABSENT, JSON_NULL)));
        Arbitrary<String> name = Arbitraries.frequencyOf(
                Tuple.of(6, ToolArbitraries.text(1, 30)), Tuple.of(2, Arbitraries.of("", " ", ABSENT, JSON_NULL)));
        Arbitrary<String> type = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of("text", "number", "calendar_date", "checkbox", "point", "url", "location")),
                Tuple.of(1, Arbitraries.of("", ABSENT, JSON_NULL)));
        return Combinators.combine(fieldName, name, type, Arbitraries.of(false, false, false, true))
                .as((f, n, t, hidden) -> {
                    ObjectNode column = JSON.createObjectNode();
                    putAttribute(column, "fieldName", f);
                    putAttribute(column, "name", n);
                    putAttribute(column, "dataTypeName", t);
                    if (hidden) {
                        column.putArray("flags").add("hidden");
                    }
                    return column;
                });
    }

    private static void putAttribute(ObjectNode node, String name, String value) {
        switch (value) {
            case ABSENT -> {}
            case JSON_NULL -> node.putNull(name);
            default -> node.put(name, value);
        }
    }

    // ---------------------------------------------------------------- query

    /** A successful query's data is an array of JSON objects (count says how many). */
    @Property(tries = 100)
    void aSuccessfulQuerysDataIsAnArrayOfJsonObjects(
            @ForAll("selects") String select,
            @ForAll("optionalLimits") Integer limit,
            @ForAll("optionalOffsets") Integer offset) {
        String soql = soql(select, limit, offset);
        JsonNode out = ok(lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", soql)));

        JsonNode data = out.get("data");
        assertTrue(data.isArray(), out::toString);
        for (JsonNode row : data) {
            assertTrue(row.isObject(), () -> "not an object: " + row + " for " + soql);
        }
        assertEquals(data.size(), out.get("count").asInt());
        assertTrue(data.size() <= defaultRowCap);
        Statistics.label("rows").collect(data.isEmpty() ? "none" : "some");
    }

    /**
     * When a query's result has more rows than the cap, the answer holds exactly the
     * cap's worth and says {@code truncated: true}; otherwise it holds them all and says false.
     * The cap is random too (one harness per cap), and LIMIT/OFFSET fall on both sides of it and
     * near the end of the data, where the result is shorter than the LIMIT.
     */
    @Property(tries = 150)
    @AllTries
    void rowsOverTheCapAreCutToTheCapAndMarkedTruncated(
            @ForAll @IntRange(min = 1, max = 12) int cap,
            @ForAll("selects") String select,
            @ForAll("fractions") double limitFraction,
            @ForAll boolean withLimit,
            @ForAll("offsetsNearEitherEnd") Integer offset) {
        Integer limit = withLimit ? (int) Math.round(limitFraction * 3 * cap) : null;
        String soql = soql(select, limit, offset);
        LambdaHarness harness = byRowCap.with(Map.of("datasf.limits.query-max-rows", cap));
        JsonNode out = ok(harness.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", soql)));

        long rowsInResult = resultSize(select, limit, offset);
        boolean larger = rowsInResult > cap;
        assertEquals(larger, out.get("truncated").asBoolean(), () -> soql + " with cap " + cap + ": " + out);
        long expected = larger ? cap : rowsInResult;
        assertEquals(expected, out.get("data").size(), () -> soql + " with cap " + cap);
        assertEquals(expected, out.get("count").asLong());
        Statistics.label("truncated").collect(larger);
        Statistics.label("truncated").coverage(c -> {
            c.check(true).percentage(p -> p > 20);
            c.check(false).percentage(p -> p > 20);
        });
    }

    /** How many rows the query selects in all (before any cap), counted in the recorded data. */
    private static long resultSize(String select, Integer limit, Integer offset) {
        long rows = rowsSelected.get(select);
        long afterOffset = Math.max(0, rows - (offset == null ? 0 : offset));
        return limit == null ? afterOffset : Math.min(limit, afterOffset);
    }

    private static String soql(String select, Integer limit, Integer offset) {
        return select + (limit == null ? "" : " LIMIT " + limit) + (offset == null ? "" : " OFFSET " + offset);
    }

    @Provide
    Arbitrary<String> selects() {
        return Arbitraries.of(List.copyOf(rowsSelected.keySet()));
    }

    @Provide
    Arbitrary<Integer> optionalLimits() {
        return Arbitraries.integers().between(0, 150).injectNull(0.3);
    }

    @Provide
    Arbitrary<Integer> optionalOffsets() {
        return Arbitraries.integers().between(0, bikeRows + 50).injectNull(0.4);
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.doubles().between(0, 1);
    }

    @Provide
    Arbitrary<Integer> offsetsNearEitherEnd() {
        return Arbitraries.oneOf(
                        Arbitraries.integers().between(0, 40),
                        Arbitraries.integers()
                                .between(bikeRows - 40, bikeRows + 2)
                                .filter(o -> o >= 0))
                .injectNull(0.3);
    }

    // ---------------------------------------------------------------- every tool

    /** A call of any listed tool with any arguments, while Socrata behaves or fails one way. */
    record Call(String tool, Map<String, Object> arguments, Fault fault) {}

    /** What the fake answers every request with during a try (NONE: its normal answers). */
    enum Fault {
        NONE(null),
        BAD_REQUEST(FakeSocrata.Response.json(400, FakeSocrata.resource("errors/malformed-query.json"))),
        NOT_FOUND(FakeSocrata.Response.json(404, FakeSocrata.resource("errors/dataset-missing.json"))),
        RATE_LIMITED(FakeSocrata.Response.json(429, FakeSocrata.resource("errors/rate-limited.json"))),
        SERVER_ERROR(FakeSocrata.Response.json(500, FakeSocrata.resource("errors/internal-error.json"))),
        HTML_BAD_GATEWAY(
                new FakeSocrata.Response(502, "text/html", FakeSocrata.resource("errors/bad-gateway.html"), 0)),
        OK_BUT_NOT_JSON(new FakeSocrata.Response(200, "text/html", "<html><body>maintenance</body></html>", 0)),
        OK_BUT_EMPTY(new FakeSocrata.Response(200, "application/json", "", 0));

        final FakeSocrata.Response response;

        Fault(FakeSocrata.Response response) {
            this.response = response;
        }
    }

    /**
     * Every tool's result, success or error, has content that is a non-empty array of
     * objects each with a {@code type} and a {@code text}, for random (often invalid) arguments
     * and upstream failures. The tools come from tools/list, so a new tool is covered unasked.
     */
    @Property(tries = 250)
    @AllTries
    void everyToolResponseHasTextContent(@ForAll("calls") Call call) {
        if (call.fault().response != null) {
            socrata.always("/", call.fault().response);
        }
        JsonNode result = lambda.callTool(call.tool(), call.arguments());

        JsonNode content = result.get("content");
        assertNotNull(content, result::toString);
        assertTrue(content.isArray() && !content.isEmpty(), result::toString);
        for (JsonNode item : content) {
            assertTrue(item.isObject(), result::toString);
            assertEquals("text", item.path("type").asText(), result::toString);
            assertTrue(
                    item.path("text").isTextual() && !item.get("text").asText().isEmpty(), result::toString);
        }
        assertTrue(result.path("isError").isBoolean(), result::toString);
        Statistics.label("tool").collect(call.tool());
        Statistics.label("outcome").collect(result.get("isError").asBoolean() ? "error" : "success");
        Statistics.label("outcome").coverage(c -> {
            c.check("error").percentage(p -> p > 10);
            c.check("success").percentage(p -> p > 5);
        });
    }

    @Provide
    Arbitrary<Call> calls() {
        // Socrata answers normally two times in three, so that successes are common enough too.
        Arbitrary<Fault> faults = Arbitraries.frequencyOf(
                Tuple.of(2 * (Fault.values().length - 1), Arbitraries.just(Fault.NONE)),
                Tuple.of(
                        Fault.values().length - 1,
                        Arbitraries.of(Fault.values()).filter(f -> f != Fault.NONE)));
        return Arbitraries.of(List.copyOf(toolArguments.keySet())).flatMap(tool -> {
            List<String> names = toolArguments.get(tool);
            List<Arbitrary<Optional<Object>>> values = new ArrayList<>();
            for (String name : names) {
                values.add(argumentValue(name).optional(presence(name)));
            }
            Arbitrary<Optional<Object>> stray = ToolArbitraries.jsonValues().optional(0.1);
            return Combinators.combine(Combinators.combine(values).as(List::copyOf), stray, faults)
                    .as((chosen, extra, fault) -> {
                        Map<String, Object> arguments = new HashMap<>();
                        for (int i = 0; i < names.size(); i++) {
                            Optional<Object> value = chosen.get(i);
                            if (value.isPresent()) {
                                arguments.put(names.get(i), value.get());
                            }
                        }
                        extra.ifPresent(v -> arguments.put("unexpected_argument", v));
                        return new Call(tool, arguments, fault);
                    });
        });
    }

    /**
     * How often an argument is present: the ones a call cannot do without nearly always (else
     * tools with many arguments would almost never succeed), a cursor (which replaces the query)
     * rarely, a column offset (which only a wide schema needs) now and then, the rest often.
     */
    private static double presence(String name) {
        return switch (name) {
            case "dataset_id", "query", "soql", "column", "text" -> 0.95;
            case "cursor" -> 0.05;
            case "column_offset" -> 0.2;
            default -> 0.6;
        };
    }

    /** Mostly plausible values for the arguments the tools take, and now and then anything at all. */
    private static Arbitrary<Object> argumentValue(String name) {
        Arbitrary<Object> plausible = switch (name) {
            case "dataset_id" ->
                Arbitraries.frequencyOf(
                                Tuple.of(3, Arbitraries.of(ToolArbitraries.FIXTURE_DATASETS)),
                                Tuple.of(1, ToolArbitraries.validDatasetIds()),
                                Tuple.of(1, ToolArbitraries.invalidDatasetIds()))
                        .map(s -> (Object) s);
            case "query" ->
                Arbitraries.frequencyOf(
                                Tuple.of(3, Arbitraries.of("bus", "trees", "nomatch")),
                                Tuple.of(1, ToolArbitraries.text(0, 20)),
                                Tuple.of(1, ToolArbitraries.blank(3)),
                                Tuple.of(1, ToolArbitraries.text(501, 520)))
                        .map(s -> (Object) s);
            case "soql" ->
                Arbitraries.oneOf(
                                Arbitraries.of(
                                        "SELECT * LIMIT 3",
                                        "SELECT cuonts LIMIT 2",
                                        "SELECT bogus",
                                        "SELECT status, count(*) AS n GROUP BY status",
                                        "SELECT magnitude"),
                                ToolArbitraries.text(0, 40),
                                ToolArbitraries.text(4001, 4010))
                        .map(s -> (Object) s);
            case "limit", "repeat_count" ->
                Arbitraries.integers().between(-2, 60).map(i -> (Object) i);
            case "category" ->
                Arbitraries.of("Transportation", "public safety", "Nope", "", "x".repeat(101))
                        .map(s -> (Object) s);
            case "auto_correct", "fail", "crash" -> Arbitraries.of(true, false).map(b -> (Object) b);
            case "column" ->
                Arbitraries.of("status", "counts", "Status", "statsu", "magnitude", "nope")
                        .map(s -> (Object) s);
            case "where" ->
                Arbitraries.of("status = '0'", "counts = '5'", "magnitude > 6", "bogus =")
                        .map(s -> (Object) s);
            case "group_by" ->
                Arbitraries.of(List.of("status"), List.of("date"), List.of(), List.of("nope"))
                        .map(l -> (Object) l);
            case "metrics" ->
                Arbitraries.of(
                                List.of(Map.of("fn", "count")),
                                List.of(Map.of("fn", "sum", "column", "counts")),
                                List.of(Map.of("fn", "avg")))
                        .map(l -> (Object) l);
            case "order_by" -> Arbitraries.of("count", "count asc", "sideways").map(s -> (Object) s);
            case "max_rows" -> Arbitraries.integers().between(0, 60).map(i -> (Object) i);
            case "column_offset" -> Arbitraries.integers().between(-1, 3).map(i -> (Object) i);
            case "columns" -> Arbitraries.of("status", "count, date", "nope").map(s -> (Object) s);
            case "format" -> Arbitraries.of("json", "csv", "xml").map(s -> (Object) s);
            default -> ToolArbitraries.text(0, 25).map(s -> (Object) s);
        };
        return Arbitraries.frequencyOf(Tuple.of(9, plausible), Tuple.of(1, ToolArbitraries.jsonValues()));
    }
}
