package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The byte budget (DATASF_LIMITS_RESPONSE_BYTES) holds for answers that carry the advisor's hints and the
 * repairs' corrections, and for failed calls, whose body carries Socrata's message, the
 * corrections made before it failed and a fix line. Advice is cut before the answer's data, from
 * the end, and the answer says how much was left out; an error keeps the start of Socrata's text.
 * Through the Lambda handler against the type-checking fake Socrata on DataSF's police incidents.
 */
@LambdaTest(properties = "datasf.limits.response-bytes=" + AdviceBudgetTest.BUDGET)
class AdviceBudgetTest {

    static final int BUDGET = 8192;
    private static final String POLICE = "wg3w-h783";
    /** Sixty districts that do not exist: each condition gets a hint carrying the whole query. */
    private static final String NO_SUCH_DISTRICTS = IntStream.range(0, 60)
            .mapToObj(i -> "police_district = 'Precinct " + i + "'")
            .collect(Collectors.joining(" OR "));

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    AdviceBudgetTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void warmSchema() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", POLICE)));
    }

    /** The answer as the client receives it (structured content, or an error's text), within the budget. */
    private static JsonNode withinBudget(JsonNode result) {
        JsonNode body =
                result.path("isError").asBoolean() ? result.at("/content/0/text") : result.get("structuredContent");
        String json = body.isTextual() ? body.asText() : body.toString();
        int bytes = json.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes <= BUDGET, () -> "an answer of " + bytes + " bytes, budget " + BUDGET);
        return result;
    }

    private JsonNode call(String tool, Map<String, Object> arguments) {
        return withinBudget(lambda.callTool(tool, arguments));
    }

    private static void assertLeftOut(String text, String what) {
        assertTrue(text.matches("(?s).*\\d+ " + what + " left out to fit the answer's size budget.*"), text);
    }

    @Test
    void anEmptyAnswerWithMoreHintsThanFitKeepsItsAnswerAndTheFirstHintsAndSaysHowManyWereLeftOut() {
        JsonNode rows = ok(call(
                "query_datasf",
                Map.of("dataset_id", POLICE, "soql", "SELECT count(*) AS n WHERE " + NO_SUCH_DISTRICTS)));
        assertEquals("0", rows.at("/data/0/n").asText(), "the answer itself is whole");
        assertTrue(rows.get("hints").size() >= 1, rows::toString);
        assertEquals("police_district = 'Precinct 0'", rows.at("/hints/0/what").asText(), "the first hints are kept");
        assertTrue(rows.get("message").asText().startsWith("No rows matched"), rows::toString);
        assertLeftOut(rows.get("message").asText(), "hints");

        JsonNode count = ok(call("count_rows", Map.of("dataset_id", POLICE, "where", NO_SUCH_DISTRICTS)));
        assertEquals(0, count.get("count").asInt());
        assertTrue(count.get("hints").size() >= 1, count::toString);
        assertLeftOut(count.get("message").asText(), "hints");

        for (String tool : List.of("distinct_values", "aggregate")) {
            Map<String, Object> arguments = tool.equals("aggregate")
                    ? Map.of("dataset_id", POLICE, "group_by", List.of("incident_category"), "where", NO_SUCH_DISTRICTS)
                    : Map.of("dataset_id", POLICE, "column", "incident_category", "where", NO_SUCH_DISTRICTS);
            JsonNode empty = ok(call(tool, arguments));
            assertEquals(0, empty.get("count").asInt(), empty::toString);
            assertFalse(empty.get("truncated").asBoolean(), "no data was cut: " + empty);
            assertTrue(empty.get("hints").size() >= 1, empty::toString);
            assertLeftOut(empty.get("message").asText(), "hints");
        }
    }

    @Test
    void aPageOfRowsWithMoreCorrectionsThanFitKeepsItsRowsAndCursorAndSaysCorrectionsWereLeftOut() {
        // every row matches; each date is reported as rewritten to ISO
        String manyDates = IntStream.rangeClosed(1, 28)
                .mapToObj(d -> "incident_date > '1/" + d + "/2000'")
                .collect(Collectors.joining(" OR "));
        JsonNode page = ok(call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT incident_id, incident_description, resolution WHERE " + manyDates)));
        assertTrue(
                page.get("count").asInt() > 0
                        && page.get("data").size() == page.get("count").asInt(),
                page::toString);
        assertTrue(page.get("truncated").asBoolean() && page.has("next_cursor"), "the rows still page: " + page);
        assertTrue(page.at("/source/soql").asText().contains("incident_date > '2000-01-28'"), "the query that ran");
        int kept = page.path("corrections").size();
        assertTrue(kept < 28, () -> "some corrections were cut: " + kept);
        assertLeftOut(page.get("message").asText(), "corrections");

        JsonNode next =
                ok(call("query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        assertTrue(next.get("count").asInt() > 0, next::toString);
        assertFalse(
                page.get("data")
                        .toString()
                        .contains(next.at("/data/0/incident_id").asText()),
                "the next rows, not these");
    }

    @Test
    void aFailedCallWithMoreCorrectionsThanFitKeepsSocratasMessageAndTheFixLine() {
        String manyDates = IntStream.rangeClosed(1, 110)
                .mapToObj(d -> "incident_date = '" + (d % 12 + 1) + "/" + (d % 28 + 1) + "/2024'")
                .collect(Collectors.joining(" OR "));
        JsonNode err = error(call(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "soql",
                        "SELECT police_district, count(*) AS n WHERE count(*) > 5 AND (" + manyDates
                                + ") GROUP BY police_district")));
        // refused before sending, in Socrata's terms: the checker is sure of an aggregate in WHERE
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("aggregate-in-ungrouped-context"), err::toString);
        assertTrue(err.get("corrections").size() >= 1, err::toString);
        assertLeftOut(err.get("details").asText(), "corrections");
        assertTrue(err.at("/hints/0/suggestion").asText().contains("HAVING"), "the fix line stays: " + err);
    }

    @Test
    void socratasLongErrorMessageIsCutToTheBudgetKeepingItsStart() {
        String message = "Query coordinator error: " + "this is a very long complaint ".repeat(20_000);
        socrata.scriptQuery(
                "LIMIT",
                Response.json(
                        400,
                        "{\"code\":\"query.soql.unknown\",\"error\":true,\"message\":\"" + message
                                + "\",\"data\":{\"x\":\"" + "y".repeat(100_000) + "\"}}"));
        JsonNode err = error(call("query_datasf", Map.of("dataset_id", POLICE, "soql", "SELECT incident_id")));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(
                err.get("error").asText().startsWith("Socrata error (HTTP 400): Query coordinator error: this is"),
                err::toString);
        assertTrue(err.toString().contains("cut to fit the answer's size budget"), err::toString);
    }
}
