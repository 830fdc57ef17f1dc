package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Discovery API's filters, before any keyword matching: {@code domains} (a federated entry
 * only with {@code search_context} naming its domain; without {@code domains}, {@code
 * search_context} alone), {@code only} (asset types, singular or plural), {@code ids},
 * {@code names} and {@code attribution} (exact), and {@code categories} and {@code tags} (any
 * case): a domain's own categories and tags when {@code search_context} names that domain, the
 * Socrata-wide ones otherwise, as on the real API.
 */
final class CatalogFilters {

    private static final Set<String> ASSET_TYPES = Set.of(
            "api",
            "calendar",
            "chart",
            "datalens",
            "dataset",
            "federated_href",
            "file",
            "filter",
            "form",
            "href",
            "link",
            "map",
            "measure",
            "story",
            "visualization");

    private CatalogFilters() {}

    /** An asset type as the API takes it ("datasets", "maps", "stories") in the singular; null when unknown. */
    static String assetType(String name) {
        String t = name.toLowerCase(Locale.ROOT);
        List<String> candidates = new ArrayList<>(List.of(t));
        if (t.endsWith("es")) {
            candidates.add(t.substring(0, t.length() - 2));
        }
        if (t.endsWith("s")) {
            candidates.add(t.substring(0, t.length() - 1));
        }
        if (t.endsWith("ies")) {
            candidates.add(t.substring(0, t.length() - 3) + "y");
        }
        return candidates.stream().filter(ASSET_TYPES::contains).findFirst().orElse(null);
    }

    /** The entries that pass every filter of the request, in catalog order. */
    static List<JsonNode> apply(List<JsonNode> entries, Map<String, String> query, List<String> only) {
        Set<String> domains = DataSfCatalog.many(query, "domains").stream()
                .map(DataSfCatalog::domainOf)
                .collect(Collectors.toSet());
        String contextParameter = query.getOrDefault("search_context", "");
        String context = contextParameter.isEmpty() ? null : DataSfCatalog.domainOf(contextParameter);
        List<String> ids = DataSfCatalog.many(query, "ids");
        List<JsonNode> kept = new ArrayList<>();
        for (JsonNode e : entries) {
            String domain = e.at("/metadata/domain").asText();
            boolean passes = inDomains(e, domain, domains, context)
                    && (only.isEmpty() || only.contains(e.at("/resource/type").asText()))
                    && (ids.isEmpty() || ids.contains(DataSfCatalog.id(e)))
                    && exact(query, "names", e.at("/resource/name").asText().toLowerCase(Locale.ROOT), true)
                    && exact(query, "attribution", e.at("/resource/attribution").asText(null), false)
                    && anyOf(query, "categories", classified(e, context, "domain_category", "categories"))
                    && anyOf(query, "tags", classified(e, context, "domain_tags", "tags"));
            if (passes) {
                kept.add(e);
            }
        }
        return kept;
    }

    /**
     * Whether an entry is among the request's domains: a federated entry (DataSF's, as on the real
     * API) only when {@code search_context} names its domain too; without {@code domains}, the
     * entries of the {@code search_context} domain, or every entry.
     */
    private static boolean inDomains(JsonNode e, String domain, Set<String> domains, String context) {
        if (domains.isEmpty()) {
            return context == null || domain.equals(context);
        }
        return domains.contains(domain) && (!e.path("federated").asBoolean(false) || domain.equals(context));
    }

    /** Whether the entry's value is the parameter's (when the request has it). */
    private static boolean exact(Map<String, String> query, String name, String value, boolean anyCase) {
        String wanted = query.get(name);
        if (wanted == null || wanted.isEmpty()) {
            return true;
        }
        return value != null && value.equals(anyCase ? wanted.toLowerCase(Locale.ROOT) : wanted);
    }

    private static boolean anyOf(Map<String, String> query, String name, Set<String> values) {
        String wanted = query.get(name);
        return wanted == null || wanted.isEmpty() || values.contains(wanted.toLowerCase(Locale.ROOT));
    }

    /** An entry's categories or tags, lower-cased: its domain's own when searched in that domain's context. */
    private static Set<String> classified(JsonNode e, String context, String domainField, String socrataField) {
        boolean own = context != null && e.at("/metadata/domain").asText().equals(context);
        JsonNode values = e.path("classification").path(own ? domainField : socrataField);
        Set<String> lower = new HashSet<>();
        if (values.isTextual()) {
            lower.add(values.asText().toLowerCase(Locale.ROOT));
        } else {
            values.forEach(v -> lower.add(v.asText().toLowerCase(Locale.ROOT)));
        }
        return lower;
    }
}
