package datasf.mcp.query;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.CursorMint;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cursors minted outside the server, the way an attacker would: with a key they know (here the
 * deployment's, as if it had leaked, or the key built into earlier versions). Every decoded field
 * is checked with the rules of the arguments it stands for; nothing reaches Socrata, nothing is
 * logged at ERROR, the answer is a validation error naming the rule.
 */
@LambdaTest(properties = "datasf.cursor.secret=" + ForgedCursorTest.SECRET)
class ForgedCursorTest {

    static final String SECRET = "forged-cursor-test-secret-0123456789abcdef";
    /** The key versions before this one used when no secret was configured. */
    private static final String OLD_BUILT_IN_KEY = "datasf-mcp cursor integrity v1";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    ForgedCursorTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    static String mint(Map<String, Object> fields, String key) {
        return CursorMint.mint(fields, key);
    }

    static Map<String, Object> fields(Consumer<Map<String, Object>> change) {
        return CursorMint.bicycleCounts(change);
    }

    static Stream<Arguments> forgeries() {
        return Stream.of(
                Arguments.of(
                        "a dataset id that carries its own query string",
                        fields(f -> f.put("datasetId", "uczf-rk3c.json?$limit=50000&$select=*#")),
                        "dataset id"),
                Arguments.of(
                        "a dataset id that climbs the path",
                        fields(f -> f.put("datasetId", "../api/views/uczf-rk3c")),
                        "dataset id"),
                Arguments.of(
                        "more rows per page than the maximum",
                        fields(f -> f.put("pageRows", 1_000_000)),
                        "rows per page"),
                Arguments.of("no rows per page", fields(f -> f.put("pageRows", 0)), "rows per page"),
                Arguments.of(
                        "SoQL past the length limit",
                        fields(f -> f.put("soql", "SELECT * WHERE countid > 0" + " AND countid > 0".repeat(700))),
                        "SoQL"),
                Arguments.of("an unknown format", fields(f -> f.put("format", "xml")), "format"),
                Arguments.of("no format", fields(f -> f.remove("format")), "format"),
                Arguments.of("a negative offset", fields(f -> f.put("offset", -1)), "offset"),
                Arguments.of(
                        "an offset past what Socrata pages", fields(f -> f.put("offset", 3_000_000_000L)), "offset"),
                Arguments.of("an end before the offset", fields(f -> f.put("end", 2)), "end"),
                Arguments.of("an end past what Socrata pages", fields(f -> f.put("end", 9_000_000_000L)), "end"),
                Arguments.of("a negative row size", fields(f -> f.put("rowBytes", -875)), "row size"),
                Arguments.of("no SoQL", fields(f -> f.remove("soql")), "SoQL"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forgeries")
    void everyDecodedFieldIsCheckedLikeTheArgumentItStandsFor(String what, Map<String, Object> fields, String rule) {
        JsonNode result;
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.ERROR)) {
            result = lambda.callTool("query_datasf", Map.of("cursor", mint(fields, SECRET)));
            assertEquals(List.of(), logs.events().stream().map(Object::toString).toList(), "no ERROR log");
        }
        JsonNode err = error(result);
        assertEquals("validation", err.get("error_type").asText(), err::toString);
        assertTrue(err.get("error").asText().startsWith("Invalid cursor: "), err::toString);
        assertTrue(err.get("error").asText().contains(rule), () -> "names the rule (" + rule + "): " + err);
        assertNoInternals(result.toString());
        assertEquals(List.of(), socrata.requests(), "nothing was sent to Socrata");
    }

    @Test
    void aCursorSignedWithTheKeyEarlierVersionsBuiltInIsRefused() {
        try (LambdaHarness unconfigured = new LambdaHarness(socrata.properties())) {
            JsonNode err = error(
                    unconfigured.callTool("query_datasf", Map.of("cursor", mint(fields(f -> {}), OLD_BUILT_IN_KEY))));
            assertEquals("validation", err.get("error_type").asText());
            assertTrue(err.get("error").asText().startsWith("Invalid cursor"), err::toString);
        }
        assertEquals(List.of(), socrata.requests());
    }

    @Test
    void aWellFormedCursorSignedWithTheDeploymentKeyStillPages() {
        JsonNode page = ok(lambda.callTool("query_datasf", Map.of("cursor", mint(fields(f -> {}), SECRET))));
        assertEquals(5, page.get("count").asInt());
        assertEquals(
                "SELECT * ORDER BY :id LIMIT 6 OFFSET 5",
                page.at("/source/soql").asText());
    }
}
