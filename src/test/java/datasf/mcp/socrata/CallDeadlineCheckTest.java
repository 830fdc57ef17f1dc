package datasf.mcp.socrata;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import datasf.mcp.advisor.ValueMatcher;
import datasf.mcp.advisor.ValueSample;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.SoqlColumnCorrector;
import java.time.Duration;
import java.util.List;
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
