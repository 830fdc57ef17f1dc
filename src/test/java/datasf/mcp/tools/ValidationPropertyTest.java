package datasf.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.AllTries;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.ToolExamples;
import datasf.mcp.support.ToolResults;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

/**
 * Input validation, checked through the tools as a client
 * calls them (Lambda handler, MCP transport, argument binding, Jakarta constraints, the tools' own
 * checks), against {@link FakeSocrata}, which also tells whether a rejected call reached Socrata.
 *
 * <p>The lengths of the search query and the SoQL are {@code String.length()} (UTF-16 units, as JavaScript's
 * {@code length} counts them), and "blank" is {@code String.isBlank()}, which is
 * also what {@code @NotBlank} checks.
 */
@LambdaTest
class ValidationPropertyTest {

    private static final String BIKES = "uczf-rk3c";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;
    private static ToolLimits limits;
    /** The tools that take a dataset id, with their example arguments (the example map). */
    private static Map<String, Map<String, Object>> datasetTools;
    /** The categories the fake portal has, lower-cased (list_datasf matches them ignoring case). */
    private static Set<String> portalCategories;

    ValidationPropertyTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeContainer
    static void start(LambdaHarness lambda) {
        limits = lambda.context().getBean(ToolLimits.class);
        datasetTools = ToolExamples.datasetTools(lambda);
        portalCategories = new HashSet<>();
        LambdaHarness.read(FakeSocrata.resource("discovery/domain_categories.json"))
                .path("results")
                .forEach(c ->
                        portalCategories.add(c.path("domain_category").asText().toLowerCase(Locale.ROOT)));
    }

    // ---------------------------------------------------------------- dataset ids

    /**
     * Any string that is not a 4x4 id is refused by every tool that takes a dataset id with a
     * validation error, before any request to Socrata (an id is part of the upstream URL path).
     */
    @Property(tries = 300)
    void anythingButA4x4IdIsRefusedAsADatasetIdBeforeSocrataIsAsked(
            @ForAll("invalidIds") String datasetId, @ForAll("datasetTools") String tool) {
        Map<String, Object> arguments = ToolExamples.with(datasetTools.get(tool), "dataset_id", datasetId);
        JsonNode error = ToolResults.error(lambda.callTool(tool, arguments));

        assertEquals("validation", error.path("error_type").asText(), error::toString);
        assertFalse(error.path("error").asText().isBlank(), error::toString);
        assertEquals(List.of(), socrata.requests(), "no upstream request for an invalid id");
    }

    @Provide
    Arbitrary<String> invalidIds() {
        return ToolArbitraries.invalidDatasetIds();
    }

    @Provide
    Arbitrary<String> datasetTools() {
        return Arbitraries.of(List.copyOf(datasetTools.keySet()));
    }

    // ---------------------------------------------------------------- text lengths

    /** search_datasf refuses a query exactly when it is blank or longer than 500. */
    @Property(tries = 200)
    @AllTries
    void aSearchQueryIsRefusedExactlyWhenBlankOrOver500Characters(@ForAll("searchQueries") String query) {
        boolean shouldFail = query.isBlank() || query.length() > Validation.SEARCH_QUERY_MAX;
        JsonNode result = lambda.callTool("search_datasf", Map.of("query", query));

        assertValidatedAs(shouldFail, "query", result);
        Statistics.label("length").collect(lengthClass(query.length(), Validation.SEARCH_QUERY_MAX));
        Statistics.label("expected").collect(shouldFail ? "rejected" : "accepted");
        Statistics.label("expected").coverage(c -> {
            c.check("rejected").percentage(p -> p > 25);
            c.check("accepted").percentage(p -> p > 25);
        });
    }

    /** query_datasf refuses SoQL exactly when it is blank or longer than 4000. */
    @Property(tries = 200)
    @AllTries
    void soqlIsRefusedExactlyWhenBlankOrOver4000Characters(@ForAll("soqlQueries") String soql) {
        boolean shouldFail = soql.isBlank() || soql.length() > Validation.SOQL_MAX;
        JsonNode result = lambda.callTool("query_datasf", Map.of("dataset_id", BIKES, "soql", soql));

        assertValidatedAs(shouldFail, "soql", result);
        Statistics.label("length").collect(lengthClass(soql.length(), Validation.SOQL_MAX));
        Statistics.label("expected").collect(shouldFail ? "rejected" : "accepted");
        Statistics.label("expected").coverage(c -> {
            c.check("rejected").percentage(p -> p > 25);
            c.check("accepted").percentage(p -> p > 25);
        });
    }

