package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.runtime.RestoreAware;
import datasf.mcp.secrets.AnonymousAppTokenSource;
import datasf.mcp.secrets.AppTokenSource;
import io.micronaut.http.uri.UriBuilder;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The three Socrata APIs the tools use: Discovery (catalog search), Views (dataset metadata) and
 * Resource (SoQL queries). Answers are raw JSON; the tools and the schema service shape them.
 * Every failure is a {@link SocrataException}: thrown by the blocking methods, the failure of the
 * future for the asynchronous ones (which let a caller run independent requests in parallel); an
 * answer of another shape than the tools read is one too ({@link AnswerShape}).
 *
 * <p>The tools share one client, at the configured portal with the App Token. Init-phase priming
 * runs them against an in-process Socrata through a client of its own ({@link #anonymousAt}), to
 * which it detours its own thread's requests ({@link #detour}): this client's portal and token
 * are never re-pointed, and no other thread is affected.
 */
public class SocrataClient implements RestoreAware, AutoCloseable {

    private final SocrataProperties properties;
    private final RetryProperties retry;
    private final ObjectMapper mapper;
    private final String userAgent;
    /** The HTTP client (connection pool): this client's own, or shared with the one it was made from. */
    private final LazyHttpClient connections;

    private final boolean ownsConnections;
    private final SocrataHttp http;
    /** Set only inside {@link #detour}: the client that sends this thread's requests instead. */
    private final ThreadLocal<SocrataClient> detour = new ThreadLocal<>();

    SocrataClient(
            SocrataProperties properties,
            RetryProperties retry,
            AppTokenSource tokens,
            ObjectMapper mapper,
            String userAgent) {
        this(properties, retry, tokens, mapper, userAgent, new LazyHttpClient(properties), true);
    }

    private SocrataClient(
            SocrataProperties properties,
            RetryProperties retry,
            AppTokenSource tokens,
            ObjectMapper mapper,
            String userAgent,
            LazyHttpClient connections,
            boolean ownsConnections) {
        this.properties = properties;
        this.retry = retry;
        this.mapper = mapper;
        this.userAgent = userAgent;
        this.connections = connections;
        this.ownsConnections = ownsConnections;
        this.http = new SocrataHttp(properties, retry, tokens, mapper, userAgent, connections);
    }

    /**
     * A client of its own at another Socrata, with this one's time budget, retries and size cap but
     * no App Token (its requests carry none, so nothing reads the token's secret). It sends through
     * this client's HTTP client (the connection pool, which is URL-agnostic): built once, during
     * init when priming uses it, instead of once for each and then again for the first caller.
     * Close it after use; that leaves the shared pool to this client.
     */
    public SocrataClient anonymousAt(String baseUrl, String discoveryUrl) {
        SocrataProperties elsewhere = new SocrataProperties(
                baseUrl,
                discoveryUrl,
                properties.timeout(),
                properties.attemptTimeout(),
                properties.maxResponseBytes());
        return new SocrataClient(
                elsewhere, retry, AnonymousAppTokenSource.INSTANCE, mapper, userAgent, connections, false);
    }

    /**
     * Until the returned handle is closed, every request this client is asked for on the calling
     * thread is sent by {@code other} instead; requests on other threads are not affected.
     */
    public Detour detour(SocrataClient other) {
        SocrataClient previous = detour.get();
        detour.set(other);
        return () -> {
            if (previous == null) {
                detour.remove();
            } else {
                detour.set(previous);
            }
        };
    }

    /** Ends a {@link #detour}. */
    public interface Detour extends AutoCloseable {
        @Override
        void close();
    }

    /** The client that sends this thread's requests: this one, unless detoured. */
    private SocrataClient target() {
        SocrataClient other = detour.get();
        return other != null ? other : this;
    }

    /** Connections opened before a SnapStart snapshot are dead after restore: the next request reconnects. */
    @Override
    public void afterRestore() {
        connections.close(); // the next request builds a new HTTP client
    }

    @Override
    public void close() {
        if (ownsConnections) {
            connections.close();
        }
    }

    /** The portal the calling thread's requests go to, e.g. {@code https://data.sf.gov}. */
    public String baseUrl() {
        return target().properties.baseUrl();
    }

    /**
     * Keyword search over this portal's datasets, best match first.
     *
     * @param minShouldMatch how many of the query's words a dataset must match, in the Discovery
     *     API's (Elasticsearch's) format, e.g. {@code "1"}; null for the API's default {@code 3<60%}
     *     (every word of a query of up to three words, 60% of a longer one)
     */
    public JsonNode searchDatasets(String query, int limit, String minShouldMatch) {
        SocrataClient to = target();
        UriBuilder uri = to.catalog(limit).queryParam("q", query);
        if (minShouldMatch != null) {
            uri.queryParam("min_should_match", minShouldMatch);
        }
        return await(to.http
                .getJson(uri.build(), "Search results")
                .thenApply(page -> AnswerShape.objectWithList(page, "the search", "results")));
    }

    /**
     * This portal's datasets, most viewed in the last month first, optionally in one of the
     * portal's own (domain) categories, which need {@code search_context} to match.
     */
    public JsonNode listDatasets(String category, int limit) {
        SocrataClient to = target();
        UriBuilder uri = to.catalog(limit).queryParam("order", ListOrder.MOST_VIEWED_LAST_MONTH);
        if (category != null) {
            uri.queryParam("categories", category);
        }
        return await(to.http
                .getJson(uri.build(), "Datasets")
                .thenApply(page -> AnswerShape.objectWithList(page, "the dataset list", "results")));
    }

    /** The portal's categories with their dataset counts. */
    public CompletableFuture<JsonNode> domainCategories() {
        SocrataClient to = target();
        String domain = to.properties.domain();
        URI uri = UriBuilder.of(to.properties.discoveryUrl())
                .path("domain_categories")
                .queryParam("domains", domain)
                .queryParam("search_context", domain)
                .queryParam("only", "dataset")
                .build();
        return to.http
                .getJson(uri, "Categories")
                .thenApply(page -> AnswerShape.objectWithList(page, "the category list", "results"));
    }

    /** A dataset's metadata: name, description, columns, update times. */
    public CompletableFuture<JsonNode> view(String datasetId) {
        if (!isDatasetId(datasetId)) {
            return CompletableFuture.failedFuture(invalidDatasetId());
        }
        SocrataClient to = target();
        URI uri = UriBuilder.of(to.properties.baseUrl())
                .path("api")
                .path("views")
                .path(datasetId + ".json")
                .build();
        return to.http
                .getJson(uri, "Dataset " + datasetId)
                .thenApply(view -> AnswerShape.objectWithList(view, "dataset " + datasetId + "'s metadata", "columns"));
    }

    /** Runs a full SoQL query ({@code $query}); answers a JSON array of row objects. */
    public JsonNode query(String datasetId, String soql) {
        return await(queryAsync(datasetId, soql));
    }

    /** {@link #query} without waiting for the answer. */
    public CompletableFuture<JsonNode> queryAsync(String datasetId, String soql) {
        if (!isDatasetId(datasetId)) {
            return CompletableFuture.failedFuture(invalidDatasetId());
        }
        SocrataClient to = target();
        URI uri = UriBuilder.of(to.properties.baseUrl())
                .path("resource")
                .path(datasetId + ".json")
                .queryParam("$query", soql)
                .build();
        return to.http.getJson(uri, "Dataset " + datasetId).thenApply(AnswerShape::rows);
    }

    /**
     * The dataset id becomes a path segment of the request: only a well-formed one ever does, so no
     * id (from arguments, a cursor or anywhere else) can change the path or add a query string.
     */
    private static boolean isDatasetId(String datasetId) {
        return DatasetId.isValid(datasetId);
    }

    private static SocrataException invalidDatasetId() {
        return new SocrataException(SocrataException.Kind.INVALID_REQUEST, "Invalid dataset_id: " + DatasetId.RULE);
    }

    /** Waits for an answer of this client's asynchronous methods, rethrowing its {@link SocrataException}. */
    public static <T> T await(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof SocrataException failure) {
                throw failure;
            }
            throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata request failed");
        }
    }

    private UriBuilder catalog(int limit) {
        String domain = properties.domain();
        return UriBuilder.of(properties.discoveryUrl())
                .queryParam("domains", domain)
                .queryParam("search_context", domain)
                .queryParam("only", "dataset")
                .queryParam("limit", limit);
    }

    /** The Discovery API sort used when browsing without keywords. */
    public static final class ListOrder {
        public static final String MOST_VIEWED_LAST_MONTH = "page_views_last_month";

        private ListOrder() {}
    }
}
