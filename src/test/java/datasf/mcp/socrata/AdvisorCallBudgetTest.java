package datasf.mcp.socrata;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The zero-result advisor's extra requests (value lookups, the value-corrected re-run) live inside
 * the tool call's limits, like every other upstream request: its one deadline, its two retries,
 * and the upstream counts of a data tool. Through the Lambda handler against the type-checking
 * fake Socrata on DataSF's police incidents.
 *
 * <p>When the advisor cannot finish in time the LLM gets the query's own empty answer with hints
 * that say which values were not checked, not a timeout: the query did run, its answer is true,
 * and the hints keep the LLM from reading the zero as a fact.
 */
@LambdaTest(
        properties = {
            "datasf.socrata.timeout=" + AdvisorCallBudgetTest.BUDGET_MS + "ms",
            "datasf.socrata.retry.initial-backoff=10ms",
            "datasf.socrata.retry.max-backoff=20ms"
        })
class AdvisorCallBudgetTest {

    private static final String POLICE = "wg3w-h783";
    static final long BUDGET_MS = 3000;
    /** Handler overhead allowed past the budget on a loaded 2-core machine. */
    private static final long SLACK_MS = 1500;
    /** Far past the budget: a lookup this slow can only end at the deadline. */
    private static final long NEVER_MS = 20_000;
    /** DATASF_ADVISOR_EXTRA_REQUESTS and the retries one call may make in all (3 attempts - 1). */
    private static final int ADVISOR_REQUESTS = 2;

    private static final int RETRIES = 2;
    /** The advisor's value lookups, whatever the column: the most frequent 500 values. */
    private static final String LOOKUP = " LIMIT 500";

    private static final String TENDERLOIN = "SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    AdvisorCallBudgetTest(FakeSocrata socrata, LambdaHarness lambda) {
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

    /** The call, held to the budget. */
    private JsonNode timed(String tool, Map<String, Object> arguments) {
        long start = System.nanoTime();
        JsonNode result = lambda.callTool(tool, arguments);
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        assertTrue(
                elapsed < BUDGET_MS + SLACK_MS, () -> tool + " took " + elapsed + " ms, budget " + BUDGET_MS + " ms");
        assertNoInternals(result.toString());
        return result;
    }

    /** What the tool call sent to Socrata: "views" for the metadata, else the $query. */
    private List<String> sent() {
        return socrata.requests().stream()
                .map(r ->
                        r.path().startsWith("/api/views/") ? "views" : r.query().getOrDefault("$query", r.path()))
                .toList();
    }

    @Test
    @Deep
    void aValueLookupThatCannotFinishInTimeEndsTheCallAtTheDeadlineWithTheEmptyAnswerAndItsHints() {
        socrata.slowQuery(LOOKUP, NEVER_MS);
        JsonNode rows = ok(timed("query_datasf", Map.of("dataset_id", POLICE, "soql", TENDERLOIN)));
        assertEquals("0", rows.at("/data/0/n").asText(), rows::toString);
        assertEquals("police_district = 'TENDERLOIN'", rows.at("/hints/0/what").asText(), rows::toString);
        assertTrue(rows.at("/hints/0/why").asText().contains("were not checked"), rows::toString);
        assertTrue(rows.get("message").asText().startsWith("No rows matched"), rows::toString);
        assertFalse(rows.has("corrections"), "no value was guessed: " + rows);

        // aggregate looks the schema up and queries before the advisor: the same one deadline
        socrata.reset();
        socrata.slowQuery(LOOKUP, NEVER_MS);
        JsonNode groups = ok(timed(
                "aggregate",
                Map.of(
                        "dataset_id",
                        POLICE,
                        "group_by",
                        List.of("analysis_neighborhood"),
                        "where",
                        "incident_category = 'Drugs'")));
        assertEquals(0, groups.get("count").asInt());
        assertTrue(groups.at("/hints/0/why").asText().contains("were not checked"), groups::toString);
    }

    @Test
    @Deep
    void aValueCorrectedReRunThatCannotFinishInTimeKeepsTheEmptyAnswerWhoseHintNamesTheValue() {
        socrata.slowQuery("= 'Tenderloin'", NEVER_MS);
        JsonNode answer = ok(timed("query_datasf", Map.of("dataset_id", POLICE, "soql", TENDERLOIN)));
        assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
        assertEquals(
                "police_district = 'Tenderloin'",
                answer.at("/hints/0/suggestion").asText(),
                answer::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE police_district = 'Tenderloin'",
                answer.at("/hints/0/query").asText());
        assertTrue(answer.at("/hints/0/why").asText().contains("221"), "the lookup's evidence: " + answer);
        assertFalse(answer.has("corrections"), "the re-run did not answer: nothing was corrected: " + answer);
    }

