package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.advisor.ValueMatcher;
import datasf.mcp.advisor.ValueSample;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.DatasetFacts;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The call's own work checks its deadline as it goes: value matching and name matching in a call
 * whose time is up stop with the call's classified timeout (which the tool answers), so none of
 * it runs on after the answer. Outside a call (a unit test, priming) the check is a no-op.
 */
class CallDeadlineCheckTest {

    private static final ValueSample VALUES = new ValueSample(
            List.of(new ValueSample.ValueCount("Larceny Theft", 10), new ValueSample.ValueCount("Assault", 5)), true);
    private static final List<ColumnInfo> COLUMNS =
            List.of(new ColumnInfo("Incident Category", "incident_category", "text", null));

    /** Two text columns whose Views API statistics the answer checks search for a value. */
    private static final DatasetSchema WITH_STATS = new DatasetSchema(
            "wg3w-h783",
            "Police Incidents",
            null,
            null,
            null,
            null,
            List.of(
                    new ColumnInfo("Incident Category", "incident_category", "text", null),
                    new ColumnInfo("Incident Subcategory", "incident_subcategory", "text", null)),
            Map.of(
                    "incident_category",
                    new ColumnStats(15, 0, null, null, 2, List.of(new ColumnStats.Count("Larceny Theft", 10))),
                    "incident_subcategory",
                    new ColumnStats(15, 0, null, null, 2, List.of(new ColumnStats.Count("Theft From Vehicle", 10)))));

    /** {@code work} inside a call whose budget of 2 ms ran out before it started. */
    private static SocrataException inACallPastItsDeadline(Executable work) throws InterruptedException {
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2));
        Thread.sleep(10);
        try (RequestScope scope = RequestScope.open(call)) {
            return assertThrows(SocrataException.class, work);
        }
    }

    @Test
    void matchingInACallPastItsDeadlineEndsWithTheCallsTimeout() throws InterruptedException {
        for (Executable work : List.<Executable>of(
                () -> ValueMatcher.match("Larceny Thef", VALUES),
                () -> ValueMatcher.likeMatchesAny("%Theft", VALUES),
                () -> ValueMatcher.likeIgnoringCase("%THEFT", VALUES),
                () -> new SoqlColumnCorrector().correct("SELECT incident_categroy", COLUMNS))) {
            SocrataException timeout = inACallPastItsDeadline(work);
            assertEquals(SocrataException.Kind.TIMEOUT, timeout.kind());
        }
    }

    /**
     * The answer checks' notes are extras on an answer already got: past the deadline (which the
     * advisor's lookups may have used up) the neighbour-column search stops without its note
     * instead of turning the answer into a timeout. Within the budget it names the column.
     */
    @Test
    void answerChecksPastTheDeadlineStopWithoutTheirNoteAndTheAnswerStands() throws InterruptedException {
        String soql = "SELECT * WHERE incident_category = 'Vehicle'";
        DatasetFacts facts = DatasetFacts.of(WITH_STATS, (dataset, field) -> Optional.empty());
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2));
        Thread.sleep(10);
        try (RequestScope scope = RequestScope.open(call)) {
            assertTrue(Checks.answer(soql, facts, true).isEmpty());
        }
        List<Hint> inTime = Checks.answer(soql, facts, true);
        assertTrue(inTime.stream().anyMatch(hint -> hint.why().contains("incident_subcategory")), inTime::toString);
    }

    /**
     * The checker is a judgement before sending or about a refusal: past the deadline it gives
     * none (the query goes to Socrata, a refusal keeps Socrata's words) rather than a late one.
     */
    @Test
    void theSoqlCheckerPastTheDeadlineGivesNoVerdict() throws InterruptedException {
        SoqlChecker checker = SoqlChecker.of(ColumnTypes.of(WITH_STATS.columns()));
        String soql = "SELECT incident_category, incident_subcategory, count(*) GROUP BY incident_category";
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2));
        Thread.sleep(10);
        try (RequestScope scope = RequestScope.open(call)) {
            assertTrue(checker.check(soql).passes());
        }
        assertTrue(checker.check(soql).refusal().isPresent());
    }

    @Test
    void theTimeoutNamesTheBudget() throws InterruptedException {
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2500));
        try (RequestScope scope = RequestScope.open(call)) {
            assertFalse(call.deadlinePassed());
            CallDeadline.check(); // within the budget: nothing
        }
        SocrataException timeout = inACallPastItsDeadline(() -> CallDeadline.check());
        assertEquals(
                "Request timed out after 0.002s; narrow the query (add a WHERE filter or a LIMIT) or try again",
                timeout.getMessage());
    }

    @Test
    void outsideACallTheCheckIsANoOp() {
        CallDeadline.check();
        assertEquals(true, ValueMatcher.likeMatchesAny("%Theft", VALUES));
    }
}
