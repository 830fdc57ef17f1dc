package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.answer.Truncatable;
import datasf.mcp.catalog.CatalogSearch;
import datasf.mcp.catalog.DatasetSummary;
import datasf.mcp.json.Description;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/**
 * search_datasf: keyword search over the portal's datasets (Discovery API, datasets only), loosened
 * once when the words as written find too little ({@link CatalogSearch}); each result carries its
 * columns, so that a query can follow without get_schema.
 */
@Singleton
public class SearchDatasfTool extends AbstractTool<SearchDatasfTool.Input, SearchDatasfTool.Output> {

    @Introspected
    public record Input(
            @Description("keywords, e.g. \"police incidents\", \"street trees\", \"311 cases\"")
            @NotBlank
            @Size(max = Validation.SEARCH_QUERY_MAX)
            String query,

            @Description("how many datasets to return (default 5)") @Min(1)
            Integer limit) {}

    public record Output(
            @Description("matching datasets, best match first")
            List<DatasetSummary> results,

            @Description("number of results returned") int count,

            @Description("how many datasets matched in all") @JsonProperty("total_matches")
            Long totalMatches,

            @Description("true when results were left out to fit the response size budget")
            Boolean truncated,

            @Description("set when not every word matched: what was relaxed, or what to try")
            String message)
            implements Truncatable<Output> {

        @Override
        public List<DatasetSummary> items() {
            return results;
        }

        @Override
        public Output withFirst(int kept) {
            return new Output(results.subList(0, kept), kept, totalMatches, true, message);
        }
    }

    private final SocrataClient socrata;
    private final CatalogSearch catalog;
    private final ToolLimits limits;

    public SearchDatasfTool(SocrataClient socrata, ToolLimits limits) {
        super(
                "search_datasf",
                "Search DataSF datasets",
                "Search San Francisco's open data portal (data.sf.gov) for datasets by keywords. "
                        + "Returns dataset ids (like wg3w-h783), names, short descriptions, categories, "
                        + "update times and columns (field_name:type) to query with.",
                Input.class,
                Output.class);
        this.socrata = socrata;
        this.catalog = new CatalogSearch(socrata);
        this.limits = limits;
    }

    @Override
    public Map<String, Integer> argumentMaximums() {
        return Map.of("limit", limits.searchMax());
    }

    @Override
    public String exampleArguments() {
        return """
                {"query": "police incidents", "limit": 2}""";
    }

    @Override
    public Output call(Input input) {
        int limit = ToolLimits.resolve(input.limit(), limits.searchDefault(), limits.searchMax(), "limit");
        CatalogSearch.Found found = catalog.search(input.query().strip(), limit);
        List<DatasetSummary> results = DatasetSummary.of(found.results(), limits.responseBytes(), socrata.baseUrl());
        return new Output(results, results.size(), found.total(), null, found.message());
    }
}
