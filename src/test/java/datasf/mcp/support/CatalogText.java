package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the fake Discovery API reads text, as Socrata's catalog search does in the cases that matter
 * here: words of ASCII letters, digits and apostrophes, lower-cased and stemmed (plurals and
 * possessives meet their singular: "incidents", "incident's" and "incident"; "movies" and
 * "movie"), and a few stop words that never count as terms. A dataset's words are kept per
 * searched field (name, tags, category, description, and its columns with the attribution), each
 * with its weight in the relevance score.
 */
final class CatalogText {

    /** The searched fields with their weights: a term scores the weight of every field it is in. */
    static final Map<String, Double> WEIGHTS = weights();

    private static final Set<String> STOP_WORDS =
            Set.of("a", "an", "the", "of", "in", "for", "and", "or", "to", "on", "by", "with", "sf");
    private static final Pattern WORD = Pattern.compile("[A-Za-z0-9']+");

    private CatalogText() {}

    private static Map<String, Double> weights() {
        Map<String, Double> weights = new LinkedHashMap<>();
        weights.put("name", 3.0);
        weights.put("tags", 2.0);
        weights.put("category", 1.5);
        weights.put("description", 1.0);
        weights.put("columns", 0.5);
        return weights;
    }

    /** A query's terms: its words without stop words, or all of them when every word is one. */
    static List<String> terms(String query) {
        List<String> all = words(query);
        List<String> terms = all.stream().filter(w -> !STOP_WORDS.contains(w)).toList();
        return terms.isEmpty() ? all : terms;
    }

    /** Each searched field of a Discovery entry -> its stemmed words. */
    static Map<String, Set<String>> index(JsonNode entry) {
        JsonNode resource = entry.path("resource");
        JsonNode classification = entry.path("classification");
        List<String> tags = new ArrayList<>();
        classification.path("domain_tags").forEach(t -> tags.add(t.asText()));
        classification.path("tags").forEach(t -> tags.add(t.asText()));
        List<String> columns = new ArrayList<>();
        for (String field : List.of("columns_name", "columns_field_name", "columns_description")) {
            resource.path(field).forEach(c -> columns.add(c.asText()));
        }
        Map<String, Set<String>> index = new LinkedHashMap<>();
        index.put("name", new HashSet<>(words(resource.path("name").asText(""))));
        index.put("tags", new HashSet<>(words(String.join(" ", tags))));
        index.put(
                "category",
                new HashSet<>(words(classification.path("domain_category").asText(""))));
        index.put(
                "description", new HashSet<>(words(resource.path("description").asText(""))));
        index.put(
                "columns",
                new HashSet<>(words(String.join(" ", columns) + " "
                        + resource.path("attribution").asText(""))));
        return index;
    }

    /** The stemmed words of a text, in order. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher word = WORD.matcher(text);
        while (word.find()) {
            words.add(stem(word.group()));
        }
        return words;
    }

    static String stem(String word) {
        String w = trimApostrophes(word.toLowerCase(Locale.ROOT));
        if (w.endsWith("'s")) {
            w = w.substring(0, w.length() - 2);
        }
        int n = w.length();
        if (n > 4 && w.endsWith("ies")) {
            return w.substring(0, n - 3) + "y";
        }
        if (n > 4 && w.endsWith("ie")) { // "movie" as "movies": both stem to the same word
            return w.substring(0, n - 2) + "y";
        }
        if (n > 4 && (w.endsWith("sses") || w.endsWith("shes") || w.endsWith("ches") || w.endsWith("xes"))) {
            return w.substring(0, n - 2);
        }
        if (n > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            return w.substring(0, n - 1);
        }
        return w;
    }

    private static String trimApostrophes(String word) {
        int start = 0;
        int end = word.length();
        while (start < end && word.charAt(start) == '\'') {
            start++;
        }
        while (end > start && word.charAt(end - 1) == '\'') {
            end--;
        }
        return word.substring(start, end);
    }
}
