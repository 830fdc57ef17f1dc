package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code where} of count_rows, distinct_values and aggregate is a condition, and the tool
 * writes the rest of the query around it. Text that is a query of its own (a top-level GROUP BY,
 * LIMIT, ORDER BY, a pipe...) would silently change what the tool computes, e.g. count_rows with
 * {@code GROUP BY} returned the first group's count: it is refused before any upstream call.
 */
@LambdaTest
class WhereIsAConditionTest {

    private static final String BIKES = "uczf-rk3c";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    WhereIsAConditionTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "status = '0' GROUP BY status",
                "status = '0' group by status",
                "status = '0' LIMIT 1",
                "status = '0' OFFSET 10",
                "status = '0' ORDER BY countid",
                "status = '0' HAVING count(*) > 1",
                "status = '0' |> SELECT count(*)",
                "status = '0' |> SELECT *",
                "1 = 1) GROUP BY (status",
                "status = '0' SELECT *",
                "status = '0' SEARCH 'x'",
                "status = '0' UNION SELECT count(*)",
                "status = '0' -- the rest of the query is a comment now",
                "status = '0' /* unterminated",
                "status = 'unterminated",
                "(status = '0'"
            })
    void textThatIsNotOneConditionIsRefusedByEveryToolThatTakesAWhere(String where) {
        for (String tool : List.of("count_rows", "distinct_values", "aggregate")) {
            Map<String, Object> arguments = switch (tool) {
                case "count_rows" -> Map.of("dataset_id", BIKES, "where", where);
                case "distinct_values" -> Map.of("dataset_id", BIKES, "column", "status", "where", where);
                default -> Map.of("dataset_id", BIKES, "group_by", List.of("status"), "where", where);
            };
            JsonNode err = error(lambda.callTool(tool, arguments));
            assertEquals("validation", err.get("error_type").asText(), () -> tool + ": " + err);
            String message = err.get("error").asText();
            assertTrue(message.startsWith("Invalid where: "), () -> tool + ": " + message);
            assertTrue(
                    message.contains("aggregate or query_datasf") || message.contains("complete condition"),
                    () -> tool + ": " + message);
        }
        assertEquals(List.of(), socrata.toolRequests(), "refused before the query was sent");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "status = '0'",
                "status = 'GROUP BY' AND countid > 0",
                "status IN ('0', '1') AND (countid > 0 OR counts = '5')",
                "status = 'it''s LIMIT 5'",
                "upper(status) = '0'",
                "date >= '2023-06-03T00:00:00' AND date < '2023-06-04T00:00:00'"
            })
    void conditionsPassWhateverTheirLiteralsSay(String where) {
        JsonNode out = ok(lambda.callTool("count_rows", Map.of("dataset_id", BIKES, "where", where)));
        assertEquals(where, out.get("where").asText());
    }
}
