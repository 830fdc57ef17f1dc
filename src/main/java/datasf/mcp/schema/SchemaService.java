package datasf.mcp.schema;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataHttp;
import datasf.mcp.tools.ErrorType;
import datasf.mcp.tools.ToolException;
import io.micronaut.cache.SyncCache;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Dataset schemas, cached in the instance (Caffeine through micronaut-cache, cache "schemas":
 * TTL and size from configuration). A hit makes no upstream call. A miss asks Socrata for the
 * metadata and the row count in parallel. Failures are never cached.
 */
@Singleton
public class SchemaService {

    /** SoQL for the real number of rows (the Views API has no reliable count). */
    static final String COUNT_ALL = "SELECT count(*) AS row_count";

    private final SocrataClient socrata;
    private final SyncCache<?> cache;

    public SchemaService(SocrataClient socrata, @Named("schemas") SyncCache<?> cache) {
        this.socrata = socrata;
        this.cache = cache;
    }

    public SchemaLookup schema(String datasetId) {
        return SocrataHttp.await(schemaAsync(datasetId));
    }

    /**
     * The schema without waiting: a completed future on a hit; on a miss the metadata and the row
     * count requests run in parallel, so a tool can also start its own query meanwhile.
     */
    public CompletableFuture<SchemaLookup> schemaAsync(String datasetId) {
        Optional<DatasetSchema> hit = cache.get(datasetId, DatasetSchema.class);
        if (hit.isPresent()) {
            RequestScope.current().cacheHit();
            return CompletableFuture.completedFuture(new SchemaLookup(hit.get(), true));
        }
        RequestScope.current().cacheMiss();
        CompletableFuture<JsonNode> view = socrata.view(datasetId);
        CompletableFuture<JsonNode> count = socrata.query(datasetId, COUNT_ALL);
        return view.thenCombine(count, (metadata, rows) -> {
            DatasetSchema schema = ViewMetadata.toSchema(datasetId, metadata, firstNumber(rows), socrata.baseUrl());
            cache.put(datasetId, schema);
            return new SchemaLookup(schema, false);
        });
    }

    /** Only the cached schema, without any upstream call (for best-effort helpers). */
    public Optional<DatasetSchema> cached(String datasetId) {
        Optional<DatasetSchema> hit = cache.get(datasetId, DatasetSchema.class);
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
        throw new ToolException(ErrorType.API_ERROR, "Socrata's count(*) answer had no number");
    }
}
