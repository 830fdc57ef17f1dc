package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.secrets.AppTokenSource;
import datasf.mcp.server.BuildInfo;
import datasf.mcp.tools.ErrorType;
import datasf.mcp.tools.ToolException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.client.DefaultHttpClientConfiguration;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.exceptions.ReadTimeoutException;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import reactor.core.publisher.Mono;

/**
 * GETs JSON from Socrata with the Micronaut HTTP client: App Token header, timeout, error
 * classification, one token re-read when Socrata refuses the token. Requests are asynchronous so a
 * tool can run independent upstream calls in parallel (e.g. a schema's metadata and row count).
 */
@Singleton
public class SocrataHttp {

    static final String APP_TOKEN_HEADER = "X-App-Token";

    private final HttpClient client;
    private final AppTokenSource tokens;
    private final ObjectMapper mapper;
    private final Duration timeout;
    private final String userAgent;

    public SocrataHttp(SocrataProperties properties, AppTokenSource tokens, ObjectMapper mapper, BuildInfo build) {
        this.tokens = tokens;
        this.mapper = mapper;
        this.timeout = properties.timeout();
        this.userAgent = "datasf-mcp/" + build.version();
        DefaultHttpClientConfiguration configuration = new DefaultHttpClientConfiguration();
        configuration.setReadTimeout(timeout);
        configuration.setConnectTimeout(timeout.compareTo(Duration.ofSeconds(10)) < 0 ? timeout : Duration.ofSeconds(10));
        configuration.setFollowRedirects(true);
        this.client = HttpClient.create(null, configuration);
    }

    /**
     * GET {@code uri} and parse the JSON body.
     *
     * @param subject what is asked for ("Dataset abcd-1234"), for not-found messages
     */
    public CompletableFuture<JsonNode> getJson(URI uri, String subject) {
        Optional<String> token = tokens.token();
        // captured here, on the request's thread: the requests complete on the client's threads
        RequestMetrics metrics = RequestScope.current();
        return send(uri, token, metrics)
                .onErrorResume(e -> isAuthRefusal(e) && token.isPresent()
                        // the token may have been rotated: read it again once, then retry
                        ? send(uri, tokens.refresh(), metrics)
                        : Mono.error(e))
                .map(body -> parse(body))
                .onErrorMap(e -> classify(e, subject))
                .toFuture();
    }

    /** Waits for a future from {@link #getJson}, rethrowing its classified failure. */
    public static <T> T await(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof ToolException tool) {
                throw tool;
            }
            throw new ToolException(ErrorType.API_ERROR, "Socrata request failed");
        }
    }

    private Mono<String> send(URI uri, Optional<String> token, RequestMetrics metrics) {
        metrics.upstreamCall();
        MutableHttpRequest<Object> request = HttpRequest.GET(uri)
                .header("Accept", "application/json")
                .header("User-Agent", userAgent);
        token.ifPresent(value -> request.header(APP_TOKEN_HEADER, value));
        return Mono.from(client.exchange(request, String.class))
                .timeout(timeout.plusMillis(250))
                .map(response -> response.getBody(String.class).orElse(""));
    }

    private JsonNode parse(String body) {
        try {
            return mapper.readTree(body);
        } catch (java.io.IOException e) {
            throw new ToolException(ErrorType.API_ERROR,
                    "Socrata sent a response that is not valid JSON; try again or narrow the query");
        }
    }

    private static boolean isAuthRefusal(Throwable e) {
        return e instanceof HttpClientResponseException http
                && (http.getStatus().getCode() == 401 || http.getStatus().getCode() == 403);
    }

    private Throwable classify(Throwable e, String subject) {
        if (e instanceof ToolException) {
            return e;
        }
        if (e instanceof HttpClientResponseException http) {
            HttpResponse<?> response = http.getResponse();
            String body = response.getBody(String.class).orElse(null);
            return SocrataErrors.classify(http.getStatus().getCode(), body, subject, mapper);
        }
        if (e instanceof ReadTimeoutException || e instanceof TimeoutException) {
            return new ToolException(ErrorType.TIMEOUT, "Request timed out after " + seconds(timeout)
                    + "; narrow the query (add a WHERE filter or a LIMIT) or try again");
        }
        return new ToolException(ErrorType.API_ERROR, "Could not reach Socrata; try again shortly");
    }

    /** "30s", "2.5s": whole seconds unless the timeout has a fraction. */
    static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString() + "s";
    }

    @PreDestroy
    void close() {
        client.close();
    }
}
