package datasf.mcp.advisor;

import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.LikePattern;
import datasf.mcp.soql.text.WordRuns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

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

    /**
     * The longest literal compared for near values. Values longer than
     * {@link ColumnValues#MAX_VALUE_LENGTH} are never kept, so a literal over twice that is neither
     * a typo nor a short or long form of one of them; it is only compared for equality, whatever
     * the caller sends.
     */
    static final int MAX_NEAR_LITERAL = 2 * ColumnValues.MAX_VALUE_LENGTH;

    /**
     * The longest text (its letters and digits) checked for typos: category values are short, and
     * this keeps one comparison within 64 x 33 steps, whatever the caller and Socrata send.
     */
    static final int MAX_TYPO_LENGTH = 64;

    /**
     * @param exact the literal is one of the values
     * @param sameIgnoringCase values equal to the literal but for case, most frequent first
     * @param near other likely values, closest first
     */
    public record Verdict(
            boolean exact, List<ValueSample.ValueCount> sameIgnoringCase, List<ValueSample.ValueCount> near) {}

    private ValueMatcher() {}

    /**
     * A sample whose values are split into words once, on first need, for every literal of one
     * call matched against it: a query may compare hundreds of literals with a column's hundreds
     * of values, and splitting every value anew for each literal cost a second of CPU.
     */
    public static final class Prepared {
        private final ValueSample sample;
        private final Words[] words;

        private Prepared(ValueSample sample) {
            this.sample = sample;
            this.words = new Words[sample.values().size()];
        }

        public ValueSample sample() {
            return sample;
        }

        private Words words(int index) {
            if (words[index] == null) {
                words[index] = Words.of(sample.values().get(index).value());
            }
            return words[index];
        }
    }

    /** The sample, to be matched against many literals (not shared between threads). */
    public static Prepared prepare(ValueSample sample) {
        return new Prepared(sample);
    }

    public static Verdict match(String literal, ValueSample sample) {
        return match(literal, prepare(sample));
    }

    public static Verdict match(String literal, Prepared prepared) {
        ValueSample sample = prepared.sample();
        if (sample.contains(literal)) {
            return new Verdict(true, List.of(), List.of());
        }
        List<ValueSample.ValueCount> caseOnly = new ArrayList<>();
        List<Scored> near = new ArrayList<>();
        Words literalWords = literal.length() <= MAX_NEAR_LITERAL ? Words.of(literal) : null;
        List<ValueSample.ValueCount> values = sample.values();
        for (int i = 0; i < values.size(); i++) {
            CallDeadline.check();
            ValueSample.ValueCount value = values.get(i);
            if (value.value().equalsIgnoreCase(literal)) {
                caseOnly.add(value);
            } else if (literalWords != null) {
                double score = nearness(literalWords, prepared.words(i));
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
        LikePattern like = LikePattern.of(pattern, true);
        List<ValueSample.ValueCount> matching = new ArrayList<>();
        for (ValueSample.ValueCount value : sample.values()) {
            CallDeadline.check();
            if (like.matches(value.value())) {
                matching.add(value);
                if (matching.size() == MAX_NEAR) {
                    break;
                }
            }
        }
        return matching;
    }

    /** Whether a LIKE pattern matches any value exactly as written. */
    public static boolean likeMatchesAny(String pattern, ValueSample sample) {
        LikePattern like = LikePattern.of(pattern, false);
        for (ValueSample.ValueCount value : sample.values()) {
            CallDeadline.check();
            if (like.matches(value.value())) {
                return true;
            }
        }
        return false;
    }

    private record Scored(ValueSample.ValueCount value, double score) {}

    /** A text's lower-case words, their singular forms, and the words run together. */
    private record Words(String[] words, String[] stems, String joined) {

        static Words of(String text) {
            String lower = text.toLowerCase(Locale.ROOT);
            List<String> words = new ArrayList<>();
            WordRuns.forEach(lower, (start, end) -> words.add(lower.substring(start, end)));
            String[] all = words.toArray(String[]::new);
            String[] stems = Arrays.stream(all).map(ValueMatcher::singular).toArray(String[]::new);
            return new Words(all, stems, String.join("", all));
        }

        boolean isEmpty() {
            return words.length == 0;
        }
    }

    /** 0 when unrelated; higher when closer. */
    private static double nearness(Words literal, Words value) {
        if (literal.isEmpty() || value.isEmpty() || literal.joined().length() < 3) {
            return 0;
        }
        double typo = typoSimilarity(literal.joined(), value.joined());
        if (typo >= TYPO_SIMILARITY) {
            return 2 + typo;
        }
        if (allStartWords(literal, value)) {
            return 1 + (double) literal.words().length / value.words().length;
        }
        if (allStartWords(value, literal) && value.joined().length() >= 4) {
            return 1 + (double) value.words().length / literal.words().length - 0.5;
        }
        return 0;
    }

    /** Every word of {@code part} (singular) starts some word of {@code whole} (singular). */
    private static boolean allStartWords(Words part, Words whole) {
        for (String stem : part.stems()) {
            if (Arrays.stream(whole.stems()).noneMatch(w -> w.startsWith(stem))) {
                return false;
            }
        }
        return true;
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

    /**
     * {@code 1 - edits / length} when that reaches {@link #TYPO_SIMILARITY}, else 0: the edits are
     * counted only up to the most a typo may have ({@link BoundedEdits}), and only between texts of
     * at most {@link #MAX_TYPO_LENGTH} letters and digits.
     */
    static double typoSimilarity(String a, String b) {
        int longest = Math.max(a.length(), b.length());
        if (longest == 0) {
            return 1;
        }
        if (longest > MAX_TYPO_LENGTH) {
            return 0;
        }
        int allowed = (int) Math.floor((1 - TYPO_SIMILARITY) * longest);
        int edits = BoundedEdits.osa(a, b, allowed);
        return edits > allowed ? 0 : 1.0 - (double) edits / longest;
    }
}
