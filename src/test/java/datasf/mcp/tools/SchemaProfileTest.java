package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * get_schema's profile through the Lambda handler: a few short lines read from the Views API
 * answer the schema already costs (no request of its own), small enough for a model to read.
 */
@LambdaTest
class SchemaProfileTest {

    /** The profile's bytes in the answer at most, on the widest of the recorded datasets. */
    static final int MAX_PROFILE_BYTES = 700;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    SchemaProfileTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    private List<String> profile(String id) {
        JsonNode answer = ok(lambda.callTool("get_schema", Map.of("dataset_id", id)));
        List<String> lines = new ArrayList<>();
        answer.path("profile").forEach(line -> lines.add(line.asText()));
        return lines;
    }

    @Test
    void everyRecordedDatasetsProfileFitsAFewHundredBytes() {
        for (String id : DataSfDatasets.IDS) {
            JsonNode answer = ok(lambda.callTool("get_schema", Map.of("dataset_id", id)));
            int bytes = LambdaHarness.write(answer.get("profile")).getBytes(StandardCharsets.UTF_8).length;
            System.out.printf("get_schema profile of %s: %d bytes%n", id, bytes);
            assertTrue(bytes <= MAX_PROFILE_BYTES, () -> id + ": " + bytes + " bytes: " + answer.get("profile"));
            assertTrue(bytes >= 150, () -> id + " says something: " + answer.get("profile"));
        }
    }

    @Test
    void thePoliceProfileSaysWhatARowIsWhichColumnsHaveGapsAndWhichDatesHaveNoTime() {
        List<String> lines = profile(DataSfDatasets.POLICE_INCIDENTS);

        assertEquals("row: one per incident_id", lines.get(0));
        assertTrue(lines.get(1).startsWith("null in: filed_online 96%; intersection, cnn, "), lines::toString);
        assertTrue(lines.get(1).contains("DESC puts nulls first"), lines::toString);
        assertEquals(
                "dates only, no time of day: incident_date; with times: incident_datetime, report_datetime",
                lines.get(2));
        assertTrue(
                lines.get(3).startsWith("distinct values, about: resolution 4, report_type_code 6"), lines::toString);
        assertEquals(
                "codes and their text: report_type_code = report_type_description, incident_code = incident_description",
                lines.get(4));
    }

    @Test
    void theFilmLocationsProfileSaysAFilmHasSeveralRows() {
        List<String> lines = profile(DataSfDatasets.FILM_LOCATIONS);

        assertEquals(
                "row: one (title, locations) pair; title repeats (about 28 values in 276 rows, about 10 each): "
                        + "count(DISTINCT title) counts them",
                lines.get(0));
    }

    @Test
    void theProfileCostsNoRequestBeyondTheSchemaAndTheCount() {
        profile(DataSfDatasets.FOOD_TRUCKS);

        assertEquals(
                List.of("/api/views/rqzj-sfat.json", "/resource/rqzj-sfat.json"),
                socrata.requests().stream()
                        .map(FakeSocrata.Request::path)
                        .sorted()
                        .toList());
    }
}
