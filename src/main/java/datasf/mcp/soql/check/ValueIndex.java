package datasf.mcp.soql.check;

import datasf.mcp.schema.ColumnStats;
import datasf.mcp.socrata.CallDeadline;
import datasf.mcp.soql.text.WordRuns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The known values of a dataset's columns, read once for the literals of one review: which values
 * equal a literal ignoring case, and which hold it as a word ({@link #holding}). A wide dataset has
 * hundreds of columns of tens of values each, and a query may ask for hundreds of literals: each
 * value is read once, whatever the number of literals, and a literal is then looked for only
 * where one of its words stands, never by a regex or a scan of every value.
 *
 * <p>A literal is held as a word where it stands, ignoring case, between characters that are not
 * letters or digits (or the value's ends): {@code 'theft'} in {@code 'Larceny Theft'}, not in
 * {@code 'Thefts'}. A literal without a letter or a digit is held by no value.
 */
final class ValueIndex {

    /**
     * The most places a review checks for its literals, all together: a value holding one of a
     * literal's words many times over, in every column, stops the search here rather than at the
     * call's deadline (each check compares at most the literal's length, 200 characters).
     */
    static final int MAX_CHECKS = 250_000;

    /**
     * The most characters of values read per review (about 0.1 s), and the most places of the
     * literals' words kept: a dataset's most frequent values and the cached lookups of hundreds
     * of columns hold fewer; past either the search ends without notes.
     */
    static final int MAX_CHARS = 8_000_000;

    static final int MAX_PLACES = 1_000_000;

    /** Words are told apart by their length up to here; longer ones share the last slot. */
    private static final int MAX_WORD = 256;

    /** A value of a column: its position in {@link #columns} and the value itself. */
    record Held(int column, ColumnStats.Count value) {}

    /** Where a word stands: (value, offset) pairs, in the values' order, two ints each. */
    private static final class Places {
        private int[] at = new int[8];
        private int size;

        void add(int value, int offset) {
            if (size + 2 > at.length) {
                at = Arrays.copyOf(at, at.length * 2);
            }
            at[size++] = value;
            at[size++] = offset;
        }
    }

    private static final Places NOWHERE = new Places();

    private final List<ColumnFacts> columns;
    private final List<Held> values = new ArrayList<>();
    private final List<String> folded = new ArrayList<>();
    /** A value's text folded ({@link #fold}) -> the values whose text it is, in the columns' order. */
    private final Map<String, List<Integer>> byText = new HashMap<>();
    /** A word of a literal -> where it stands in the values. */
    private final Map<String, Places> places = new HashMap<>();

    private int checksLeft = MAX_CHECKS;

    /** Whether a cap or the deadline ended the work: no answer from here on is complete. */
    private boolean stopped;

    private ValueIndex(List<ColumnFacts> columns) {
        this.columns = columns;
    }

    /**
     * The index of {@code columns}' known values, with the places of {@code words} (folded by
     * {@link #words}) in them; other words are not kept.
     */
    static ValueIndex of(List<ColumnFacts> columns, Set<String> words) {
        ValueIndex index = new ValueIndex(columns);
        // a word of another length is none of them: most are skipped without being copied
        boolean[] lengths = new boolean[MAX_WORD + 1];
        words.forEach(word -> lengths[Math.min(word.length(), MAX_WORD)] = true);
        long chars = 0;
        int[] kept = {0};
        for (int c = 0; c < columns.size() && !index.stopped; c++) {
            for (ColumnStats.Count value : columns.get(c).values()) {
                int id = index.values.size();
                index.values.add(new Held(c, value));
                String text = fold(value.value());
                index.folded.add(text);
                index.byText.computeIfAbsent(text, k -> new ArrayList<>(1)).add(id);
                chars += text.length();
                WordRuns.forEach(text, (start, end) -> {
                    if (lengths[Math.min(end - start, MAX_WORD)]) {
                        String word = text.substring(start, end);
                        if (words.contains(word)) {
                            index.places
                                    .computeIfAbsent(word, k -> new Places())
                                    .add(id, start);
                            kept[0]++;
                        }
                    }
                });
            }
            index.stopped = chars > MAX_CHARS || kept[0] > MAX_PLACES || CallDeadline.passed();
        }
        return index;
    }

    /** The columns indexed, in order. */
    List<ColumnFacts> columns() {
        return columns;
    }

    /** Whether the deadline or the cap on checks has ended the work. */
    boolean stopped() {
        return stopped;
    }

    /** The values whose text equals {@code literal} ignoring case, in the columns' order. */
    List<Held> equalIgnoringCase(String literal) {
        List<Integer> ids = byText.getOrDefault(fold(literal), List.of());
        return ids.stream().map(values::get).toList();
    }

    /**
     * The values holding {@code literal} as a word, in the columns' order; empty when none does,
     * or when the deadline or the cap on checks stops the search first ({@link #stopped}).
     */
    List<Held> holding(String literal) {
        String text = fold(literal);
        Places rarest = null;
        int rarestOffset = 0;
        List<int[]> words = new ArrayList<>();
        WordRuns.forEach(text, (start, end) -> words.add(new int[] {start, end}));
        for (int[] word : words) {
            Places at = places.getOrDefault(text.substring(word[0], word[1]), NOWHERE);
            if (rarest == null || at.size < rarest.size) {
                rarest = at;
                rarestOffset = word[0];
            }
        }
        List<Held> holding = new ArrayList<>();
        if (rarest == null || stopped) {
            return holding;
        }
        int last = -1;
        for (int i = 0; i < rarest.size; i += 2) {
            int id = rarest.at[i];
            if (id == last) {
                continue; // this value already holds it
            }
            if (--checksLeft < 0 || (checksLeft % 1024 == 0 && CallDeadline.passed())) {
                stopped = true;
                return List.of();
            }
            if (standsAt(folded.get(id), text, rarest.at[i + 1] - rarestOffset)) {
                holding.add(values.get(id));
                last = id;
            }
        }
        return holding;
    }

    /** The distinct words of {@code literals}, as the index keeps them. */
    static Set<String> words(List<String> literals) {
        Set<String> words = new HashSet<>();
        for (String literal : literals) {
            String text = fold(literal);
            WordRuns.forEach(text, (start, end) -> words.add(text.substring(start, end)));
        }
        return words;
    }

    /** Whether {@code word} stands in {@code text} at {@code start}, between non-word characters. */
    private static boolean standsAt(String text, String word, int start) {
        int end = start + word.length();
        return start >= 0
                && end <= text.length()
                && text.startsWith(word, start)
                && (start == 0 || !WordRuns.isWordCharacter(text.codePointBefore(start)))
                && (end == text.length() || !WordRuns.isWordCharacter(text.codePointAt(end)));
    }

    /**
     * The text with each character in one case, its length kept: two characters equal ignoring
     * case (as {@link String#equalsIgnoreCase} compares them) fold to the same one.
     */
    static String fold(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (c >= 'A' && c <= 'Z') {
                chars[i] = (char) (c + ('a' - 'A'));
            } else if (c >= 0x80) {
                chars[i] = Character.toLowerCase(Character.toUpperCase(c));
            }
        }
        return new String(chars);
    }
}
