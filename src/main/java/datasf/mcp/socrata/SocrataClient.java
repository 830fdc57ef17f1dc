package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.runtime.RestoreAware;
import io.micronaut.http.uri.UriBuilder;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The three Socrata APIs the tools use: Discovery (catalog search), Views (dataset metadata) and
 * Resource (SoQL queries). Answers are raw JSON; the tools and the schema service shape them.
 * Every failure is a {@link SocrataException}: thrown by the blocking methods, the failure of the
 * future for the asynchronous ones (which let a caller run independent requests in parallel).
 */
public class SocrataClient implements RestoreAware, AutoCloseable {

    private final SocrataHttp http;
    private final SocrataProperties configured;
    /** The configured portal, except while init-phase priming points it at an in-process one. */
    private volatile SocrataProperties properties;

    SocrataClient(SocrataProperties properties, SocrataHttp http) {
        this.http = http;
        this.configured = properties;
        this.properties = properties;
    }

    /** Connections opened before a SnapStart snapshot are dead after restore: the next request reconnects. */
    @Override
    public void afterRestore() {
        http.afterRestore();
    }

    @Override
    public void close() {
        http.close();
    }

    public String domain() {
        return properties.domain();
    }

    public String baseUrl() {
        return properties.baseUrl();
    }

    /**
     * Points every request at another Socrata until the returned handle is closed: init-phase
     * priming runs the tools against an in-process Socrata this way (see datasf.mcp.lambda).
     */
    public AutoCloseable redirect(String baseUrl, String discoveryUrl) {
        this.properties = new SocrataProperties(baseUrl, discoveryUrl, configured.timeout(),
                configured.attemptTimeout(), configured.maxResponseBytes());
        return () -> this.properties = configured;
    }

    /** Keyword search over this portal's datasets, best match first. */
    public JsonNode searchDatasets(String query, int limit) {
        UriBuilder uri = catalog(limit).queryParam("q", query);
        return await(http.getJson(uri.build(), "Search results"));
    }

    /**
     * This portal's datasets, most viewed in the last month first, optionally in one of the
     * portal's own (domain) categories, which need {@code search_context} to match.
     */
    public JsonNode listDatasets(String category, int limit) {
        UriBuilder uri = catalog(limit).queryParam("order", ListOrder.MOST_VIEWED_LAST_MONTH);
        if (category != null) {
            uri.queryParam("categories", category);
        }
        return await(http.getJson(uri.build(), "Datasets"));
    }

    /** The portal's categories with their dataset counts. */
    public CompletableFuture<JsonNode> domainCategories() {
        URI uri = UriBuilder.of(properties.discoveryUrl()).path("domain_categories")
                .queryParam("domains", domain())
                .queryParam("search_context", domain())
                .queryParam("only", "dataset")
                .build();
        return http.getJson(uri, "Categories");
    }

    /** A dataset's metadata: name, description, columns, update times. */
    public CompletableFuture<JsonNode> view(String datasetId) {
        if (!isDatasetId(datasetId)) {
            return CompletableFuture.failedFuture(invalidDatasetId());
        }
        URI uri = UriBuilder.of(properties.baseUrl()).path("api").path("views").path(datasetId + ".json").build();
        return http.getJson(uri, "Dataset " + datasetId);
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
        URI uri = UriBuilder.of(properties.baseUrl()).path("resource").path(datasetId + ".json")
                .queryParam("$query", soql)
                .build();
        return http.getJson(uri, "Dataset " + datasetId);
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
        return UriBuilder.of(properties.discoveryUrl())
                .queryParam("domains", domain())
                .queryParam("search_context", domain())
                .queryParam("only", "dataset")
                .queryParam("limit", limit);
    }

    /** The Discovery API sort used when browsing without keywords. */
    public static final class ListOrder {
        public static final String MOST_VIEWED_LAST_MONTH = "page_views_last_month";

        private ListOrder() {}
    }
}
