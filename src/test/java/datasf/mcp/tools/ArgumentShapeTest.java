package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An argument of the wrong JSON shape is named where it is wrong, with what the input schema wants
 * there, before any upstream call: an LLM that writes {@code metrics: ["count"]} learns that each
 * item is an object with fn, not that metrics "must be an array" (which it was).
 */
@LambdaTest
class ArgumentShapeTest {

    private static final String INCIDENTS = "wg3w-h783";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    ArgumentShapeTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @Test
    void aWrongItemOfAnArrayIsNamedAsThatItemWithTheShapeItNeeds() {
        JsonNode error = refused(Map.of("dataset_id", INCIDENTS, "metrics", List.of("count")));

        String message = error.get("error").asText();
        assertTrue(
                message.startsWith("Invalid metrics[0]: must be an object with fn (required), column; metrics: "),
                message);
        assertTrue(message.contains("[{\"fn\":\"count\"}"), "the array's example shows the fix: " + message);
    }

    @Test
    void aWrongValueInsideAnItemIsNamedByItsWholePath() {
        JsonNode error = refused(Map.of("dataset_id", INCIDENTS, "metrics", List.of(Map.of("fn", 7))));

        assertTrue(
                error.get("error")
                        .asText()
                        .startsWith("Invalid metrics[0].fn: must be one of count, sum, avg, min, max"),
                error.toString());
    }

    @Test
    void aScalarWhereAnArrayGoesStillSaysArray() {
        JsonNode error = refused(Map.of("dataset_id", INCIDENTS, "group_by", "police_district"));

        assertEquals("Invalid group_by: must be an array", error.get("error").asText());
    }

    private JsonNode refused(Map<String, Object> arguments) {
        JsonNode error = error(lambda.callTool("aggregate", arguments));
        assertEquals("validation", error.get("error_type").asText(), error::toString);
        assertEquals(0, socrata.requests().size(), "refused before any upstream call: " + socrata.requests());
        return error;
    }
}
