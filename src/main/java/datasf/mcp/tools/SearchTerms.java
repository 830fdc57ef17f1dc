package datasf.mcp.tools;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The words of a catalog search about as the Discovery API counts them for
 * {@code min_should_match} (lower case, English stop words left out), and which of them a result
 * mentions. An approximation of Socrata's analyzer, used only to decide whether a looser match can
 * find more (it needs two words or more) and to say which words the looser results lack: never to
 * filter or rank what Socrata returned.
 */
final class SearchTerms {

    /** Elasticsearch's English stop words: its analyzer drops them before counting words. */
    private static final Set<String> STOP_WORDS = Set.of(
            "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no", "not",
            "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to", "was",
            "will", "with");

    /** The Discovery API's text fields: a word in any of them matches. */
    private static final List<String> TEXT = List.of(
            "/resource/name",
            "/resource/description",
            "/resource/attribution",
            "/resource/columns_name",
            "/resource/columns_field_name",
            "/resource/columns_description",
            "/classification/domain_category",
            "/classification/domain_tags",
            "/classification/categories",
            "/classification/tags");

    private SearchTerms() {}

    /** The query's distinct words without stop words, in order, as written (lower case). */
    static List<String> of(String query) {
        Set<String> terms = new LinkedHashSet<>();
        for (String word : words(query)) {
            if (!STOP_WORDS.contains(word)) {
                terms.add(word);
            }
        }
        return List.copyOf(terms);
    }

    /** Whether a Discovery result mentions {@code term} (or a plural or singular of it) in a searched field. */
    static boolean mentions(JsonNode result, String term) {
        Set<String> stems = new HashSet<>();
        for (String pointer : TEXT) {
            JsonNode field = result.at(pointer);
            if (field.isArray()) {
                field.forEach(value -> words(value.asText("")).forEach(w -> stems.add(stem(w))));
            } else {
                words(field.asText("")).forEach(w -> stems.add(stem(w)));
            }
        }
        return stems.contains(stem(term));
    }

    private static List<String> words(String text) {
        return java.util.Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}']+"))
                .map(w -> w.replaceAll("^'+|'+$", ""))
                .filter(w -> !w.isEmpty())
                .toList();
    }

    /** A light English stem, so that "trees" and "tree", "categories" and "category" meet. */
    static String stem(String word) {
        String w = word.endsWith("'s") ? word.substring(0, word.length() - 2) : word;
        if (w.length() > 4 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 4 && (w.endsWith("sses") || w.endsWith("shes") || w.endsWith("ches") || w.endsWith("xes"))) {
            return w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
