package datasf.mcp.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.socrata.CallDeadline;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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

    /**
     * Which of {@code terms} (or a plural or singular of one) no result mentions in a searched
     * field, in the terms' order; empty when the call's deadline passes first (it is optional).
     * One pass over the results' texts, each split once without a regex, which stops as soon as
     * every term has been seen: the cost is that of reading the texts, whatever the number of
     * terms (a search of 500 characters has about a hundred).
     */
    static Optional<List<String>> unmentioned(List<String> terms, List<JsonNode> results) {
        Set<String> unseen = new HashSet<>();
        terms.forEach(term -> unseen.add(stem(term)));
        for (JsonNode result : results) {
            for (String pointer : TEXT) {
                if (CallDeadline.passed()) {
                    return Optional.empty();
                }
                JsonNode field = result.at(pointer);
                if (field.isArray()) {
                    for (JsonNode value : field) {
                        forget(value.asText(""), unseen);
                    }
                } else {
                    forget(field.asText(""), unseen);
                }
                if (unseen.isEmpty()) {
                    return Optional.of(List.of());
                }
            }
        }
        return Optional.of(
                terms.stream().filter(term -> unseen.contains(stem(term))).toList());
    }

    /** Removes from {@code unseen} the stem of every word of {@code text}. */
    private static void forget(String text, Set<String> unseen) {
        for (String word : words(text)) {
            unseen.remove(stem(word));
        }
    }

    /**
     * The words of a text, lower case: runs of letters, digits and apostrophes, without the
     * apostrophes that start or end them (quotes, not contractions). Split by hand in one pass:
     * a regex per text, and another per word, cost more than everything else a search does.
     */
    static List<String> words(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= lower.length(); ) {
            int c = i < lower.length() ? lower.codePointAt(i) : ' ';
            boolean inWord = isWordCharacter(c);
            if (inWord && start < 0) {
                start = i;
            } else if (!inWord && start >= 0) {
                add(lower, start, i, words);
                start = -1;
            }
            i += i < lower.length() ? Character.charCount(c) : 1;
        }
        return words;
    }

    /** The word between {@code start} and {@code end} without its outer apostrophes, if any is left. */
    private static void add(String text, int start, int end, List<String> words) {
        int from = start;
        int to = end;
        while (from < to && text.charAt(from) == '\'') {
            from++;
        }
        while (to > from && text.charAt(to - 1) == '\'') {
            to--;
        }
        if (from < to) {
            words.add(text.substring(from, to));
        }
    }

    /** A letter, a digit (or other number) or an apostrophe: what the catalog's words are made of. */
    private static boolean isWordCharacter(int c) {
        if (c == '\'' || Character.isLetter(c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
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
