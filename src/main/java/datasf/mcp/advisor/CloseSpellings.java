package datasf.mcp.advisor;

import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlStrings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * A {@code LIKE} that matched nothing because a word of it is spelled otherwise in the data:
 * {@code '%Castro Theater%'} where the values say {@code Castro Theatre}, {@code '%Sat%'} where
 * opening hours write {@code Sa}. One word of the pattern at a time is put in the place of a word
 * of the values that starts with the same letter and is one or two edits away (two from six
 * letters on), or is a shorter start of it, the most frequent first; the first pattern that then
 * matches a value is the fix.
 */
final class CloseSpellings {

    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}");
    private static final int LONG_WORD = 6;

    private CloseSpellings() {}

    /** The condition with one word of the pattern respelled so that it matches a value, or null. */
    static String condition(String column, String written, ValueSample sample) {
        Map<String, Long> valueWords = valueWords(sample);
        Matcher words = WORD.matcher(written);
        while (words.find()) {
            String word = words.group();
            if (word.length() < 3) {
                continue;
            }
            for (String closer : close(word, valueWords)) {
                String respelled = written.substring(0, words.start()) + closer + written.substring(words.end());
                if (ValueMatcher.likeMatchesAny(respelled, sample)) {
                    return column + " LIKE " + SoqlStrings.literal(respelled);
                }
            }
        }
        return null;
    }

    static String why(String written) {
        return "no value holds " + SoqlStrings.literal(written.replace("%", "").strip())
                + ", even ignoring case; the values spell it otherwise";
    }

    /** The value words close to {@code word}, the most frequent first. */
    private static List<String> close(String word, Map<String, Long> valueWords) {
        String lower = word.toLowerCase(Locale.ROOT);
        LevenshteinDistance distance = new LevenshteinDistance(lower.length() >= LONG_WORD ? 2 : 1);
        List<Map.Entry<String, Long>> found = new ArrayList<>();
        for (Map.Entry<String, Long> candidate : valueWords.entrySet()) {
            CallDeadline.check();
            String other = candidate.getKey().toLowerCase(Locale.ROOT);
            boolean close = other.charAt(0) == lower.charAt(0)
                    && !other.equals(lower)
                    && (distance.apply(lower, other) >= 0 || lower.startsWith(other));
            if (close) {
                found.add(candidate);
            }
        }
        found.sort(Map.Entry.<String, Long>comparingByValue().reversed());
        return found.stream().map(Map.Entry::getKey).toList();
    }

    /** Every word of the values as written, with the rows that hold it. */
    private static Map<String, Long> valueWords(ValueSample sample) {
        Map<String, Long> words = new HashMap<>();
        for (ValueSample.ValueCount value : sample.values()) {
            Matcher m = WORD.matcher(value.value());
            while (m.find()) {
                words.merge(m.group(), value.count(), Long::sum);
            }
        }
        return words;
    }
}