    /**
     * Rejected: a validation error naming the field, and Socrata never asked. Accepted: anything
     * but a validation error (random SoQL may well be refused by Socrata, which is not validation).
     */
    private void assertValidatedAs(boolean shouldFail, String field, JsonNode result) {
        boolean isError = result.path("isError").asBoolean();
        String errorType = isError ? ToolResults.errorType(result) : null;
        if (shouldFail) {
            assertEquals("validation", errorType, result::toString);
            assertTrue(ToolResults.error(result).path("error").asText().contains(field), result::toString);
            assertEquals(List.of(), socrata.requests(), "rejected before any upstream request");
        } else {
            assertFalse("validation".equals(errorType), result::toString);
            assertFalse(socrata.requests().isEmpty(), "an accepted input is sent to Socrata");
        }
    }

    private static String lengthClass(int length, int max) {
        return length == 0 ? "0" : length < max - 1 ? "1.." + (max - 2) : length <= max + 1 ? "max±1" : "> max+1";
    }

    @Provide
    Arbitrary<String> searchQueries() {
        return aroundTheLimit(Validation.SEARCH_QUERY_MAX, ToolArbitraries::text, "police incidents");
    }

    @Provide
    Arbitrary<String> soqlQueries() {
        return aroundTheLimit(
                Validation.SOQL_MAX, ToolArbitraries::text, "SELECT countid, counts WHERE status = '0' LIMIT 2");
    }

