package datasf.mcp.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.socrata.SocrataClient;
import datasf.mcp.socrata.SocrataException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * search_datasf's Discovery requests. The Discovery API wants every word of a query of up to three
 * words to match ({@code min_should_match} defaults to {@code 3<60%}), so one word the catalog does
 * not use ("car break-ins") finds nothing. When the words as written find nothing or a single
 * dataset ({@link #THIN}; when more were asked for), the search is asked once more, matching
 * any one word ({@code min_should_match=1}): the datasets that matched every word come first, then
 * the others, best match first, and the message says what was relaxed and which words none of the
 * others mentions. At most one extra request, within the tool call's time budget (the same deadline
 * and retries); if it fails, the first answer stands. A query of one word is never relaxed: there
 * is nothing to loosen.
 */
public final class CatalogSearch {

    /**
     * Fewer datasets than this matching every word is no choice: one that may be the wrong one.
     * (Looking further when two match gained no right dataset in the top 3 of the question set of
     * bench/discovery-calls.sh, for a second request in most searches; see docs/performance.md.)
     */
    static final int THIN = 2;

    /** Any one word: the loosest match, so that the one extra request is the only one needed. */
    static final String ANY_WORD = "1";

    /** What a search found: results best first, how many matched in all, and what to say about them. */
    public record Found(List<JsonNode> results, Long total, String message) {}

    private final SocrataClient socrata;

    public CatalogSearch(SocrataClient socrata) {
        this.socrata = socrata;
    }

    public Found search(String query, int limit) {
        JsonNode page = socrata.searchDatasets(query, limit, null);
        List<JsonNode> exact = DatasetSummary.results(page, limit);
        Long total = total(page);
        List<String> terms = SearchTerms.of(query);
        boolean thin = (total == null ? exact.size() : total) < Math.min(limit, THIN);
        if (!thin || terms.size() < 2) {
            return new Found(exact, total, exact.isEmpty() ? nothing(query, terms.size() < 2) : null);
        }
        JsonNode loose;
        try {
            // as many as the exact ones may take among the loose ones' best, plus the room left
            loose = socrata.searchDatasets(query, limit + exact.size(), ANY_WORD);
        } catch (SocrataException failed) {
            return new Found(exact, total, exact.isEmpty() ? nothing(query, false) : null);
        }
        List<JsonNode> results = new ArrayList<>(exact);
        Set<String> ids = new HashSet<>(exact.stream().map(CatalogSearch::id).toList());
        List<JsonNode> added = new ArrayList<>();
        for (JsonNode result : loose.path("results")) {
            if (results.size() < limit && ids.add(id(result))) {
                results.add(result);
                added.add(result);
            }
        }
        if (added.isEmpty()) {
            return new Found(exact, total, exact.isEmpty() ? noWord(query) : null);
        }
        Long looseTotal = total(loose);
        return new Found(results, looseTotal == null ? total : looseTotal, relaxed(query, exact.size(), terms, added));
    }

    /** "No dataset matched every word of "q"; these match some of them (none mentions "car")." */
    static String relaxed(String query, int exact, List<String> terms, List<JsonNode> added) {
        String lead = exact == 0
                ? "No dataset matched every word of \"" + query + "\"; these match some of them"
                : "Only the first " + (exact == 1 ? "result" : exact + " results") + " matched every word of \"" + query
                        + "\"; the others match some of them";
        List<String> absent = SearchTerms.unmentioned(terms, added).orElse(List.of()).stream()
                .map(term -> "\"" + term + "\"")
                .toList();
        return lead + (absent.isEmpty() ? "" : " (none mentions " + String.join(" or ", absent) + ")") + ".";
    }

    private static String nothing(String query, boolean oneWord) {
        return "No datasets matched \"" + query + "\". Try "
                + (oneWord ? "another or a broader keyword" : "fewer or broader keywords")
                + ", or list_datasf to browse by category.";
    }

    private static String noWord(String query) {
        return "No datasets matched \"" + query + "\", not even one of its words. Try other keywords (a synonym, a "
                + "broader term), or list_datasf to browse by category.";
    }

    private static Long total(JsonNode page) {
        return page.has("resultSetSize") ? page.get("resultSetSize").asLong() : null;
    }

    private static String id(JsonNode result) {
        return result.at("/resource/id").asText();
    }
}
