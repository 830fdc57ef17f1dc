package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.json.Description;
import datasf.mcp.socrata.SocrataClient;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** search_datasf: keyword search over the portal's datasets (Discovery API, datasets only). */
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

            @Description("set when nothing matched, with what to try next")
            String message) {}

    private final SocrataClient socrata;
    private final ToolLimits limits;

    public SearchDatasfTool(SocrataClient socrata, ToolLimits limits) {
        super(
                "search_datasf",
                "Search DataSF datasets",
                "Search San Francisco's open data portal (data.sfgov.org) for datasets by keywords. "
                        + "Returns dataset ids (like wg3w-h783), names, short descriptions, categories and "
                        + "update times. Next: get_schema with an id.",
                Input.class,
                Output.class);
        this.socrata = socrata;
        this.limits = limits;
    }

    @Override
    public Map<String, Integer> argumentMaximums() {
        return Map.of("limit", limits.searchMax());
    }

    @Override
    public Output call(Input input) {
        int limit = ToolLimits.resolve(input.limit(), limits.searchDefault(), limits.searchMax(), "limit");
        JsonNode page = socrata.searchDatasets(input.query().strip(), limit);
        List<DatasetSummary> results = DatasetSummary.fromCatalogPage(page, limit);
        Long total = page.has("resultSetSize") ? page.get("resultSetSize").asLong() : null;
        String message = results.isEmpty()
                ? "No datasets matched \"" + input.query().strip() + "\". Try fewer or broader keywords, "
                        + "or list_datasf to browse by category."
                : null;
        return new Output(results, results.size(), total, null, message);
    }
}
