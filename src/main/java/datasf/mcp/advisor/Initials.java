package datasf.mcp.advisor;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A name compared in full where the data keeps its initials, or the other way round:
 * {@code 'Friends of the Urban Forest'} where the caretakers' column says {@code FUF}. The
 * initials are taken of the words beyond the small ones (of, the, and...), and of every word.
 */
final class Initials {

    private static final Set<String> SMALL = Set.of("of", "the", "and", "for", "a", "an", "in", "on", "at", "to", "&");

    private Initials() {}

    /** The values that are the other's initials; empty when none is. */
    static List<ValueSample.ValueCount> values(String written, ValueSample sample) {
        return sample.values().stream()
                .filter(v -> initialsOf(written, v.value()) || initialsOf(v.value(), written))
                .toList();
    }

    /** Whether {@code initials}, upper-case letters only, are those of {@code name}'s words (two or more). */
    private static boolean initialsOf(String name, String initials) {
        String letters = initials.strip();
        if (letters.length() < 2 || !letters.matches("[A-Z]+")) {
            return false;
        }
        String[] words = name.strip().split("\\s+");
        if (words.length < 2) {
            return false;
        }
        StringBuilder all = new StringBuilder();
        StringBuilder significant = new StringBuilder();
        for (String word : words) {
            char first = Character.toUpperCase(word.charAt(0));
            all.append(first);
            if (!SMALL.contains(word.toLowerCase(Locale.ROOT))) {
                significant.append(first);
            }
        }
        return letters.contentEquals(significant) || letters.contentEquals(all);
    }
}
