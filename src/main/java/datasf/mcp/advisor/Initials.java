package datasf.mcp.advisor;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A name compared in full where the data keeps its initials, or the other way round:
 * {@code 'Friends of the Urban Forest'} where the caretakers' column says {@code FUF}. The
 * initials are taken of the words beyond the small ones (of, the, and...), and of every word.
 * Called once for each literal of an empty answer against every looked-up value, so each test is
 * a scan of characters: no value longer than a name is split.
 */
final class Initials {

    private static final Set<String> SMALL = Set.of("of", "the", "and", "for", "a", "an", "in", "on", "at", "to", "&");

    /** Longer values are sentences or lists, not names. */
    private static final int LONGEST_NAME = 80;

    private Initials() {}

    /** The values that are the other's initials; empty when none is. */
    static List<ValueSample.ValueCount> values(String written, ValueSample sample) {
        boolean writtenIsInitials = isInitials(written);
        boolean writtenIsName = written.length() <= LONGEST_NAME && written.indexOf(' ') > 0;
        if (!writtenIsInitials && !writtenIsName) {
            return List.of();
        }
        return sample.values().stream()
                .filter(v -> writtenIsName && isInitials(v.value()) && initialsOf(written, v.value())
                        || writtenIsInitials && v.value().length() <= LONGEST_NAME && initialsOf(v.value(), written))
                .toList();
    }

    /** Two or more upper-case letters and nothing else. */
    private static boolean isInitials(String text) {
        String letters = text.strip();
        if (letters.length() < 2) {
            return false;
        }
        for (int i = 0; i < letters.length(); i++) {
            char c = letters.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code initials} are those of {@code name}'s words (two or more). */
    private static boolean initialsOf(String name, String initials) {
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
        String letters = initials.strip();
        return letters.contentEquals(significant) || letters.contentEquals(all);
    }
}
