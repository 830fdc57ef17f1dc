package datasf.mcp.socrata;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Answers of a shape the tools cannot read (rows that are scalars, an object where the rows'
 * array belongs, metadata whose columns are not objects, a catalog whose results are numbers)
 * are classified api_errors that say what Socrata sent, through the Lambda handler, with no
 * "Internal error" and no ERROR log: the shape is checked where the answer arrives, not found out
 * by a parser deep in a tool.
 */
@LambdaTest
class UpstreamShapeTest {

    private static final String BIKES = "uczf-rk3c";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    UpstreamShapeTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** Every call of a data tool, each sending at least one query. */
    private static final Map<String, Map<String, Object>> QUERYING = Map.of(
            "query_datasf", Map.of("dataset_id", BIKES, "soql", "SELECT status LIMIT 5"),
            "count_rows", Map.of("dataset_id", BIKES, "where", "status = '0'"),
            "distinct_values", Map.of("dataset_id", BIKES, "column", "status"),
            "aggregate", Map.of("dataset_id", BIKES, "group_by", List.of("status")),
            "get_schema", Map.of("dataset_id", BIKES));

    /** The tool's error, checked for being classified and free of internals, with no ERROR logged meanwhile. */
    private JsonNode classified(String tool, Map<String, Object> arguments) {
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.ERROR)) {
            JsonNode result = lambda.callTool(tool, arguments);
            assertNoInternals(result.toString());
            JsonNode err = error(result);
            assertEquals("api_error", err.get("error_type").asText(), () -> tool + ": " + err);
            assertTrue(!err.get("error").asText().startsWith("Internal error"), () -> tool + ": " + err);
            assertEquals(
                    List.of(),
                    logs.events().stream().map(e -> e.getFormattedMessage()).toList(),
                    tool);
            return err;
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "[1, 2, 3]                 | an array holding numbers",
                "[\"a\", \"b\"]            | an array holding strings",
                "[[\"0\", \"3\"]]          | an array holding arrays",
                "[{\"status\": \"0\"}, 7]  | an array holding numbers",
                "{\"status\": \"0\"}       | an object instead of rows",
                "\"rows\"                  | a string instead of rows",
                "42                        | a number instead of rows",
                "true                      | a boolean instead of rows"
            })
    void rowsOfAnotherShapeAreAClassifiedErrorSayingWhatSocrataSent(String answer, String said) {
        for (Map.Entry<String, Map<String, Object>> call : QUERYING.entrySet()) {
            socrata.reset();
            lambda.clearCaches();
            socrata.always("/resource/", Response.json(200, answer));
            JsonNode err = classified(call.getKey(), call.getValue());
            assertTrue(
                    err.get("error").asText().startsWith("Socrata answered the query with " + said),
                    () -> call.getKey() + ": " + err);
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "[]                                  | an array instead of a JSON object",
                "\"view\"                            | a string instead of a JSON object",
                "{\"columns\": {\"fieldName\": \"x\"}} | an object as its columns",
                "{\"columns\": \"status\"}           | a string as its columns",
                "{\"columns\": [\"status\", 1]}      | strings in its columns"
            })
    void metadataOfAnotherShapeIsAClassifiedError(String view, String said) {
        for (String tool : List.of("get_schema", "distinct_values")) {
            socrata.reset();
            lambda.clearCaches();
            socrata.always("/api/views/", Response.json(200, view));
            JsonNode err = classified(tool, QUERYING.get(tool));
            assertTrue(
                    err.get("error")
                            .asText()
                            .startsWith("Socrata answered dataset " + BIKES + "'s metadata with " + said),
                    () -> tool + ": " + err);
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "[]                        | the search with an array instead",
                "{\"results\": {\"a\": 1}} | the search with an object as its results",
                "{\"results\": [1, 2]}     | the search with numbers in its results"
            })
    void aCatalogOfAnotherShapeIsAClassifiedError(String page, String said) {
        socrata.always("/api/catalog/v1", Response.json(200, page));
        JsonNode err = classified("search_datasf", Map.of("query", "bus"));
        assertTrue(err.get("error").asText().startsWith("Socrata answered " + said), err::toString);
    }
}
