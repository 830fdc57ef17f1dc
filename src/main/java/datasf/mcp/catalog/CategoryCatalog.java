package datasf.mcp.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.cache.SyncCache;
import jakarta.inject.Named;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The portal's own categories with their dataset counts, cached in the instance (cache
 * "categories"): they change rarely, and list_datasf names them in every answer.
 */
@Singleton
public class CategoryCatalog {

    private static final String KEY = "all";

    private final SocrataClient socrata;
    private final SyncCache<?> cache;

    public CategoryCatalog(SocrataClient socrata, @Named("categories") SyncCache<?> cache) {
        this.socrata = socrata;
        this.cache = cache;
    }

    /** One category and how many datasets it holds. */
    public record Category(String name, long count) {}

    /** Cached categories, or a request for them (completes empty-handed on failure: best effort). */
    public CompletableFuture<List<Category>> categories() {
        @SuppressWarnings("unchecked")
        Optional<List<Category>> hit = (Optional<List<Category>>) (Optional<?>) cache.get(KEY, List.class);
        if (hit.isPresent()) {
            return CompletableFuture.completedFuture(hit.get());
        }
        return socrata.domainCategories()
                .thenApply(CategoryCatalog::parse)
                .thenApply(list -> {
                    if (!list.isEmpty()) {
                        cache.put(KEY, list);
                    }
                    return list;
                })
                .exceptionally(e -> List.of());
    }

    /** The portal's spelling of {@code requested} (matched ignoring case), if it is a category. */
    public static Optional<String> canonical(String requested, List<Category> categories) {
        String wanted = requested.strip().toLowerCase(Locale.ROOT);
        return categories.stream()
                .map(Category::name)
                .filter(name -> name.toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst();
    }

    static List<Category> parse(JsonNode answer) {
        List<Category> categories = new ArrayList<>();
        for (JsonNode result : answer.path("results")) {
            String name = result.path("domain_category").asText("");
            if (!name.isBlank()) {
                categories.add(new Category(name, result.path("count").asLong()));
            }
        }
        return List.copyOf(categories);
    }

    /** Waits for the categories; never fails (an empty list when Socrata did not answer). */
    public static List<Category> await(CompletableFuture<List<Category>> future) {
        try {
            return future.join();
        } catch (RuntimeException e) {
            return List.of();
        }
    }
}
