package datasf.mcp.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.ShortText;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One dataset in search and list results: enough to choose it and, with its columns
 * ({@link CompactColumns}), to query it next.
 */
public record DatasetSummary(
        String id,
        String name,
        String description,
        String category,
        @JsonProperty("updated_at") String updatedAt,
        String permalink,
        String columns) {

    public static final int MAX_DESCRIPTION = 240;

    private static final Pattern SPACES = Pattern.compile("\\s+");

    /** The share of an answer's byte budget that the results' columns may take, all together. */
    static final int COLUMNS_SHARE_DIVISOR = 4;

    /**
     * From one Discovery API result ({@code {resource, classification, permalink, ...}}).
     *
     * @param columnBytes about how many bytes its columns may take
     * @param baseUrl the configured portal, which the permalink names
     */
    static DatasetSummary fromCatalog(JsonNode result, int columnBytes, String baseUrl) {
        JsonNode resource = result.path("resource");
        JsonNode classification = result.path("classification");
        String category = classification.path("domain_category").asText("");
        if (category.isEmpty() && classification.path("categories").size() > 0) {
            category = classification.path("categories").get(0).asText();
        }
        String updated = resource.path("data_updated_at")
                .asText(resource.path("updatedAt").asText(""));
        return new DatasetSummary(
                resource.path("id").asText(),
                resource.path("name").asText(),
                shorten(resource.path("description").asText("")),
                category.isEmpty() ? null : category,
                updated.isEmpty() ? null : updated,
                DatasetSchema.permalinkAt(baseUrl, resource.path("id").asText()),
                CompactColumns.of(resource, columnBytes));
    }

    /** The first {@code limit} results of a Discovery API page. */
    public static List<JsonNode> results(JsonNode page, int limit) {
        List<JsonNode> results = new ArrayList<>();
        for (JsonNode result : page.path("results")) {
            if (results.size() == limit) {
                break;
            }
            results.add(result);
        }
        return results;
    }

    /**
     * Discovery API results as summaries whose columns share a quarter of the answer's byte
     * budget: the fewer the results, the more columns each shows (up to {@link CompactColumns#MAX_COLUMNS}).
     */
    public static List<DatasetSummary> of(List<JsonNode> results, int responseBytes, String baseUrl) {
        int columnBytes = responseBytes / COLUMNS_SHARE_DIVISOR / Math.max(1, results.size());
        return results.stream().map(r -> fromCatalog(r, columnBytes, baseUrl)).toList();
    }

    /** Catalog descriptions carry line breaks and runs of spaces: one line, then shortened. */
    static String shorten(String text) {
        return ShortText.shorten(SPACES.matcher(text).replaceAll(" "), MAX_DESCRIPTION);
    }
}
