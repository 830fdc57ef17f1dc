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
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code where} of count_rows, distinct_values and aggregate meets two rules: the SoQL repairs
 * (a trailing {@code ;}, ILIKE, YEAR(x)...) and "where is one condition". Where a repair makes the
 * text a condition, the repair wins and the answer is the clean condition's, reported; where the
 * text is not a condition, the refusal names the fix. Never a wrong count. Through the Lambda
 * handler against the type-checking fake Socrata on DataSF's police incidents.
 */
@LambdaTest
class WhereRepairsTest {

    private static final String POLICE = "wg3w-h783";
    private static final List<String> TOOLS = List.of("count_rows", "distinct_values", "aggregate");
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    WhereRepairsTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private JsonNode call(String tool, String where) {
        Map<String, Object> arguments = switch (tool) {
            case "count_rows" -> Map.of("dataset_id", POLICE, "where", where);
            case "distinct_values" -> Map.of("dataset_id", POLICE, "column", "police_district", "where", where);
            default -> Map.of("dataset_id", POLICE, "group_by", List.of("police_district"), "where", where);
        };
        return lambda.callTool(tool, arguments);
    }

    /** The answer's data: the count, the values or the rows. */
    private static JsonNode data(String tool, JsonNode answer) {
        return switch (tool) {
            case "count_rows" -> answer.get("count");
            case "distinct_values" -> answer.get("values");
            default -> answer.get("rows");
        };
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "police_district = 'Mission';                   | police_district = 'Mission'              | ;",
                "police_district = 'Mission' ;  ;               | police_district = 'Mission'              | ;",
                "WHERE police_district = 'Mission'              | police_district = 'Mission'              | WHERE",
                "where incident_year = '2024';                  | incident_year = '2024'                   | where",
                "incident_category ILIKE '%theft%'              | upper(incident_category) LIKE '%THEFT%'  | incident_category ILIKE '%theft%'",
                "YEAR(incident_date) = 2024                     | date_extract_y(incident_date) = 2024     | YEAR(incident_date)",
                "i.police_district = 'Mission'                  | police_district = 'Mission'              | i.police_district",
                "incident_date >= '07/01/2024';                 | incident_date >= '2024-07-01'            | '07/01/2024'"
            })
    void aRepairThatMakesTheWhereAConditionWinsAndTheAnswerIsTheCleanConditions(
            String written, String clean, String reported) {
        for (String tool : TOOLS) {
            JsonNode expected = ok(call(tool, clean));
            JsonNode repaired = ok(call(tool, written));
            assertEquals(data(tool, expected), data(tool, repaired), () -> tool + " " + written + ": " + repaired);
            assertTrue(
                    repaired.get("corrections").toString().contains("\"original\":\"" + reported),
                    () -> tool + " reports " + reported + ": " + repaired);
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "police_district = 'Mission' FROM incidents          | SoQL has none: dataset_id names the dataset",
                "FROM incidents WHERE police_district = 'Mission'    | SoQL has none: dataset_id names the dataset",
                "count(*) > 100                                      | GROUP BY ... HAVING count(*) > 100",
                "police_district = 'Mission' AND sum(cnn) > 5        | sum(...) is an aggregate",
                "police_district = 'Mission' GROUP BY police_district| aggregate or query_datasf",
                "WHERE police_district = 'Mission' LIMIT 5;          | LIMIT starts a clause",
                "WHERE ;                                             | no condition left"
            })
    void textThatNoRepairMakesAConditionIsRefusedNamingTheFix(String written, String fix) {
        for (String tool : TOOLS) {
            JsonNode err = error(call(tool, written));
            assertEquals("validation", err.get("error_type").asText(), () -> tool + ": " + err);
            assertTrue(err.get("error").asText().startsWith("Invalid where: "), err::toString);
            assertTrue(err.get("error").asText().contains(fix), () -> tool + ": " + err);
        }
        assertEquals(List.of(), socrata.toolRequests(), "refused before any query");
    }

    @ParameterizedTest
    @ValueSource(strings = {"police_district = 'where'", "resolution = ';'", "police_district = 'Mission' AND cnn > 0"})
    void wordsAndSemicolonsInsideLiteralsAreLeftAlone(String where) {
        JsonNode out = ok(call("count_rows", where));
        assertEquals(where, out.get("where").asText());
        assertTrue(!out.has("corrections"), out::toString);
    }
}
