package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpRequest;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Hooks;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * GETs JSON from Socrata: each request is tried within the tool call's time budget
 * ({@link UpstreamCall}), retried when the failure is transient ({@link RetryPolicy}), repeated once
 * with the token read again when Socrata refuses the App Token ({@link AppTokenHeader}), its body
 * read as JSON ({@link JsonBody}), its failure classified ({@link SocrataErrors}) and cleaned of any
 * token it carried ({@link TokenRedaction}); a redirect is never followed ({@link PortalRedirects}). Requests are asynchronous so a tool can run independent
 * upstream calls in parallel (e.g. a schema's metadata and row count).
 */
final class SocrataHttp {

    private static final Logger LOG = LoggerFactory.getLogger(SocrataHttp.class);

    static {
        // When an attempt is cut by its deadline the HTTP client is cancelled, and it may still
        // report the closed connection afterwards. Reactor would log that as an ERROR with a stack
        // trace; it is expected, so it is noted at DEBUG, class and message only.
        Hooks.onErrorDropped(e -> LOG.debug("upstream failure after cancellation: {}", e.toString()));
    }

    private final LazyHttpClient client;
    private final AppTokenHeader token;
    private final ObjectMapper mapper;
    private final SocrataProperties properties;
    private final RetryPolicy retry;
    private final String userAgent;
    private final PortalRedirects redirects;

    /** @param client the HTTP client to send through (its owner closes it) */
    SocrataHttp(
            SocrataProperties properties,
            RetryProperties retry,
            AppTokenSource tokens,
            ObjectMapper mapper,
            String userAgent,
            LazyHttpClient client) {
        this.client = client;
        this.token = new AppTokenHeader(tokens);
        this.mapper = mapper;
        this.properties = properties;
        this.retry = new RetryPolicy(retry);
        this.userAgent = userAgent;
        this.redirects = new PortalRedirects(properties);
    }

    /**
     * GET {@code uri} and parse the JSON body; the future fails with a {@link SocrataException}.
     *
     * @param subject what is asked for ("Dataset abcd-1234"), for not-found messages
     */
    CompletableFuture<JsonNode> getJson(URI uri, String subject) {
        UpstreamCall call = new UpstreamCall(uri, subject, properties);
        CompletableFuture<JsonNode> request = Mono.defer(() -> attempt(call, token.current(), 1, false))
                // bodies are read, parsed and classified on a worker, never on the HTTP client's
                // event loop, which every call's connections share: a slow parse there would stall them all
                .publishOn(Schedulers.boundedElastic())
                .map(response -> JsonBody.parse(response.getBody(String.class).orElse(""), mapper))
                .onErrorMap(e -> TokenRedaction.withoutTokens(
                        SocrataErrors.classify(e, call, properties, mapper), call.tokensSent()))
                .toFuture();
        call.startedIn(request);
        return request;
    }

    private Mono<HttpResponse<String>> attempt(
            UpstreamCall call, Optional<String> appToken, int number, boolean tokenReread) {
        Optional<Duration> limit = call.startAttempt(number, appToken);
        if (limit.isEmpty()) {
            return Mono.error(new TimeoutException());
        }
        return send(call.uri, appToken, limit.get())
                .onErrorResume(error -> next(call, appToken, number, tokenReread, error));
    }

    /** After a failed attempt: the token re-read, a retry after a wait, or the end. */
    private Mono<HttpResponse<String>> next(
            UpstreamCall call, Optional<String> appToken, int number, boolean tokenReread, Throwable error) {
        if (AppTokenHeader.refused(error, number, tokenReread, appToken)) {
            // read the token again (possibly a Secrets Manager call, so not on the client's event
            // loop) and try again at once, once
            return Mono.fromCallable(token::forRepeat)
                    .subscribeOn(Schedulers.boundedElastic())
                    .flatMap(fresh -> attempt(call, fresh, number + 1, true));
        }
        return retry.delayBefore(number + 1, error, call.remaining(), Instant.now())
                // the retries are counted per tool call, not per request: see RetryPolicy
                .filter(wait -> call.takeRetry(retry.maxAttempts() - 1))
                .map(wait -> Mono.delay(wait).then(Mono.defer(() -> attempt(call, appToken, number + 1, tokenReread))))
                .orElseGet(() -> Mono.error(error));
    }

    private Mono<HttpResponse<String>> send(URI uri, Optional<String> appToken, Duration limit) {
        MutableHttpRequest<Object> request =
                HttpRequest.GET(uri).header("Accept", "application/json").header("User-Agent", userAgent);
        AppTokenHeader.add(request, appToken);
        return Mono.from(client.get().exchange(request, String.class))
                .timeout(limit)
                .map(response -> {
                    int status = response.getStatus().getCode();
                    if (status >= 300 && status < 400) {
                        // never followed: see PortalRedirects
                        throw redirects.refused(
                                uri, status, response.getHeaders().get("Location"));
                    }
                    return response;
                });
    }
}
