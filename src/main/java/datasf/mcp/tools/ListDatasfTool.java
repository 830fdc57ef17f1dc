package datasf.mcp.tools;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.answer.Truncatable;
import datasf.mcp.catalog.CategoryCatalog;
import datasf.mcp.catalog.DatasetSummary;
import datasf.mcp.errors.ToolException;
import datasf.mcp.json.Description;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * list_datasf: browse without keywords. Most-viewed datasets of the last month, optionally in one
 * category; every answer also names the portal's categories so the LLM can filter next.
 */
@Singleton
public class ListDatasfTool extends AbstractTool<ListDatasfTool.Input, ListDatasfTool.Output> {

    @Introspected
    public record Input(
            @Description("one of the portal's categories, e.g. \"Public Safety\" (any case); omit to list across all")
            @Size(min = 1, max = 100)
            String category,

            @Description("how many datasets to return (default 10)") @Min(1)
            Integer limit) {}

    public record Output(
            @Description("datasets, most viewed in the last month first")
            List<DatasetSummary> results,

            @Description("number of results returned") int count,
            @Description("the sort used") String order,

            @Description("the category filtered on, as the portal spells it")
            String category,

            @Description("the portal's categories with dataset counts, to filter on next")
            List<CategoryCatalog.Category> categories,

            @Description("true when results were left out to fit the response size budget")
            Boolean truncated,

            @Description("set when nothing matched") String message)
            implements Truncatable<Output> {

        @Override
        public List<DatasetSummary> items() {
            return results;
        }

        @Override
        public Output withFirst(int kept) {
            return new Output(results.subList(0, kept), kept, order, category, categories, true, message);
        }
    }

    static final String ORDER = "most viewed in the last month (Discovery API order=page_views_last_month)";

    private final SocrataClient socrata;
    private final CategoryCatalog categories;
    private final ToolLimits limits;

    public ListDatasfTool(SocrataClient socrata, CategoryCatalog categories, ToolLimits limits) {
        super(
                "list_datasf",
                "Browse DataSF datasets",
                "Browse San Francisco's open datasets without keywords: the most viewed ones, optionally "
                        + "in one category. Also returns the portal's categories. Use search_datasf when you have "
                        + "keywords.",
                Input.class,
                Output.class);
        this.socrata = socrata;
        this.categories = categories;
        this.limits = limits;
    }

    @Override
    public Map<String, Integer> argumentMaximums() {
        return Map.of("limit", limits.listMax());
    }

    @Override
    public String exampleArguments() {
        return """
                {"category": "public safety", "limit": 2}""";
    }

    @Override
    public Output call(Input input) {
        int limit = ToolLimits.resolve(input.limit(), limits.listDefault(), limits.listMax(), "limit");
        CompletableFuture<List<CategoryCatalog.Category>> pendingCategories = categories.categories();
        String category = input.category() == null ? null : input.category().strip();
        if (category != null) {
            // the portal's spelling matters to the Discovery API; match it before asking
            List<CategoryCatalog.Category> known = CategoryCatalog.await(pendingCategories);
            Optional<String> canonical = CategoryCatalog.canonical(category, known);
            if (canonical.isEmpty() && !known.isEmpty()) {
                throw ToolException.validation("Invalid category: \"" + category
                        + "\" is not one of the portal's categories: "
                        + known.stream().map(CategoryCatalog.Category::name).collect(Collectors.joining(", ")));
            }
            category = canonical.orElse(category);
        }
        JsonNode page = socrata.listDatasets(category, limit);
        List<DatasetSummary> results =
                DatasetSummary.of(DatasetSummary.results(page, limit), limits.responseBytes(), socrata.baseUrl());
        String message = results.isEmpty() ? "No datasets found" + (category == null ? "" : " in " + category) : null;
        return new Output(
                results, results.size(), ORDER, category, CategoryCatalog.await(pendingCategories), null, message);
    }
}
