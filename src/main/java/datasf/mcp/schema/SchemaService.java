package datasf.mcp.schema;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import io.micronaut.cache.SyncCache;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dataset schemas and row counts, cached in the instance (Caffeine through micronaut-cache, caches
 * "schemas" and "row-counts": TTL and size from configuration). They are fetched and cached apart,
 * because they are needed apart: every data tool needs the metadata (for auto-correction and the
 * answer's {@code source}), only get_schema (and count_rows without a condition) needs the count of
 * the whole dataset, which is a query Socrata has to run. A hit makes no upstream call; failures
 * are never cached; concurrent misses for one dataset share one metadata request, but a call never
 * takes another call's failure for its own (that request ran on the other call's deadline and
 * retries): it then asks itself.
 */
@Singleton
public class SchemaService {

    /**
     * SoQL for the real number of rows (the Views API has no reliable count); count_rows adds its
     * condition to it, so both answers name the same query in their source.
     */
    public static final String COUNT_ALL = "SELECT count(*) AS row_count";

    private final SocrataClient socrata;
    private final SyncCache<?> schemas;
    private final SyncCache<?> rowCounts;
    /** Metadata requests under way, so a tool's parallel lookup and its own retry share one. */
    private final Map<String, Fetch> inFlight = new ConcurrentHashMap<>();

    /** A metadata request and the call (its metrics: deadline, retries) it runs for. */
    private record Fetch(CompletableFuture<DatasetSchema> schema, RequestMetrics call) {}

    public SchemaService(
            SocrataClient socrata,
            @Named("schemas") SyncCache<?> schemas,
            @Named("row-counts") SyncCache<?> rowCounts) {
        this.socrata = socrata;
        this.schemas = schemas;
        this.rowCounts = rowCounts;
    }

    public SchemaLookup schema(String datasetId) {
        return SocrataClient.await(schemaAsync(datasetId));
    }

    /**
     * The metadata without waiting: a completed future on a hit; on a miss one Views request (shared
     * with any lookup of the same dataset already under way), so a tool can start its own query
     * meanwhile.
     */
    public CompletableFuture<SchemaLookup> schemaAsync(String datasetId) {
        Optional<DatasetSchema> hit = schemas.get(datasetId, DatasetSchema.class);
        if (hit.isPresent()) {
            RequestScope.current().cacheHit();
            return CompletableFuture.completedFuture(new SchemaLookup(hit.get(), true));
        }
        RequestScope.current().cacheMiss();
        return fetch(datasetId).thenApply(schema -> new SchemaLookup(schema, false));
    }

    private CompletableFuture<DatasetSchema> fetch(String datasetId) {
        RequestMetrics call = RequestScope.current();
        Fetch started = new Fetch(new CompletableFuture<>(), call);
        Fetch running = inFlight.putIfAbsent(datasetId, started);
        if (running != null && running.call() == call) {
            return running.schema();
        }
        if (running != null) {
            // its answer is ours too; its failure may be its own budget running out: then ask anew,
            // on this call's budget (on the thread that saw the failure, so bind this call to it)
            return running.schema().exceptionallyCompose(failure -> {
                try (RequestScope scope = RequestScope.open(call)) {
                    return fetch(datasetId);
                }
            });
        }
        String baseUrl = socrata.baseUrl(); // read here: the answer completes on another thread
        socrata.view(datasetId).whenComplete((metadata, failure) -> {
            inFlight.remove(datasetId, started);
            if (failure != null) {
                started.schema().completeExceptionally(failure);
                return;
            }
            try {
                DatasetSchema schema = ViewMetadata.toSchema(datasetId, metadata, baseUrl);
                schemas.put(datasetId, schema);
                started.schema().complete(schema);
            } catch (RuntimeException e) {
                started.schema().completeExceptionally(e);
            }
        });
        return started.schema();
    }

    /** The schema and the dataset's row count (get_schema); on a miss the two requests run in parallel. */
    public SchemaCard card(String datasetId) {
        CompletableFuture<SchemaLookup> schema = schemaAsync(datasetId);
        Optional<Long> cachedCount = rowCounts.get(datasetId, Long.class);
        CompletableFuture<Long> count;
        if (cachedCount.isPresent()) {
            RequestScope.current().cacheHit();
            count = CompletableFuture.completedFuture(cachedCount.get());
        } else {
            RequestScope.current().cacheMiss();
            count = socrata.queryAsync(datasetId, COUNT_ALL).thenApply(rows -> {
                long rowCount = firstNumber(rows);
                rowCounts.put(datasetId, rowCount);
                return rowCount;
            });
        }
        return SocrataClient.await(schema.thenCombine(
                count,
                (lookup, rows) -> new SchemaCard(lookup.schema(), rows, lookup.cached() && cachedCount.isPresent())));
    }

    /** Only the cached schema, without any upstream call (for best-effort helpers). */
    public Optional<DatasetSchema> cached(String datasetId) {
        Optional<DatasetSchema> hit = schemas.get(datasetId, DatasetSchema.class);
        // a peek that finds nothing is not a miss: nothing is fetched because of it
        hit.ifPresent(schema -> RequestScope.current().cacheHit());
        return hit;
    }

    /** {@code [{"row_count":"1001"}]} -> 1001; Socrata sends numbers as strings. */
    public static long firstNumber(JsonNode rows) {
        if (rows.isArray() && rows.isEmpty()) {
            return 0; // Socrata answers an empty array when nothing matched
        }
        JsonNode first = rows.path(0);
        if (first.isObject() && first.size() > 0) {
            JsonNode value = first.elements().next();
            try {
                return Long.parseLong(value.asText().trim());
            } catch (NumberFormatException e) {
                // fall through to the error below
            }
        }
        throw new SocrataException(SocrataException.Kind.API_ERROR, "Socrata's count(*) answer had no number");
    }
}
