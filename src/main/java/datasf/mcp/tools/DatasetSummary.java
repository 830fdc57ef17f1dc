package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.schema.ShortText;

/** One dataset in search and list results: enough to choose it and call get_schema next. */
public record DatasetSummary(
        String id,
        String name,
        String description,
        String category,
        @JsonProperty("updated_at") String updatedAt,
        String permalink) {

    static final int MAX_DESCRIPTION = 240;

    /** From one Discovery API result ({@code {resource, classification, permalink, ...}}). */
    static DatasetSummary fromCatalog(JsonNode result) {
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
                result.path("permalink").asText(null));
    }

    /** The first {@code limit} results of a Discovery API page. */
    static java.util.List<DatasetSummary> fromCatalogPage(JsonNode page, int limit) {
        java.util.List<DatasetSummary> results = new java.util.ArrayList<>();
        for (JsonNode result : page.path("results")) {
            if (results.size() == limit) {
                break;
            }
            results.add(fromCatalog(result));
        }
        return results;
    }

    /** Catalog descriptions carry line breaks and runs of spaces: one line, then shortened. */
    static String shorten(String text) {
        return ShortText.shorten(text.replaceAll("\\s+", " "), MAX_DESCRIPTION);
    }
}
