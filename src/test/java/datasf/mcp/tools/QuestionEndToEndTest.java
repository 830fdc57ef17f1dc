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
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The person's question through the Lambda handler: the same query gets a note when the question
 * shows it answers something else, its suggested query runs and answers the question, the
 * question costs no request and never reaches Socrata, and one too long is refused by name.
 */
@LambdaTest
class QuestionEndToEndTest {

    private static final String VENDORS = "How many different vendors hold an approved mobile food permit?";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    QuestionEndToEndTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void schemasAreCached() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "rqzj-sfat")));
        ok(lambda.callTool("get_schema", Map.of("dataset_id", "wg3w-h783")));
        socrata.reset();
    }

    @Test
    void aCountOfRowsAskedAboutVendorsNamesTheCountOfVendorsAtOneRequest() {
        Map<String, Object> count = Map.of("dataset_id", "rqzj-sfat", "where", "status = 'APPROVED'");
        JsonNode asked = ok(lambda.callTool("count_rows", with(count, "question", VENDORS)));
        // the count itself and nothing else (named row_count, as the schema's own count is)
        assertEquals(1, socrata.requests().size(), () -> socrata.requests().toString());
        JsonNode unasked = ok(lambda.callTool("count_rows", count));
        assertFalse(unasked.has("hints"), unasked::toPrettyString);
        assertEquals(unasked.get("count"), asked.get("count"), "the rows are still counted");
        JsonNode note = asked.path("hints").path(0);
        assertEquals("count(DISTINCT applicant)", note.path("suggestion").asText(), asked::toPrettyString);

        JsonNode vendors = ok(lambda.callTool(
                "query_datasf",
                Map.of("dataset_id", "rqzj-sfat", "soql", note.get("query").asText())));
        JsonNode expected = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        "rqzj-sfat",
                        "soql",
                        "SELECT count(DISTINCT applicant) WHERE status = 'APPROVED'")));
        assertEquals(
                expected.path("data").path(0).elements().next(),
                vendors.path("data").path(0).elements().next());
        assertTrue(
                asked.get("count").asLong()
                        > vendors.path("data").path(0).elements().next().asLong(),
                "vendors hold several permits");
    }

    @Test
    void aCountOfTheKindsARowCanBeCountsRows() {
        // a food permit row is a truck or a push cart: "how many trucks and carts" counts rows
        JsonNode asked = ok(lambda.callTool(
                "count_rows",
                Map.of(
                        "dataset_id",
                        "rqzj-sfat",
                        "where",
                        "latitude BETWEEN 37.78 AND 37.80",
                        "question",
                        "How many trucks and carts are between latitude 37.78 and 37.80?")));
        assertFalse(asked.has("hints"), asked::toPrettyString);
    }

    @Test
    void theQuestionNeverReachesSocrata() {
        String question = "Which 50 most recently reported incidents were in the Mission?";
        ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        "wg3w-h783",
                        "soql",
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 50",
                        "question",
                        question)));
        assertFalse(socrata.requests().isEmpty());
        socrata.requests()
                .forEach(request -> assertFalse(
                        request.toString().contains("Mission?")
                                || request.toString().contains("recently"),
                        request::toString));
    }

    @Test
    void theLatestRowsNoteRunsAndGroupsThoseRows() {
        JsonNode asked = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        "wg3w-h783",
                        "soql",
                        "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC,"
                                + " incident_category LIMIT 50",
                        "question",
                        "What is the category breakdown of the 50 most recently reported police incidents?")));
        JsonNode note = asked.path("hints").path(0);
        assertEquals("LIMIT 50", note.path("what").asText(), asked::toPrettyString);
        JsonNode latest = ok(lambda.callTool(
                "query_datasf",
                Map.of("dataset_id", "wg3w-h783", "soql", note.get("query").asText())));
        long counted = 0;
        for (JsonNode row : latest.get("data")) {
            counted += row.get("n").asLong();
        }
        assertEquals(50, counted, latest::toPrettyString);
    }

    @Test
    void aQuestionTooLongIsRefusedByName() {
        JsonNode refused = error(lambda.callTool(
                "count_rows",
                Map.of("dataset_id", "rqzj-sfat", "where", "status = 'APPROVED'", "question", "why ".repeat(126))));
        String message = refused.get("error").asText();
        assertTrue(message.contains("question") && message.contains("500"), message);
        assertTrue(socrata.requests().isEmpty());
    }

    private static Map<String, Object> with(Map<String, Object> arguments, String key, Object value) {
        Map<String, Object> all = new java.util.HashMap<>(arguments);
        all.put(key, value);
        return all;
    }
}
