package datasf.mcp.advisor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Which of a column's values an LLM probably meant by a literal that matched no row: the values
 * equal to it ignoring case ({@code 'TENDERLOIN'} -> {@code 'Tenderloin'}), and near values:
 * every word of the literal starts a word of the value, singular or plural ({@code 'Drugs'} ->
 * {@code 'Drug Offense'}, {@code 'Graffiti'} -> {@code 'Graffiti on Pole'}), the value's words are
 * all in the literal ({@code 'Mission District'} -> {@code 'Mission'}), or a few typos
 * ({@code 'Missoin'}). Only a case-insensitive match is ever applied without asking.
 */
public final class ValueMatcher {

    /** Most near values offered in one hint. */
    static final int MAX_NEAR = 5;
    /** Similarity (1 - edits / length) from which a value counts as a typo of the literal. */
    static final double TYPO_SIMILARITY = 0.75;

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    /**
     * @param exact the literal is one of the values
     * @param sameIgnoringCase values equal to the literal but for case, most frequent first
     * @param near other likely values, closest first
     */
    public record Verdict(
            boolean exact, List<ValueSample.ValueCount> sameIgnoringCase, List<ValueSample.ValueCount> near) {}

    private ValueMatcher() {}

    public static Verdict match(String literal, ValueSample sample) {
        if (sample.contains(literal)) {
            return new Verdict(true, List.of(), List.of());
        }
        List<ValueSample.ValueCount> caseOnly = new ArrayList<>();
        List<Scored> near = new ArrayList<>();
        String[] literalWords = words(literal);
        for (ValueSample.ValueCount value : sample.values()) {
            if (value.value().equalsIgnoreCase(literal)) {
                caseOnly.add(value);
            } else {
                double score = nearness(literal, literalWords, value.value());
                if (score > 0) {
                    near.add(new Scored(value, score));
                }
            }
        }
        near.sort(Comparator.comparingDouble(Scored::score)
                .reversed()
                .thenComparing(Comparator.comparingLong((Scored s) -> s.value().count())
                        .reversed()));
        return new Verdict(
                false,
                caseOnly,
                near.stream().limit(MAX_NEAR).map(Scored::value).toList());
    }

    /** Values a LIKE pattern matches when case is ignored (the pattern matches none as written). */
    public static List<ValueSample.ValueCount> likeIgnoringCase(String pattern, ValueSample sample) {
        Pattern regex = likeRegex(pattern, true);
        return sample.values().stream()
                .filter(v -> regex.matcher(v.value()).matches())
                .limit(MAX_NEAR)
                .toList();
    }

    /** Whether a LIKE pattern matches any value exactly as written. */
    public static boolean likeMatchesAny(String pattern, ValueSample sample) {
        Pattern regex = likeRegex(pattern, false);
        return sample.values().stream().anyMatch(v -> regex.matcher(v.value()).matches());
    }

    static Pattern likeRegex(String pattern, boolean ignoreCase) {
        StringBuilder regex = new StringBuilder();
        for (char c : pattern.toCharArray()) {
            regex.append(c == '%' ? ".*" : c == '_' ? "." : Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(
                regex.toString(), Pattern.DOTALL | (ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0));
    }

    private record Scored(ValueSample.ValueCount value, double score) {}

    /** 0 when unrelated; higher when closer. */
    private static double nearness(String literal, String[] literalWords, String value) {
        String[] valueWords = words(value);
        if (literalWords.length == 0
                || valueWords.length == 0
                || String.join("", literalWords).length() < 3) {
            return 0;
        }
        double typo = similarity(String.join("", literalWords), String.join("", valueWords));
        if (typo >= TYPO_SIMILARITY) {
            return 2 + typo;
        }
        if (allStartWords(literalWords, valueWords)) {
            return 1 + (double) literalWords.length / valueWords.length;
        }
        if (allStartWords(valueWords, literalWords)
                && String.join("", valueWords).length() >= 4) {
            return 1 + (double) valueWords.length / literalWords.length - 0.5;
        }
        return 0;
    }

    /** Every word of {@code part} (singular) starts some word of {@code whole} (singular). */
    private static boolean allStartWords(String[] part, String[] whole) {
        for (String word : part) {
            String stem = singular(word);
            if (Arrays.stream(whole).map(ValueMatcher::singular).noneMatch(w -> w.startsWith(stem))) {
                return false;
            }
        }
        return true;
    }

    private static String[] words(String text) {
        String cleaned =
                NON_WORD.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
        return cleaned.isEmpty() ? new String[0] : cleaned.split(" ");
    }

    static String singular(String word) {
        if (word.length() > 4 && word.endsWith("ies")) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.length() > 4
                && (word.endsWith("ches") || word.endsWith("shes") || word.endsWith("sses") || word.endsWith("xes"))) {
            return word.substring(0, word.length() - 2);
        }
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }

    private static double similarity(String a, String b) {
        int longest = Math.max(a.length(), b.length());
        return longest == 0 ? 1 : 1.0 - (double) edits(a, b) / longest;
    }

    /**
     * Edits between two strings, a swap of neighbours counting as one (optimal string alignment):
     * {@code missoin} is one slip from {@code mission}, not two.
     */
    static int edits(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
