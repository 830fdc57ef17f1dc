package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the advisor costs and when, and what a failed query carries, through the Lambda handler
 * against the type-checking fake Socrata on DataSF's police incidents (wg3w-h783).
 */
@LambdaTest
class ZeroResultAdvisorTest {

    private static final String POLICE = "wg3w-h783";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    ZeroResultAdvisorTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void warmSchemaOnly() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
        socrata.reset();
    }

    private JsonNode query(String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", POLICE, "soql", soql));
    }

    private JsonNode query(String soql, boolean autoCorrect) {
        Map<String, Object> arguments = new HashMap<>(Map.of("dataset_id", POLICE, "soql", soql));
        arguments.put("auto_correct", autoCorrect);
        return lambda.callTool("query_datasf", arguments);
    }

    private List<String> sent() {
        return socrata.toolRequests().stream().map(r -> r.query().get("$query")).toList();
    }

    @Test
    void anAnswerWithRowsCostsOneRequestAndCarriesNoAdvice() {
        JsonNode answer = ok(query("SELECT count(*) AS n WHERE police_district = 'Tenderloin'"));

        assertEquals("221", answer.at("/data/0/n").asText());
        assertEquals(1, sent().size(), sent()::toString);
        assertFalse(answer.has("hints") || answer.has("message") || answer.has("corrections"), answer::toString);
    }

    @Test
    void theTenderloinInCapitalsIsRunAgainWithItsRealSpellingAndSaysSo() {
        JsonNode answer = ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'"));

        assertEquals("221", answer.at("/data/0/n").asText(), "not a silent 0");
        assertEquals("value", answer.at("/corrections/0/kind").asText());
        assertEquals("'Tenderloin'", answer.at("/corrections/0/corrected").asText());
        assertEquals("police_district", answer.at("/corrections/0/column").asText());
        assertTrue(answer.get("message").asText().contains("'Tenderloin'"), answer::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE police_district = 'Tenderloin' LIMIT 1001",
                answer.at("/source/soql").asText());
        List<String> sent = sent();
        assertEquals(3, sent.size(), "the query, one lookup, the re-run: " + sent);
        assertTrue(
                sent.get(1).startsWith("SELECT police_district, count(*) AS count GROUP BY police_district"),
                sent.get(1));

        socrata.reset();
        ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'"));
        assertEquals(2, sent().size(), "the values are cached: the query and the re-run only");
    }

    @Test
    void valuesDistinctValuesJustListedNeedNoLookup() {
        JsonNode listed = ok(lambda.callTool(
                "distinct_values", Map.of("dataset_id", POLICE, "column", "police_district", "limit", 1000)));
        assertTrue(listed.get("values").toString().contains("\"Tenderloin\""), listed::toString);
        socrata.reset();

        JsonNode answer = ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'"));

        assertEquals("221", answer.at("/data/0/n").asText(), answer::toString);
        assertEquals(2, sent().size(), "the query and the re-run; the lookup's answer was distinct_values': " + sent());
    }

    @Test
    void anEmptyAnswerNeverCostsMoreThanTwoExtraRequests() {
        JsonNode answer = ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN' AND resolution = 'open' "
                + "AND incident_category = 'THEFT' AND analysis_neighborhood = 'SOMA'"));

        assertEquals(3, sent().size(), "the query and two lookups: " + sent());
        assertEquals("0", answer.at("/data/0/n").asText());
        String hints = answer.get("hints").toString();
        assertTrue(hints.contains("'Tenderloin'") && hints.contains("'Open or Active'"), "the two looked up: " + hints);
        assertTrue(hints.contains("were not checked"), "the columns past the budget say so: " + hints);
    }

    @Test
    void withAutoCorrectOffAValueIsOnlyHinted() {
        JsonNode answer = ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'", false));

        assertEquals("0", answer.at("/data/0/n").asText());
        assertFalse(answer.has("corrections"));
        assertEquals(
                "SELECT count(*) AS n WHERE police_district = 'Tenderloin'",
                answer.at("/hints/0/query").asText());
        assertEquals(2, sent().size(), "the query and one lookup, no re-run");
    }

    @Test
    void aFailedQueryReportsTheCorrectionsMadeBeforeItAndAFixLine() {
        JsonNode failure = error(query(
                "SELECT police_districts, count(*) AS n FROM incidents WHERE n > 100 " + "GROUP BY police_districts"));

        assertTrue(
                failure.get("error").asText().contains("aggregate-in-ungrouped-context")
                        || failure.get("details").asText().contains("aggregate-in-ungrouped-context"),
                failure::toString);
        String corrections = failure.get("corrections").toString();
        assertTrue(
                corrections.contains("\"police_districts\"") && corrections.contains("\"FROM incidents\""),
                corrections);
        assertEquals(
                "SELECT police_district, count(*) AS n GROUP BY police_district HAVING n > 100",
                failure.at("/hints/0/query").asText());
    }

    @Test
    void aQueryThatCannotTakePagingClausesFailsQuotingWhatTheLlmWrote() {
        for (String soql : List.of("SELECT incident_id LIMIT ALL", "SELECT incident_id LIMIT 5;")) {
            socrata.reset();
            JsonNode failure = error(query(soql, false));
            assertEquals(List.of(soql), sent(), "sent as written, no LIMIT or ORDER BY appended");
            assertTrue(failure.toString().contains(soql.replace("\"", "\\\"")), failure::toString);
            assertTrue(failure.has("hints"), failure::toString);
        }
    }

    @Test
    void countRowsDistinctValuesAndAggregateAreAdvisedToo() {
        JsonNode count =
                ok(lambda.callTool("count_rows", Map.of("dataset_id", POLICE, "where", "resolution = 'unfounded'")));
        assertEquals(88, count.get("count").asInt());
        assertEquals("value", count.at("/corrections/0/kind").asText());

        JsonNode values = ok(lambda.callTool(
                "distinct_values",
                Map.of("dataset_id", POLICE, "column", "police_district", "where", "incident_category = 'Drugs'")));
        assertEquals(0, values.get("count").asInt());
        assertTrue(values.get("hints").toString().contains("'Drug Offense'"), values::toString);

        JsonNode groups = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "group_by",
                        List.of("police_district"),
                        "where",
                        "incident_datetime = '2023-07-04'")));
        assertEquals(0, groups.get("count").asInt());
        assertTrue(
                groups.get("hints").toString().contains("date_trunc_ymd(incident_datetime) = '2023-07-04'"),
                groups::toString);
    }
}
