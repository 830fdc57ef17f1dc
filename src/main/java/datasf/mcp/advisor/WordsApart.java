package datasf.mcp.advisor;

import datasf.mcp.schema.Words;
import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a {@code LIKE} that matched nothing may have meant, read from the column's values: its
 * words apart ({@code '%kitchen remodel%'} where a value says {@code kitchen and bathroom
 * remodel}), or a value that means its one word ({@code '%Homeless%'} where the category is
 * {@code Encampments}: {@link Words#sameMeaning}).
 */
final class WordsApart {

    private WordsApart() {}

    static String why(String written) {
        String words = written.replace("%", " ").replace("_", " ").strip();
        return words.contains(" ")
                ? "no value holds " + SoqlStrings.literal(words) + " as written; some hold each of its words"
                : "no value holds " + SoqlStrings.literal(words) + "; the values below mean the same";
    }

    /** The condition that keeps those values, or null when the values say nothing of it. */
    static String condition(String column, String written, ValueSample sample) {
        List<String> words =
                List.of(written.replace("%", " ").replace("_", " ").strip().split("\\s+"));
        if (words.size() > 1) {
            boolean some = sample.values().stream().anyMatch(v -> holdsAll(v.value(), words));
            return some
                    ? words.stream()
                            .map(w -> column + " LIKE " + SoqlStrings.literal("%" + w + "%"))
                            .collect(Collectors.joining(" AND "))
                    : null;
        }
        String word = Words.singular(words.get(0).toLowerCase(Locale.ROOT));
        Set<String> meaning = new LinkedHashSet<>();
        for (ValueSample.ValueCount value : sample.values()) {
            if (Words.of(value.value()).stream().anyMatch(w -> !w.equals(word) && Words.sameMeaning(w, word))) {
                meaning.add(value.value());
            }
        }
        if (meaning.isEmpty() || meaning.size() > 3) {
            return null;
        }
        List<String> values = new ArrayList<>(meaning);
        return values.size() == 1
                ? column + " = " + SoqlStrings.literal(values.get(0))
                : column + " IN (" + values.stream().map(SoqlStrings::literal).collect(Collectors.joining(", ")) + ")";
    }

    private static boolean holdsAll(String value, List<String> words) {
        return words.stream().allMatch(value::contains);
    }
}
