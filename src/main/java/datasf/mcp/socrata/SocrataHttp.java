package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.lambda.PrimingMode;
import datasf.mcp.runtime.BuildInfo;
import datasf.mcp.runtime.RestoreAware;
import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.DefaultHttpClientConfiguration;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.exceptions.ReadTimeoutException;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Hooks;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * GETs JSON from Socrata with the Micronaut HTTP client: App Token header, retries of transient
 * failures within the tool call's time budget ({@link RetryPolicy}; the deadline and the retry
 * allowance are the call's, kept in its {@link RequestMetrics}, so every upstream request of one
 * call shares them without any tool passing them on), a cap on the body size, error
 * classification, and one token re-read when Socrata refuses the token. Requests are asynchronous
 * so a tool can run independent upstream calls in parallel (e.g. a schema's metadata and row count).
 *
 * <p>Every attempt is counted in the current request's {@link RequestMetrics} (captured on the
 * calling thread: attempts run on the client's threads).
 */
@Singleton
public class SocrataHttp implements RestoreAware {

    static final String APP_TOKEN_HEADER = "X-App-Token";

    private static final Logger LOG = LoggerFactory.getLogger(SocrataHttp.class);

    static {
        // When an attempt is cut by its deadline the HTTP client is cancelled, and it may still
        // report the closed connection afterwards. Reactor would log that as an ERROR with a stack
        // trace; it is expected, so it is noted at DEBUG, class and message only.
        Hooks.onErrorDropped(e -> LOG.debug("upstream failure after cancellation: {}", e.toString()));
    }

    /** Created on first use (and again after a SnapStart restore): startup does not pay for it. */
    private volatile HttpClient client;
    private final AppTokenSource tokens;
    private final PrimingMode priming;
    private final ObjectMapper mapper;
    private final SocrataProperties properties;
    private final RetryPolicy retry;
    private final TokenRefusals refusals;
    private final String userAgent;

    public SocrataHttp(SocrataProperties properties, RetryProperties retry, AppTokenSource tokens,
                       ObjectMapper mapper, BuildInfo build, PrimingMode priming) {
        this.tokens = tokens;
        this.priming = priming;
        this.mapper = mapper;
        this.properties = properties;
        this.retry = new RetryPolicy(retry);
        this.refusals = new TokenRefusals(tokens, System::nanoTime);
        this.userAgent = "datasf-mcp/" + build.version();
    }

    private HttpClient client() {
        HttpClient current = client;
        if (current == null) {
            synchronized (this) {
                current = client;
                if (current == null) {
                    current = HttpClient.create(null, configuration());
                    client = current;
                }
            }
        }
        return current;
    }

    /** Built with the client, not with the bean: its classes (TLS settings among them) load on first use. */
    private DefaultHttpClientConfiguration configuration() {
        DefaultHttpClientConfiguration configuration = new DefaultHttpClientConfiguration();
        // a backstop only: each attempt is cut by its own deadline below, which is never longer
        configuration.setReadTimeout(properties.attemptTimeout().plusSeconds(1));
        Duration connect = Duration.ofSeconds(5);
        configuration.setConnectTimeout(properties.attemptTimeout().compareTo(connect) < 0 ? properties.attemptTimeout() : connect);
        // a redirect would carry the App Token wherever Location points: none is followed, and a
        // 3xx answer is an api_error (send)
        configuration.setFollowRedirects(false);
        // the client stops reading past this and fails, instead of buffering until the function dies
        configuration.setMaxContentLength(properties.maxResponseBytes());
        return configuration;
    }

    /** Connections opened before a SnapStart snapshot are dead after restore: start a new client. */
    @Override
    public void afterRestore() {
        HttpClient old;
        synchronized (this) {
            old = client;
            client = null;
        }
        if (old != null) {
            old.close();
        }
    }

    /**
     * GET {@code uri} and parse the JSON body.
     *
     * @param subject what is asked for ("Dataset abcd-1234"), for not-found messages
     */
    public CompletableFuture<JsonNode> getJson(URI uri, String subject) {
        // the budget is the tool call's, shared by every upstream request it makes (RequestMetrics)
        RequestMetrics metrics = RequestScope.current();
        Call call = new Call(uri, metrics, metrics.upstreamDeadlineNanos(properties.timeout()));
        // priming talks to an in-process Socrata and must not read the token (see PrimingMode)
        return Mono.defer(() -> attempt(call, priming.active() ? Optional.empty() : tokens.token(), 1, false))
                .map(this::parse)
                .onErrorMap(e -> withoutTokens(classify(e, subject, call), call.sent))
                .toFuture();
    }

    /** One upstream request: its target, its budget and what happened so far. */
    private static final class Call {
        final URI uri;
        final RequestMetrics metrics;
        final long deadlineNanos;
        volatile int attempts;
        /** Whether the last attempt's time limit was what was left of the budget. */
        volatile boolean limitedByBudget;
        /** Every token this request carried, so that none can leave in an error message. */
        final List<String> sent = new CopyOnWriteArrayList<>();

        Call(URI uri, RequestMetrics metrics, long deadlineNanos) {
            this.uri = uri;
            this.metrics = metrics;
            this.deadlineNanos = deadlineNanos;
        }

        Duration remaining() {
            return Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime()));
        }
    }

    private Mono<String> attempt(Call call, Optional<String> token, int number, boolean tokenReread) {
        Duration remaining = call.remaining();
        if (remaining.isZero()) {
            call.limitedByBudget = true;
            return Mono.error(new TimeoutException());
        }
        call.limitedByBudget = remaining.compareTo(properties.attemptTimeout()) <= 0;
        Duration limit = call.limitedByBudget ? remaining : properties.attemptTimeout();
        call.attempts = number;
        call.metrics.upstreamCall();
        token.filter(t -> !call.sent.contains(t)).ifPresent(call.sent::add);
        return send(call.uri, token, limit)
                .onErrorResume(error -> next(call, token, number, tokenReread, error));
    }

    /** After a failed attempt: the token re-read, a retry after a wait, or the end. */
    private Mono<String> next(Call call, Optional<String> token, int number, boolean tokenReread, Throwable error) {
        if (number == 1 && !tokenReread && token.isPresent() && isAuthRefusal(error)) {
            // the token may have been rotated: read it again, at most once a minute (possibly a
            // Secrets Manager call, so not on the client's event loop) and try again at once, once
            return Mono.fromCallable(refusals::tokenForRepeat)
                    .subscribeOn(Schedulers.boundedElastic())
                    .flatMap(fresh -> attempt(call, fresh, number + 1, true));
        }
        return retry.delayBefore(number + 1, error, call.remaining(), Instant.now())
                // the retries are counted per tool call, not per request: see RetryPolicy
                .filter(wait -> call.metrics.takeUpstreamRetry(retry.maxAttempts() - 1))
                .map(wait -> Mono.delay(wait).then(Mono.defer(() -> attempt(call, token, number + 1, tokenReread))))
                .orElseGet(() -> Mono.error(error));
    }

    private Mono<String> send(URI uri, Optional<String> token, Duration limit) {
        MutableHttpRequest<Object> request = HttpRequest.GET(uri)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent);
        token.ifPresent(value -> request.header(APP_TOKEN_HEADER, value));
        return Mono.from(client().exchange(request, String.class))
                .timeout(limit)
                .map(response -> {
                    int status = response.getStatus().getCode();
                    if (status >= 300 && status < 400) {
                        throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata answered with a redirect (HTTP " + status
                                + "), which this server does not follow; try again later");
                    }
                    return response.getBody(String.class).orElse("");
                });
    }

    private JsonNode parse(String body) {
        String start = body.stripLeading();
        if (start.isEmpty()) {
            throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata sent an empty response; try again shortly");
        }
        if (start.startsWith("<")) {
            String page = SocrataErrors.parse(start, mapper).message();
            throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata sent an HTML page instead of JSON"
                    + (page == null ? "" : " (" + page + ")") + "; try again shortly");
        }
        try {
            JsonNode json = mapper.readTree(body);
            if (json == null || json.isMissingNode()) {
                throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata sent an empty response; try again shortly");
            }
            return json;
        } catch (java.io.IOException e) {
            // truncated, malformed, or beyond the parser's limits; Jackson's text is not for clients
            throw new SocrataException(SocrataException.Kind.API_ERROR,
                    "Socrata sent a response that is not valid JSON (truncated or malformed); try again or narrow the query");
        }
    }

    private static boolean isAuthRefusal(Throwable e) {
        return e instanceof HttpClientResponseException http
                && (http.getStatus().getCode() == 401 || http.getStatus().getCode() == 403);
    }

    private Throwable classify(Throwable e, String subject, Call call) {
        if (e instanceof SocrataException) {
            return e;
        }
        if (RetryPolicy.tooLarge(e)) {
            return new SocrataException(SocrataException.Kind.API_ERROR, "Socrata's response is too large (over "
                    + bytes(properties.maxResponseBytes()) + "); narrow the query: select fewer columns, "
                    + "add a WHERE filter or a lower LIMIT");
        }
        if (e instanceof HttpClientResponseException http) {
            String body = http.getResponse().getBody(String.class).orElse(null);
            SocrataException classified = SocrataErrors.classify(http.getStatus().getCode(), body, subject, mapper);
            Optional<Duration> retryAfter = RetryPolicy.retryAfter(e, Instant.now());
            String asked = http.getStatus().getCode() == 429 && retryAfter.isPresent()
                    ? " (Socrata asks to wait " + seconds(retryAfter.get()) + ")" : "";
            return withAttempts(classified, asked, call);
        }
        if (e instanceof ReadTimeoutException || e instanceof TimeoutException) {
            Duration after = call.limitedByBudget ? properties.timeout() : properties.attemptTimeout();
            return withAttempts(new SocrataException(SocrataException.Kind.TIMEOUT, "Request timed out after " + seconds(after)
                    + "; narrow the query (add a WHERE filter or a LIMIT) or try again"), "", call);
        }
        return withAttempts(new SocrataException(SocrataException.Kind.API_ERROR, "Could not reach Socrata; try again shortly"), "", call);
    }

    /**
     * Socrata's own error text goes to the LLM (it says what is wrong with a query), so an answer
     * quoting the request, its token included, would hand the App Token to the client. Each token
     * the request carried is cut out of the message and details in every form it could be quoted
     * in ({@link TokenRedaction}).
     */
    static Throwable withoutTokens(Throwable e, List<String> sent) {
        if (!(e instanceof SocrataException failure) || sent.isEmpty()) {
            return e;
        }
        String message = TokenRedaction.redact(failure.getMessage(), sent);
        String details = TokenRedaction.redact(failure.details(), sent);
        if (Objects.equals(message, failure.getMessage()) && Objects.equals(details, failure.details())) {
            return e;
        }
        return new SocrataException(failure.kind(), message, details);
    }

    /** Says how hard we tried, so the LLM does not hammer a struggling upstream at once. */
    private static SocrataException withAttempts(SocrataException error, String suffix, Call call) {
        String attempts = call.attempts > 1 ? " (gave up after " + call.attempts + " attempts)" : "";
        if (suffix.isEmpty() && attempts.isEmpty()) {
            return error;
        }
        return new SocrataException(error.kind(), error.getMessage() + suffix + attempts, error.details());
    }

    /** "30s", "2.5s": whole seconds unless the timeout has a fraction. */
    static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString() + "s";
    }

    /** "8 MiB", "64 KiB", "1500 bytes". */
    static String bytes(int count) {
        if (count % (1024 * 1024) == 0) {
            return count / (1024 * 1024) + " MiB";
        }
        return count % 1024 == 0 ? count / 1024 + " KiB" : count + " bytes";
    }

    @PreDestroy
    void close() {
        afterRestore(); // the same thing: close the client if there is one
    }
}