    @Test
    void lookupsAnswered429ShareTheCallsTwoRetriesAndTheAnswerSaysWhatWasNotChecked() {
        socrata.scriptQuery(
                LOOKUP,
                java.util.Collections.nCopies(20, Response.json(429, FakeSocrata.resource("errors/rate-limited.json")))
                        .toArray(Response[]::new));
        JsonNode answer =
                ok(query("SELECT count(*) AS n WHERE police_district = 'TENDERLOIN' AND resolution = 'open'"));

        assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
        List<String> sent = sent();
        assertTrue(
                sent.size() <= 1 + ADVISOR_REQUESTS + RETRIES,
                () -> "the query, two lookups, two retries at most: " + sent);
        assertTrue(
                sent.stream().filter(q -> q.contains(LOOKUP)).count() > ADVISOR_REQUESTS,
                () -> "a 429 is retried: " + sent);
        assertEquals(2, answer.get("hints").size(), answer::toString);
        answer.get("hints")
                .forEach(hint -> assertTrue(hint.get("why").asText().contains("were not checked"), hint::toString));
    }

    @Test
    void aLookupToldToWaitLongerThanTheCapGivesUpAtOnceAndTheAnswerStands() {
        socrata.scriptQuery(
                LOOKUP,
                Response.json(429, FakeSocrata.resource("errors/rate-limited.json"))
                        .withHeader("Retry-After", "60"));
        long start = System.nanoTime();
        JsonNode answer = ok(query(TENDERLOIN));
        assertTrue((System.nanoTime() - start) / 1_000_000 < BUDGET_MS, "no wait was started");
        assertEquals("0", answer.at("/data/0/n").asText(), answer::toString);
        assertEquals(
                List.of(
                        TENDERLOIN + " LIMIT 1001",
                        "SELECT police_district, count(*) AS count GROUP BY police_district ORDER BY count DESC, "
                                + "police_district" + LOOKUP),
                sent(),
                "one lookup, no retry, no re-run");
        assertTrue(answer.at("/hints/0/why").asText().contains("were not checked"), answer::toString);
    }

    @Test
    void onAColdCacheADataToolAsksForItsQueryAndTheMetadataAndLooksValuesUpOnlyForAnEmptyAnswer() {
        lambda.clearCaches();
        socrata.reset();
        JsonNode rows = ok(query("SELECT count(*) AS n WHERE police_district = 'Tenderloin'"));
        assertEquals("221", rows.at("/data/0/n").asText());
        assertEquals(
                List.of("SELECT count(*) AS n WHERE police_district = 'Tenderloin' LIMIT 1001", "views"),
                sent().stream().sorted().toList(),
                "the query and the metadata, no row count, no lookup");

        lambda.clearCaches();
        socrata.reset();
        JsonNode fixed = ok(query(TENDERLOIN));
        assertEquals("221", fixed.at("/data/0/n").asText(), fixed::toString);
        List<String> cold = sent();
        assertEquals(4, cold.size(), () -> "the query, the metadata, one lookup, the re-run: " + cold);
        assertTrue(
                cold.contains("views")
                        && cold.stream().filter(q -> q.contains(LOOKUP)).count() == 1,
                cold::toString);
        assertTrue(
                cold.stream().noneMatch(q -> q.contains("AS row_count")),
                () -> "never the dataset's row count: " + cold);

        socrata.reset();
        ok(query(TENDERLOIN));
        assertEquals(
                List.of(
                        TENDERLOIN + " LIMIT 1001",
                        "SELECT count(*) AS n WHERE police_district = 'Tenderloin' LIMIT 1001"),
                sent(),
                "warm: the query and the re-run; schema and values are cached");

        lambda.clearCaches();
        socrata.reset();
        JsonNode count =
                ok(lambda.callTool("count_rows", Map.of("dataset_id", POLICE, "where", "incident_year = 2024")));
        assertEquals(322, count.get("count").asInt(), count::toString);
        List<String> literal = sent();
        // the metadata runs in parallel with the query: back in time, the literal is fixed before the
        // query goes out; otherwise Socrata's type mismatch brings one corrected retry
        assertTrue(literal.size() == 2 || literal.size() == 3, literal::toString);
        assertTrue(
                literal.stream().noneMatch(q -> q.contains(LOOKUP) || q.equals("SELECT count(*) AS row_count")),
                literal::toString);
    }
}