    /**
     * Strings of lengths at the edges (0, 1, max-1, max, max+1) and anywhere up to twice the max,
     * made of random text, of whitespace only, or of a sensible value padded with whitespace up to
     * the length (the padding counts: the limit is on what the client sent).
     */
    private static Arbitrary<String> aroundTheLimit(
            int max, BiFunction<Integer, Integer, Arbitrary<String>> text, String sensible) {
        Arbitrary<Integer> lengths = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of(0, 1, 2, max - 1, max, max + 1, max + 2)),
                Tuple.of(1, Arbitraries.integers().between(0, 2 * max)));
        return lengths.flatMap(length -> Arbitraries.frequencyOf(
                Tuple.of(3, text.apply(length, length)),
                Tuple.of(1, ToolArbitraries.blank(length)),
                Tuple.of(
                        2,
                        ToolArbitraries.blank(Math.max(0, length - sensible.length()))
                                .map(padding -> (sensible + padding).substring(0, length)))));
    }

    // ---------------------------------------------------------------- error messages

    /** One invalid argument (the others valid) in a call to one tool. */
    record InvalidCall(String tool, String field, Map<String, Object> arguments, boolean needsUpstream) {
        @Override
        public String toString() {
            return tool + " " + LambdaHarness.write(arguments) + " (invalid: " + field + ")";
        }
    }

    /** Stand-in for "argument left out" among the generated invalid values. */
    private static final Object OMITTED = new Object() {
        @Override
        public String toString() {
            return "<omitted>";
        }
    };

    /** Every validation failure's message names the field that failed. */
    @Property(tries = 300)
    void everyValidationErrorNamesTheFieldThatFailed(@ForAll("invalidCalls") InvalidCall call) {
        JsonNode error = ToolResults.error(lambda.callTool(call.tool(), call.arguments()));

        assertEquals("validation", error.path("error_type").asText(), error::toString);
        String message = error.path("error").asText();
        assertTrue(
                Pattern.compile("\\b" + Pattern.quote(call.field()) + "\\b")
                        .matcher(message)
                        .find(),
                () -> "message does not name " + call.field() + ": " + message);
        if (!call.needsUpstream()) {
            assertEquals(List.of(), socrata.requests(), "validation happens before any upstream request");
        }
        Statistics.label("field").collect(call.tool() + "." + call.field());
    }

    @Provide
    Arbitrary<InvalidCall> invalidCalls() {
        Arbitrary<Object> notAString = Arbitraries.oneOf(
                Arbitraries.integers().between(-5, 99_999).map(i -> (Object) i),
                Arbitraries.of(true, false).map(b -> (Object) b),
                Arbitraries.just(List.of("abcd-1234")),
                Arbitraries.just(Map.of("id", "abcd-1234")),
                Arbitraries.of(1.5, -0.0, 1e10).map(d -> (Object) d));
        Arbitrary<Object> notAnInteger = Arbitraries.oneOf(
                Arbitraries.of(1.5, 2.25, -0.5, 1e30).map(d -> (Object) d),
                Arbitraries.of("5", "ten", "", "1e2").map(s -> (Object) s),
                Arbitraries.of(true, false).map(b -> (Object) b),
                Arbitraries.just(List.of(5)),
                Arbitraries.of(1L << 33, Long.MAX_VALUE).map(l -> (Object) l));
        Arbitrary<Object> missingOrNull = Arbitraries.oneOf(Arbitraries.just(OMITTED), Arbitraries.<Object>just(null));

        Arbitrary<Object> badId =
                Arbitraries.oneOf(ToolArbitraries.invalidDatasetIds().map(s -> (Object) s), notAString, missingOrNull);
        Arbitrary<Object> badQuery =
                Arbitraries.oneOf(blankOrLongerThan(Validation.SEARCH_QUERY_MAX), notAString, missingOrNull);
        Arbitrary<Object> badSoql =
                Arbitraries.oneOf(blankOrLongerThan(Validation.SOQL_MAX), notAString, missingOrNull);
        Arbitrary<Object> badSearchLimit = Arbitraries.oneOf(outsideRange(limits.searchMax()), notAnInteger);
        Arbitrary<Object> badListLimit = Arbitraries.oneOf(outsideRange(limits.listMax()), notAnInteger);
        Arbitrary<Object> badCategory =
                Arbitraries.oneOf(Arbitraries.of("", "x".repeat(101)).map(s -> (Object) s), notAString);

        Map<String, Object> query = Map.of("dataset_id", BIKES, "soql", "SELECT * LIMIT 1");
        Map<String, Object> search = Map.of("query", "bus", "limit", 3);
        Map<String, Object> list = Map.of("category", "Transportation", "limit", 3);
        return Arbitraries.oneOf(
                Arbitraries.of(List.copyOf(datasetTools.keySet()))
                        .flatMap(tool -> badId.map(v -> call(tool, datasetTools.get(tool), "dataset_id", v))),
                badSoql.map(v -> call("query_datasf", query, "soql", v)),
                badQuery.map(v -> call("search_datasf", search, "query", v)),
                badSearchLimit.map(v -> call("search_datasf", search, "limit", v)),
                badListLimit.map(v -> call("list_datasf", list, "limit", v)),
                badCategory.map(v -> call("list_datasf", list, "category", v)),
                // not a category of the portal: known only after asking Socrata for the list
                ToolArbitraries.text(1, 30)
                        .filter(c -> !portalCategories.contains(c.strip().toLowerCase(Locale.ROOT)))
                        .map(c -> new InvalidCall("list_datasf", "category", with(list, "category", c), true)));
    }

    private static InvalidCall call(String tool, Map<String, Object> valid, String field, Object value) {
        return new InvalidCall(tool, field, with(valid, field, value), false);
    }

    private static Map<String, Object> with(Map<String, Object> valid, String field, Object value) {
        Map<String, Object> arguments = new HashMap<>(valid);
        if (value == OMITTED) {
            arguments.remove(field);
        } else {
            arguments.put(field, value);
        }
        return arguments;
    }

    private static Arbitrary<Object> blankOrLongerThan(int max) {
        return Arbitraries.oneOf(
                        Arbitraries.integers().between(0, 20).flatMap(ToolArbitraries::blank),
                        Arbitraries.integers().between(max + 1, max + 50).flatMap(n -> ToolArbitraries.text(n, n)))
                .map(s -> (Object) s);
    }

    private static Arbitrary<Object> outsideRange(int max) {
        return Arbitraries.oneOf(
                        Arbitraries.integers().between(-1000, 0),
                        Arbitraries.integers().between(max + 1, 100_000))
                .map(i -> (Object) i);
    }
}
