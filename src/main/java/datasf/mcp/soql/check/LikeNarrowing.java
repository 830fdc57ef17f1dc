package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;

/**
 * Which of the values a {@code LIKE '%word%'} matches the person's question names by its other
 * words: "stolen vehicles" written {@code LIKE '%Vehicle%'} matches {@code Vehicle, Stolen, Auto},
 * {@code Vehicle, Recovered, Auto} and {@code Theft, From Locked Vehicle}, and "stolen" is in the
 * first alone. A value is chosen when a word of it beyond the pattern's, of four letters or more
 * and not a word every question has, is in the question; failing that, when a word of the
 * question other than the pattern's means it ({@link Words#sameMeaning}: "stolen" for {@code Motor Vehicle Theft}). Nothing
 * is chosen when every matched value or none is.
 *
 * @param chosen the matched values the question names, most rows first
 * @param shared the words all chosen values have that the question names, as the values spell them
 */
record LikeNarrowing(List<ColumnStats.Count> chosen, List<String> shared) {

    static Optional<LikeNarrowing> of(Question question, String word, List<ColumnStats.Count> matched) {
        if (!question.isKnown() || matched.size() < 2) {
            return Optional.empty();
        }
        Set<String> own = Words.of(word);
        List<BiPredicate<Question, String>> readings = List.of(Question::mentions, (q, w) -> q.mentionsMeaning(w, own));
        for (BiPredicate<Question, String> named : readings) {
            List<ColumnStats.Count> chosen = new ArrayList<>();
            Map<String, String> shared = null;
            for (ColumnStats.Count value : matched) {
                Map<String, String> words = namedWords(question, value.value(), word, named);
                if (words.isEmpty()) {
                    continue;
                }
                chosen.add(value);
                if (shared == null) {
                    shared = words;
                } else {
                    shared.keySet().retainAll(words.keySet());
                }
            }
            if (!chosen.isEmpty() && chosen.size() < matched.size()) {
                return Optional.of(new LikeNarrowing(chosen, List.copyOf(shared.values())));
            }
            if (!chosen.isEmpty()) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /**
     * The condition that keeps the chosen values: each shared word as one more pattern when the
     * column's values are not all known (values not listed may have it too), else the values.
     */
    String condition(String column, String pattern, boolean complete) {
        if (!complete && !shared.isEmpty()) {
            return column + " LIKE " + SoqlStrings.literal(pattern)
                    + shared.stream()
                            .map(w -> " AND " + column + " LIKE " + SoqlStrings.literal("%" + w + "%"))
                            .collect(Collectors.joining());
        }
        if (chosen.size() == 1) {
            return column + " = " + SoqlStrings.literal(chosen.get(0).value());
        }
        return column + " IN ("
                + chosen.stream().map(v -> SoqlStrings.literal(v.value())).collect(Collectors.joining(", "))
                + ")";
    }

    /** The words of {@code value} beyond {@code pattern} the question names, by their singular, as written. */
    private static Map<String, String> namedWords(
            Question question, String value, String pattern, BiPredicate<Question, String> named) {
        Map<String, String> found = new LinkedHashMap<>();
        Set<String> own = Words.of(pattern);
        Words.spellings(value).forEach((singular, written) -> {
            if (!own.contains(singular) && !Question.isCommon(singular) && named.test(question, singular)) {
                found.put(singular, written);
            }
        });
        return found;
    }
}
