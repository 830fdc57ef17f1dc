package datasf.mcp.socrata;

import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;

/**
 * The deadline of the tool call the current thread serves ({@code DATASF_SOCRATA_TIMEOUT} from the
 * request's arrival), for the work a call does between its upstream requests: the advisor's value
 * matching and the corrector's name matching check it as they go, so that a call whose time is up
 * answers its classified timeout at once, and none of its work goes on after it has answered. The
 * upstream requests keep to the same deadline ({@link UpstreamCall}).
 */
public final class CallDeadline {

    private CallDeadline() {}

    /** Starts the current call's clock (the first upstream request would start it otherwise). */
    public static void start(SocrataProperties properties) {
        RequestScope.current().upstreamDeadlineNanos(properties.timeout());
    }

    /**
     * Throws the call's classified timeout when its deadline has passed; does nothing outside a
     * tool call (a call whose clock has not started).
     *
     * @throws SocrataException of kind {@link SocrataException.Kind#TIMEOUT}
     */
    public static void check() {
        if (passed()) {
            throw SocrataErrors.timedOut(RequestScope.current().budget());
        }
    }

    /**
     * Whether the current call's deadline has passed, for optional work (the answer checks' notes)
     * that should stop quietly rather than turn an answer that stands into a timeout; false
     * outside a call.
     */
    public static boolean passed() {
        RequestMetrics call = RequestScope.current();
        return call.budget() != null && call.deadlinePassed();
    }

    /**
     * How long a step of the current call may wait for something it can do without: half the time
     * the call has left, so the call's own work keeps the other half. {@link Long#MAX_VALUE}
     * nanoseconds outside a call.
     */
    public static long optionalWaitNanos() {
        long left = RequestScope.current().nanosLeft();
        return left == Long.MAX_VALUE ? left : left / 2;
    }
}
