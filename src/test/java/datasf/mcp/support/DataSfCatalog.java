package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Discovery API search over the recorded catalog entries of the six DataSF datasets
 * ({@link DataSfDatasets}), for tests that go from a search to a schema to a query on real data
 * (turned on by {@link FakeSocrata#serveDataSfCatalog()}). Keywords match words of the name, tags,
 * category, description and column names (all of them, a trailing plural "s" ignored), best
 * match first; {@code order=page_views_last_month} browses most viewed first; {@code categories}
 * filters by the portal's category.
 */
final class DataSfCatalog {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Set<String> STOP_WORDS =
            Set.of("a", "an", "the", "of", "in", "for", "and", "or", "to", "on", "by", "with", "sf");
    private static final List<JsonNode> ENTRIES = load();

    private DataSfCatalog() {}

    private static List<JsonNode> load() {
        try {
            List<JsonNode> entries = new ArrayList<>();
            for (JsonNode entry : MAPPER.readTree(DataSfDatasets.catalogJson())) {
                if (DataSfDatasets.has(entry.at("/resource/id").asText())) {
                    entries.add(entry);
                }
            }
            return List.copyOf(entries);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String search(Map<String, String> query) {
        List<JsonNode> hits = new ArrayList<>(ENTRIES);
        String category = query.get("categories");
        if (category != null) {
            hits.removeIf(e -> !e.at("/classification/domain_category").asText().equalsIgnoreCase(category));
        }
        Map<JsonNode, Integer> scores = new HashMap<>();
        String keywords = query.get("q");
        if (keywords != null) {
            List<String> terms = words(keywords).stream()
                    .filter(w -> !STOP_WORDS.contains(w))
                    .toList();
            hits.removeIf(e -> {
                Map<String, Set<String>> fields = fields(e);
                int score = 0;
                for (String term : terms) {
                    int weight = weight(fields, term);
                    if (weight == 0) {
                        return true;
                    }
                    score += weight;
                }
                scores.put(e, score);
                return false;
            });
        }
        Comparator<JsonNode> views = Comparator.comparingLong((JsonNode e) ->
                        e.at("/resource/page_views/page_views_last_month").asLong())
                .reversed();
        hits.sort(
                keywords == null
                        ? views
                        : Comparator.comparing((JsonNode e) -> -scores.get(e)).thenComparing(views));
        int offset = Integer.parseInt(query.getOrDefault("offset", "0"));
        int limit = Integer.parseInt(query.getOrDefault("limit", "100"));
        ObjectNode page = MAPPER.createObjectNode();
        ArrayNode results = page.putArray("results");
        hits.stream().skip(offset).limit(limit).forEach(results::add);
        page.put("resultSetSize", hits.size());
        page.putObject("timings").put("serviceMillis", 4);
        page.putArray("warnings");
        return page.toString();
    }

    /** How strongly a term matches: name 3, tags 2, category 2, description 1, columns 1; 0 for no match. */
    private static int weight(Map<String, Set<String>> fields, String term) {
        int[] weights = {3, 2, 2, 1, 1};
        String[] names = {"name", "tags", "category", "description", "columns"};
        int total = 0;
        for (int i = 0; i < names.length; i++) {
            total += fields.get(names[i]).contains(term) ? weights[i] : 0;
        }
        return total;
    }

    private static Map<String, Set<String>> fields(JsonNode entry) {
        JsonNode resource = entry.get("resource");
        JsonNode classification = entry.get("classification");
        StringBuilder tags = new StringBuilder();
        classification.path("domain_tags").forEach(t -> tags.append(t.asText()).append(' '));
        StringBuilder columns = new StringBuilder();
        resource.path("columns_name").forEach(c -> columns.append(c.asText()).append(' '));
        resource.path("columns_field_name")
                .forEach(c -> columns.append(c.asText().replace('_', ' ')).append(' '));
        return Map.of(
                "name",
                new HashSet<>(words(resource.path("name").asText())),
                "tags",
                new HashSet<>(words(tags.toString())),
                "category",
                new HashSet<>(words(classification.path("domain_category").asText())),
                "description",
                new HashSet<>(words(resource.path("description").asText())),
                "columns",
                new HashSet<>(words(columns.toString())));
    }

    /** Lower-case words, a plural "s" dropped ("incidents" and "incident" match). */
    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+"))
                .filter(w -> !w.isEmpty())
                .map(w -> w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w)
                .toList();
    }
}
