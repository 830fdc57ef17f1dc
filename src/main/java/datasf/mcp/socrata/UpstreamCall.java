package datasf.mcp.socrata;

import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One upstream request: its target, its share of the tool call's time budget and retries, and what
 * happened so far. The deadline and the retry allowance are the tool call's, kept in its
 * {@link RequestMetrics} (captured on the calling thread: attempts run on the client's threads), so
 * every upstream request of one call shares them without any tool passing them on; every attempt
 * is counted there for the request log.
 */
final class UpstreamCall {

    final URI uri;
    /** What is asked for ("Dataset abcd-1234"), for not-found messages. */
    final String subject;

    private final RequestMetrics metrics;
    private final long deadlineNanos;
    private final Duration attemptTimeout;
    private volatile int attempts;
    /** Whether the last attempt's time limit was what was left of the budget. */
    private volatile boolean limitedByBudget;
    /** Every token this request carried, so that none can leave in an error message. */
    private final List<String> sent = new CopyOnWriteArrayList<>();

    UpstreamCall(URI uri, String subject, SocrataProperties properties) {
        this.uri = uri;
        this.subject = subject;
        this.metrics = RequestScope.current();
        this.deadlineNanos = metrics.upstreamDeadlineNanos(properties.timeout());
        this.attemptTimeout = properties.attemptTimeout();
    }

    Duration remaining() {
        return Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime()));
    }

    /**
     * Starts attempt {@code number}: counted in the request's metrics, with the token it carries
     * remembered for redaction.
     *
     * @return how long the attempt may take, or empty when the budget is spent
     */
    Optional<Duration> startAttempt(int number, Optional<String> token) {
        Duration remaining = remaining();
        if (remaining.isZero()) {
            limitedByBudget = true;
            return Optional.empty();
        }
        limitedByBudget = remaining.compareTo(attemptTimeout) <= 0;
        attempts = number;
        metrics.upstreamCall();
        token.filter(t -> !sent.contains(t)).ifPresent(sent::add);
        return Optional.of(limitedByBudget ? remaining : attemptTimeout);
    }

    /** Counts the request (with its retries) among those its tool call must see done before it answers. */
    void startedIn(java.util.concurrent.CompletableFuture<?> request) {
        metrics.upstreamStarted(request);
    }

    /** Takes one of the tool call's {@code allowed} retries; false when none is left. */
    boolean takeRetry(int allowed) {
        return metrics.takeUpstreamRetry(allowed);
    }

    int attempts() {
        return attempts;
    }

    boolean limitedByBudget() {
        return limitedByBudget;
    }

    List<String> tokensSent() {
        return sent;
    }
}
