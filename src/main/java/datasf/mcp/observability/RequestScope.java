package datasf.mcp.observability;

/**
 * Makes the current request's {@link RequestMetrics} reachable from deep in the call (the Socrata
 * client, the schema cache) without threading it through every signature. Bound to the thread that
 * serves the request: the controller, the MCP handler (immediate execution) and the tools all run
 * on it. Code that continues on other threads captures {@link #current()} first.
 */
public final class RequestScope implements AutoCloseable {

    private static final ThreadLocal<RequestMetrics> CURRENT = new ThreadLocal<>();

    private final RequestMetrics previous;

    private RequestScope(RequestMetrics previous) {
        this.previous = previous;
    }

    /** Binds {@code metrics} to this thread until {@link #close()}. */
    public static RequestScope open(RequestMetrics metrics) {
        RequestScope scope = new RequestScope(CURRENT.get());
        CURRENT.set(metrics);
        return scope;
    }

    /**
     * The metrics of the request this thread is serving; outside a request (startup, tests of a
     * single class) a throwaway instance, so callers never need a null check.
     */
    public static RequestMetrics current() {
        RequestMetrics metrics = CURRENT.get();
        return metrics != null ? metrics : new RequestMetrics(null, null, null, null);
    }

    @Override
    public void close() {
        // pooled threads (the local server) must not carry one request's metrics into the next
        if (previous == null) {
            CURRENT.remove();
        } else {
            CURRENT.set(previous);
        }
    }
}
