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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The Discovery API over the recorded catalog (socrata/datasf/catalog.json: DataSF's datasets and
 * a few entries of other portals and other asset types), turned on by
 * {@link FakeSocrata#serveDataSfCatalog()}, so that tests and benches go from a search to a schema
 * and a query as on the real portal. It filters by {@code domains} (or {@code search_context}),
 * {@code only}, {@code ids}, {@code names}, {@code attribution}, {@code categories} and
 * {@code tags}; matches {@code q} as Socrata does, with {@code min_should_match}
 * ({@link MinShouldMatch}, default {@code 3<60%}: every term of a query of up to three terms);
 * ranks by relevance (the weights of {@link CatalogText}, then total page views) or by
 * {@code order}; pages with {@code limit} and {@code offset}; and refuses bad parameters with
 * Socrata's 400s. The loopback address stands for data.sf.gov, DataSF's portal, whose entries are
 * federated as on the real API: {@code domains=data.sf.gov} finds them only with
 * {@code search_context=data.sf.gov} too (without it, only the few entries that are not
 * federated), and the portal's old host finds nothing ({@link CatalogFilters}); the entries'
 * {@code "federated"} mark is never served. Datasets of the catalog without recorded views
 * ({@link DataSfDatasets}) get views derived from their entry ({@link CatalogViews}).
 */
final class DataSfCatalog {

    static final String DOMAIN = "data.sf.gov";

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Each order the API takes, and whether it sorts descending unless told. */
    private static final Map<String, Boolean> ORDERS = orders();

    private static final List<JsonNode> ENTRIES = load();
    private static final Map<String, Map<String, Set<String>>> INDEX =
            ENTRIES.stream().collect(Collectors.toMap(DataSfCatalog::id, CatalogText::index));

    private DataSfCatalog() {}

    /** Whether a catalog entry is one of the recorded datasets, whose rows every query reads. */
    static boolean hasRows(JsonNode entry) {
        return DataSfDatasets.has(id(entry));
    }

    /** An answer: its status and JSON body. */
    record Answer(int status, String body) {}

    private static List<JsonNode> load() {
        try {
            List<JsonNode> entries = new ArrayList<>();
            MAPPER.readTree(DataSfDatasets.catalogJson()).forEach(entries::add);
            return List.copyOf(entries);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Boolean> orders() {
        Map<String, Boolean> orders = new LinkedHashMap<>();
        orders.put("relevance", true);
        for (String ascending : List.of("name", "dataset_id", "datatype", "domain_category", "owner")) {
            orders.put(ascending, false);
        }
        for (String descending : List.of(
                "createdAt", "updatedAt", "page_views_total", "page_views_last_month", "page_views_last_week")) {
            orders.put(descending, true);
        }
        return orders;
    }

    /** The entry of a dataset id, or null. */
    static JsonNode entry(String id) {
        return ENTRIES.stream().filter(e -> id(e).equals(id)).findFirst().orElse(null);
    }

    /** {@code GET /api/catalog/v1}. */
    static Answer search(Map<String, String> query) {
        return search(query, entry -> true);
    }

    /** {@code GET /api/catalog/v1} over the entries {@code shown} keeps (the demo's: those with rows). */
    static Answer search(Map<String, String> query, Predicate<JsonNode> shown) {
        int offset;
        int limit;
        try {
            offset = Integer.parseInt(query.getOrDefault("offset", "0").strip());
            limit = Integer.parseInt(query.getOrDefault("limit", "100").strip());
        } catch (NumberFormatException e) {
            return refused("Invalid value for limit or offset: must be an integer");
        }
        if (offset < 0 || limit < 0) {
            return refused("limit and offset must be non-negative");
        }
        if ((long) offset + limit > 10_000) {
            return refused("Paging too deep: offset + limit must be less than or equal to 10000, was "
                    + (offset + limit) + ". Use scroll_id for deep paging.");
        }
        String order = query.getOrDefault("order", "relevance").strip();
        if (order.isEmpty()) {
            order = "relevance";
        }
        List<String> orderParts = Arrays.asList(order.split("\\s+"));
        if (!ORDERS.containsKey(orderParts.get(0))
                || orderParts.size() > 2
                || (orderParts.size() == 2
                        && !Set.of("ASC", "DESC").contains(orderParts.get(1).toUpperCase(Locale.ROOT)))) {
            return refused("Invalid order parameter '" + order + "'. Valid orders are: "
                    + String.join(", ", ORDERS.keySet()) + ", each optionally followed by ASC or DESC");
        }
        List<String> only = new ArrayList<>();
        for (String type : many(query, "only")) {
            String singular = CatalogFilters.assetType(type);
            if (singular == null) {
                return refused("'" + type + "' is not a valid type for the 'only' parameter");
            }
            only.add(singular);
        }
        List<JsonNode> hits =
                CatalogFilters.apply(ENTRIES.stream().filter(shown).toList(), query, only);
        Map<String, Double> scores = new HashMap<>();
        String q = query.get("q");
        if (q != null && !q.isEmpty()) {
            List<String> terms = CatalogText.terms(q);
            String spec = query.getOrDefault("min_should_match", "");
            OptionalInt need = MinShouldMatch.required(spec.isEmpty() ? MinShouldMatch.DEFAULT : spec, terms.size());
            if (need.isEmpty()) {
                return refused("Invalid value for min_should_match: '" + spec + "'");
            }
            hits = hits.stream()
                    .filter(e -> {
                        Map<String, Set<String>> fields = INDEX.get(id(e));
                        List<String> matched = terms.stream()
                                .filter(t -> fields.values().stream().anyMatch(f -> f.contains(t)))
                                .toList();
                        if (matched.isEmpty() || matched.size() < need.getAsInt()) {
                            return false;
                        }
                        scores.put(id(e), score(fields, matched));
                        return true;
                    })
                    .toList();
        }
        boolean descending = orderParts.size() == 1
                ? ORDERS.get(orderParts.get(0))
                : orderParts.get(1).equalsIgnoreCase("DESC");
        Comparator<JsonNode> sort = comparator(orderParts.get(0), scores);
        List<JsonNode> sorted = new ArrayList<>(hits);
        sorted.sort(descending ? sort.reversed() : sort); // stable: equal keys keep the catalog's order
        ObjectNode page = MAPPER.createObjectNode();
        ArrayNode results = page.putArray("results");
        sorted.stream().skip(offset).limit(limit).map(DataSfCatalog::served).forEach(results::add);
        page.put("resultSetSize", sorted.size());
        ObjectNode timings = page.putObject("timings");
        timings.put("serviceMillis", 4);
        timings.putArray("searchMillis").add(1).add(2);
        page.putArray("warnings");
        return new Answer(200, page.toString());
    }

    /** {@code GET /api/catalog/v1/domain_categories}: each category of the domains with its number of assets. */
    static Answer domainCategories(Map<String, String> query) {
        return domainCategories(query, entry -> true);
    }

    static Answer domainCategories(Map<String, String> query, Predicate<JsonNode> shown) {
        Set<String> domains =
                many(query, "domains").stream().map(DataSfCatalog::domainOf).collect(Collectors.toSet());
        Set<String> wanted = domains.isEmpty() ? Set.of(DOMAIN) : domains;
        Map<String, Long> counts = ENTRIES.stream()
                .filter(shown)
                .filter(e -> wanted.contains(e.at("/metadata/domain").asText()))
                .map(e -> e.at("/classification/domain_category").asText(""))
                .filter(c -> !c.isEmpty())
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        ObjectNode answer = MAPPER.createObjectNode();
        ArrayNode results = answer.putArray("results");
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(c ->
                        results.addObject().put("domain_category", c.getKey()).put("count", c.getValue()));
        ObjectNode timings = answer.putObject("timings");
        timings.put("serviceMillis", 2);
        timings.putArray("searchMillis").add(1).add(1);
        return new Answer(200, answer.toString());
    }

    /** A domain as named in a request: the loopback address (the fake's own) stands for DataSF's. */
    static String domainOf(String name) {
        String host = name.strip().toLowerCase(Locale.ROOT).replaceFirst(":\\d+$", "");
        return host.equals("127.0.0.1") || host.equals("localhost") ? DOMAIN : host;
    }

    /** A parameter's comma-separated values (repeated parameters arrive joined by commas). */
    static List<String> many(Map<String, String> query, String name) {
        String value = query.get(name);
        return value == null
                ? List.of()
                : Arrays.stream(value.split(","))
                        .map(String::strip)
                        .filter(v -> !v.isEmpty())
                        .toList();
    }

    private static double score(Map<String, Set<String>> fields, List<String> matched) {
        double score = 0;
        for (String term : matched) {
            for (Map.Entry<String, Double> weight : CatalogText.WEIGHTS.entrySet()) {
                score += fields.get(weight.getKey()).contains(term) ? weight.getValue() : 0;
            }
        }
        return score;
    }

    private static Comparator<JsonNode> comparator(String order, Map<String, Double> scores) {
        return switch (order) {
            case "relevance" ->
                Comparator.comparingDouble((JsonNode e) -> scores.getOrDefault(id(e), 0.0))
                        .thenComparingLong(e ->
                                e.at("/resource/page_views/page_views_total").asLong());
            case "page_views_total", "page_views_last_month", "page_views_last_week" ->
                Comparator.comparingLong(
                        e -> e.at("/resource/page_views/" + order).asLong());
            case "name" ->
                Comparator.comparing(e -> e.at("/resource/name").asText().toLowerCase(Locale.ROOT));
            case "dataset_id" -> Comparator.comparing(DataSfCatalog::id);
            case "datatype" -> Comparator.comparing(e -> e.at("/resource/type").asText());
            case "owner" ->
                Comparator.comparing(e -> e.at("/owner/display_name").asText());
            case "domain_category" ->
                Comparator.comparing(
                        e -> e.at("/classification/domain_category").asText("").toLowerCase(Locale.ROOT));
            default -> Comparator.comparing(e -> e.at("/resource/" + order).asText("")); // createdAt, updatedAt
        };
    }

    /** An entry as the API serves it: without the fake's own {@code federated} mark. */
    private static JsonNode served(JsonNode entry) {
        if (!entry.has("federated")) {
            return entry;
        }
        ObjectNode copy = entry.deepCopy();
        copy.remove("federated");
        return copy;
    }

    static String id(JsonNode entry) {
        return entry.at("/resource/id").asText();
    }

    private static Answer refused(String message) {
        return new Answer(400, MAPPER.createObjectNode().put("error", message).toString());
    }
}
