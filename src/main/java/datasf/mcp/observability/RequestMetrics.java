package datasf.mcp.observability;

import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What one request did, collected while it runs and written as one log line at the end (see
 * {@link RequestLog}). Thread-safe: upstream attempts are counted on HTTP client threads while the
 * request thread fills in the rest, and the local server runs many requests at once (each has its
 * own instance).
 */
public final class RequestMetrics {

    private final String requestId;
    private final String lambdaRequestId;
    private final String httpMethod;
    private final String path;
    private final long startNanos = System.nanoTime();

    private final AtomicInteger upstreamCalls = new AtomicInteger();
    private final AtomicInteger upstreamRetries = new AtomicInteger();
    private final AtomicInteger cacheHits = new AtomicInteger();
    private final AtomicInteger cacheMisses = new AtomicInteger();
    /** How long past their deadline {@link #awaitUpstream()} waits for upstream requests to end. */
    static final java.time.Duration UPSTREAM_GRACE = java.time.Duration.ofMillis(500);
    /** The upstream requests this request started, so that it can end with none still running. */
    private final Queue<CompletableFuture<?>> upstreamStarted = new ConcurrentLinkedQueue<>();

    private volatile long upstreamDeadline = startNanos;
    /** The budget the deadline was set from; null until it is. */
    private volatile java.time.Duration budget;

    private volatile String rpcMethod;
    private volatile String tool;
    private volatile String datasetId;
    private volatile String keyFingerprint;
    private volatile String sourceIp;
    private volatile Integer rpcErrorCode;
    private volatile String toolErrorType;
    private volatile String httpErrorType;

    public RequestMetrics(String requestId, String lambdaRequestId, String httpMethod, String path) {
        this.requestId = requestId;
        this.lambdaRequestId = lambdaRequestId;
        this.httpMethod = httpMethod;
        this.path = path;
    }

    /** One HTTP request sent to Socrata (every attempt counts, retries included). */
    public void upstreamCall() {
        upstreamCalls.incrementAndGet();
    }

    /** An upstream request this request started (retries and all), done when its future is. */
    public void upstreamStarted(CompletableFuture<?> request) {
        upstreamStarted.add(request);
    }

    /**
     * Waits until every upstream request this request started is done, at most until their deadline
     * and {@link #UPSTREAM_GRACE} (an attempt's own timeout ends it about then). A tool that answers while a request it started in
     * parallel (a schema lookup beside a failed query) still runs would leave it behind: on Lambda
     * it is frozen with the instance and resumes, retries and all, inside some later call.
     *
     * @return whether all are done
     */
    public boolean awaitUpstream() {
        if (upstreamStarted.isEmpty()) {
            return true;
        }
        long deadlineNanos = upstreamDeadline + UPSTREAM_GRACE.toNanos();
        CompletableFuture<?> all = CompletableFuture.allOf(upstreamStarted.stream()
                .map(request -> request.handle((result, failure) -> null))
                .toArray(CompletableFuture[]::new));
        try {
            all.get(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * When everything this request asks upstream must be done: its start plus {@code budget}. One
     * request carries one tool call, so every upstream request the call makes (schema lookups,
     * retries and their waits, a corrected retry...) shares this one deadline.
     */
    public long upstreamDeadlineNanos(java.time.Duration budget) {
        upstreamDeadline = startNanos + budget.toNanos();
        this.budget = budget;
        return upstreamDeadline;
    }

    /** The budget the request's deadline was set from, or null when none was set yet. */
    public java.time.Duration budget() {
        return budget;
    }

    /** Nanoseconds until the deadline (0 once it has passed), or {@link Long#MAX_VALUE} when none was set. */
    public long nanosLeft() {
        return budget == null ? Long.MAX_VALUE : Math.max(0, upstreamDeadline - System.nanoTime());
    }

    /** Whether a deadline was set and has passed. */
    public boolean deadlinePassed() {
        return budget != null && System.nanoTime() - upstreamDeadline >= 0;
    }

    /**
     * Takes one of the {@code allowed} upstream retries this request may make in all, across every
     * upstream request it sends; false when none is left.
     */
    public boolean takeUpstreamRetry(int allowed) {
        while (true) {
            int used = upstreamRetries.get();
            if (used >= allowed) {
                return false;
            }
            if (upstreamRetries.compareAndSet(used, used + 1)) {
                return true;
            }
        }
    }

    /** A dataset schema served from the instance cache. */
    public void cacheHit() {
        cacheHits.incrementAndGet();
    }

    /** A dataset schema that had to be fetched from Socrata. */
    public void cacheMiss() {
        cacheMisses.incrementAndGet();
    }

    public void rpcMethod(String method) {
        this.rpcMethod = method;
    }

    public void tool(String name) {
        this.tool = name;
    }

    public void datasetId(String id) {
        this.datasetId = id;
    }

    /** Fingerprint of the access key the request was made with (never the key). */
    public void keyFingerprint(String fingerprint) {
        this.keyFingerprint = fingerprint;
    }

    /**
     * The caller's address: API Gateway's {@code requestContext.http.sourceIp} (the TCP peer it
     * saw; API Gateway does not trust a client's X-Forwarded-For for it), or the local server's
     * socket peer.
     */
    public void sourceIp(String address) {
        this.sourceIp = address;
    }

    /** The JSON-RPC error the request was answered with. */
    public void rpcError(int code) {
        this.rpcErrorCode = code;
    }

    /** The {@code error_type} of a failed tool call. */
    public void toolError(String errorType) {
        this.toolErrorType = errorType;
    }

    /** Why the request was refused at the HTTP level; the first reason given wins. */
    public void httpError(String errorType) {
        if (httpErrorType == null) {
            httpErrorType = errorType;
        }
    }

    public String requestId() {
        return requestId;
    }

    public String lambdaRequestId() {
        return lambdaRequestId;
    }

    public String httpMethod() {
        return httpMethod;
    }

    public String path() {
        return path;
    }

    public String rpcMethod() {
        return rpcMethod;
    }

    public String tool() {
        return tool;
    }

    public String datasetId() {
        return datasetId;
    }

    public String keyFingerprint() {
        return keyFingerprint;
    }

    public String sourceIp() {
        return sourceIp;
    }

    public int upstreamCalls() {
        return upstreamCalls.get();
    }

    /** "miss" when any schema had to be fetched, "hit" when all came from cache, null when none was needed. */
    public String cache() {
        if (cacheMisses.get() > 0) {
            return "miss";
        }
        return cacheHits.get() > 0 ? "hit" : null;
    }

    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    Integer rpcErrorCode() {
        return rpcErrorCode;
    }

    String toolErrorType() {
        return toolErrorType;
    }

    String httpErrorType() {
        return httpErrorType;
    }
}
