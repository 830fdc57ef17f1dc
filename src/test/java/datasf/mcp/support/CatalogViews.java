package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.soql.Dataset;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Views documents ({@code /api/views/<id>.json}) for the catalog's DataSF datasets that have no
 * recorded one, derived from their Discovery entry as the reference fake derives them (columns
 * with their field names, display names, descriptions and types), and their rows: none, so a
 * query over them is parsed and type-checked and answers an empty array. A search can then be
 * followed by get_schema and a query on any DataSF dataset the catalog lists.
 */
final class CatalogViews {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<String, String> TYPES = Map.of(
            "Text", "text",
            "Number", "number",
            "Calendar date", "calendar_date",
            "Checkbox", "checkbox",
            "Point", "point",
            "URL", "url",
            "MultiPolygon", "multipolygon",
            "Location", "location");
    private static final Map<String, String> VIEWS = new ConcurrentHashMap<>();
    private static final Map<String, Dataset> DATASETS = new ConcurrentHashMap<>();

    private CatalogViews() {}

    /** Whether {@code id} is a DataSF dataset of the catalog without recorded views. */
    static boolean derives(String id) {
        JsonNode entry = DataSfCatalog.entry(id);
        return entry != null
                && !DataSfDatasets.has(id)
                && entry.at("/metadata/domain").asText().equals(DataSfCatalog.DOMAIN)
                && entry.at("/resource/type").asText().equals("dataset");
    }

    static String viewsJson(String id) {
        return VIEWS.computeIfAbsent(id, i -> derive(DataSfCatalog.entry(i)).toString());
    }

    /** The dataset for the SoQL engine: the derived columns, no rows. */
    static Dataset dataset(String id) {
        return DATASETS.computeIfAbsent(id, i -> {
            try {
                return Dataset.fromJson(i, MAPPER.readTree(viewsJson(i)), MAPPER.createArrayNode());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static ObjectNode derive(JsonNode entry) {
        JsonNode resource = entry.path("resource");
        ObjectNode views = MAPPER.createObjectNode();
        views.put("id", resource.path("id").asText());
        views.put("name", resource.path("name").asText());
        views.put("assetType", "dataset");
        views.put("attribution", resource.path("attribution").asText(null));
        views.put("category", entry.at("/classification/domain_category").asText(null));
        views.put("description", resource.path("description").asText(""));
        views.put("displayType", "table");
        views.put("newBackend", true);
        views.put("provenance", "official");
        views.put("publicationStage", "published");
        views.put("rowsUpdatedAt", 1730000000L);
        views.put("viewLastModified", 1730000000L);
        views.put("viewType", "tabular");
        ArrayNode columns = views.putArray("columns");
        JsonNode names = resource.path("columns_name");
        for (int i = 0; i < names.size(); i++) {
            String type =
                    TYPES.getOrDefault(resource.path("columns_datatype").path(i).asText(), "text");
            columns.addObject()
                    .put("id", 400000000 + i)
                    .put("name", names.get(i).asText())
                    .put("dataTypeName", type)
                    .put(
                            "description",
                            resource.path("columns_description").path(i).asText(""))
                    .put(
                            "fieldName",
                            resource.path("columns_field_name").path(i).asText())
                    .put("position", i + 1)
                    .put("renderTypeName", type)
                    .put("tableColumnId", 7000000 + i)
                    .putObject("format");
        }
        views.putObject("metadata");
        views.putObject("query");
        views.putArray("rights").add("read");
        views.set("tags", entry.at("/classification/domain_tags"));
        return views;
    }
}
