package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.syntax.SoqlStrings;
import datasf.mcp.soql.tree.Expr;
import datasf.mcp.soql.tree.Literal;
import datasf.mcp.soql.tree.Predicate;
import datasf.mcp.soql.tree.Values;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A name a column holds in several forms: {@code distributor = 'Sony Pictures'} keeps the rows of
 * that form and leaves out {@code 'Sony Pictures Releasing'} and {@code 'Sony Pictures
 * Classics'}; {@code = 'Warner Bros. Pictures'} leaves out {@code 'Warner Brothers'}. The answer
 * has rows and looks complete. Noted when another known value of the column begins with the one
 * asked for, word for word (two words at least, so that a one-word category is not taken for the
 * start of every longer one), or when the one asked for begins with another written with an
 * abbreviation ({@code Bros.} for {@code Brothers}): the same words spelt two ways. The note's
 * query asks for every form ({@code IN (...)}); whether they are one thing is the question's, and
 * names spelt apart with no word in common at their start ({@code 'Fox'} and {@code 'Twentieth
 * Century Fox'}) are not seen.
 */
final class VariantValuesCheck implements Check {

    /** Fewest words of the shorter form: a word alone begins too many names to say they are one. */
    static final int MIN_WORDS = 2;

    private static final int LISTED = 4;

    @Override
    public void check(Review review, Notes notes) {
        if (review.outcome() != Review.Outcome.ROWS) {
            return;
        }
        Map<String, List<List<String>>> wordsOf = new HashMap<>();
        Map<String, Set<String>> valuesOf = new HashMap<>();
        for (Predicate condition : review.predicates()) {
            if (notes.fullForRows() || CallDeadline.passed()) {
                return; // the answer stands without more notes
            }
            ColumnFacts column = TextEquality.column(review, condition);
            if (column == null) {
                continue;
            }
            Set<String> asked = new LinkedHashSet<>();
            for (Expr value : condition.values()) {
                Literal literal = Values.string(value);
                if (literal != null) {
                    asked.add(literal.value());
                }
            }
            if (asked.size() != condition.values().size()) {
                continue;
            }
            // each known value split once per answer, each asked value once: linear in what is known and asked
            List<List<String>> known = wordsOf.computeIfAbsent(
                    column.field(),
                    field -> column.values().stream().map(v -> words(v.value())).toList());
            Set<String> values = valuesOf.computeIfAbsent(column.field(), field -> {
                Set<String> all = new HashSet<>();
                column.values().forEach(v -> all.add(v.value()));
                return all;
            });
            Set<ColumnStats.Count> variants = new LinkedHashSet<>();
            for (String value : asked) {
                if (!values.contains(value)
                        || variants.size() >= column.values().size()) {
                    continue;
                }
                List<String> words = words(value);
                for (int i = 0; i < known.size(); i++) {
                    ColumnStats.Count other = column.values().get(i);
                    if (!asked.contains(other.value()) && variant(words, known.get(i))) {
                        variants.add(other);
                    }
                }
            }
            if (variants.isEmpty()) {
                continue;
            }
            List<String> all = new ArrayList<>(asked);
            variants.forEach(v -> all.add(v.value()));
            notes.replace(
                    condition.node(),
                    column.field() + " holds the name in other forms too, which = leaves out: "
                            + variants.stream()
                                    .limit(LISTED)
                                    .map(v -> SoqlStrings.literal(v.value()) + " (" + v.count() + ")")
                                    .collect(Collectors.joining(", ")),
                    condition.subject().in(review.text()) + " IN ("
                            + all.stream().map(SoqlStrings::literal).collect(Collectors.joining(", ")) + ")");
            return;
        }
    }

    /**
     * {@code other} begins with {@code asked} word for word (a word abbreviated in one, as
     * {@code bros.} for {@code brothers}, counts as the same), or {@code asked} begins with
     * {@code other} where some word is such an abbreviation: a shorter form spelt otherwise, not a
     * broader value ({@code 'Larceny Theft'} beside {@code 'Larceny Theft - Shoplifting'}).
     */
    static boolean variant(List<String> asked, List<String> other) {
        if (Math.min(asked.size(), other.size()) < MIN_WORDS) {
            return false;
        }
        if (other.size() > asked.size() && prefix(asked, other, true)) {
            return true;
        }
        return other.size() < asked.size() && prefix(other, asked, true) && !prefix(other, asked, false);
    }

    /** The words of {@code shorter} begin {@code longer}, each equal, or an abbreviation when allowed. */
    private static boolean prefix(List<String> shorter, List<String> longer, boolean abbreviations) {
        for (int i = 0; i < shorter.size(); i++) {
            String a = shorter.get(i);
            String b = longer.get(i);
            if (!bare(a).equals(bare(b)) && !(abbreviations && (abbreviates(a, b) || abbreviates(b, a)))) {
                return false;
            }
        }
        return true;
    }

    /** {@code short.} (ending in a dot) for {@code word}: the same first letter, its letters in order, shorter. */
    private static boolean abbreviates(String dotted, String word) {
        if (!dotted.endsWith(".") || word.endsWith(".")) {
            return false;
        }
        String letters = bare(dotted);
        if (letters.isEmpty() || letters.length() >= word.length() || letters.charAt(0) != word.charAt(0)) {
            return false;
        }
        int at = 0;
        for (char c : word.toCharArray()) {
            if (at < letters.length() && c == letters.charAt(at)) {
                at++;
            }
        }
        return at == letters.length();
    }

    private static String bare(String word) {
        return word.endsWith(".") ? word.substring(0, word.length() - 1) : word;
    }

    /** Lower-case words, a trailing dot kept (it marks an abbreviation); other punctuation dropped. */
    private static List<String> words(String value) {
        List<String> words = new ArrayList<>();
        for (String raw : value.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}.]+")) {
            String word = raw.replaceAll("\\.(?=.)", "");
            if (!word.isEmpty() && !word.equals(".")) {
                words.add(word);
            }
        }
        return words;
    }
}
