package datasf.mcp.soql.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * A SoQL {@code LIKE} pattern, matched as Socrata does ({@code %} any run of characters, {@code _}
 * one character, every other character itself; no escape) without a regular expression. A regex
 * with one {@code .*} per {@code %} backtracks exponentially on a pattern such as
 * {@code '%%%%%%%%%%%%!'}; here a run of {@code %} is one gap, the pattern is split at its gaps
 * into pieces, and a value matches when the first piece starts it, the last ends it and the
 * others occur in between, in order, each at its leftmost place (leftmost is always safe: a later
 * place leaves less room for the pieces after it). So a match costs at most the value's length
 * times the pattern's, and nothing when the pattern needs more characters than the value has.
 * Every LIKE the server evaluates itself goes through here (the advisor's value matching, the
 * answer checks), never through {@code java.util.regex}.
 */
public final class LikePattern {

    /** Stands for {@code _} in a piece: any one character. */
    private static final int ANY = -1;

    /** The pattern split at its {@code %} runs: code points, {@link #ANY} for {@code _}. */
    private final List<int[]> pieces;
    /** Whether the pattern has a {@code %} at all; without one it must equal the whole value. */
    private final boolean hasGap;

    private final boolean ignoreCase;
    /** The characters a value needs at least: every one of the pattern's but {@code %}. */
    private final int minLength;

    private LikePattern(List<int[]> pieces, boolean hasGap, boolean ignoreCase) {
        this.pieces = pieces;
        this.hasGap = hasGap;
        this.ignoreCase = ignoreCase;
        this.minLength = pieces.stream().mapToInt(p -> p.length).sum();
    }

    /** {@code pattern} as written; {@code ignoreCase} compares letters as {@code equalsIgnoreCase} does. */
    public static LikePattern of(String pattern, boolean ignoreCase) {
        List<int[]> pieces = new ArrayList<>();
        List<Integer> piece = new ArrayList<>();
        boolean hasGap = false;
        for (int c : pattern.codePoints().toArray()) {
            if (c == '%') {
                hasGap = true;
                pieces.add(toArray(piece));
                piece.clear();
            } else {
                piece.add(c == '_' ? ANY : ignoreCase ? fold(c) : c);
            }
        }
        pieces.add(toArray(piece));
        return new LikePattern(List.copyOf(pieces), hasGap, ignoreCase);
    }

    public boolean matches(String value) {
        if (value.length() < minLength) {
            return false; // fewer chars than the pattern needs: fewer code points too
        }
        int[] text = value.codePoints().toArray();
        if (ignoreCase) {
            for (int i = 0; i < text.length; i++) {
                text[i] = fold(text[i]);
            }
        }
        if (text.length < minLength) {
            return false;
        }
        int[] first = pieces.get(0);
        if (!hasGap) {
            return text.length == first.length && at(text, 0, first);
        }
        int[] last = pieces.get(pieces.size() - 1);
        int end = text.length - last.length; // where the last piece must start
        if (!at(text, 0, first) || !at(text, end, last)) {
            return false;
        }
        int from = first.length;
        for (int i = 1; i < pieces.size() - 1; i++) {
            int found = find(text, from, end, pieces.get(i));
            if (found < 0) {
                return false;
            }
            from = found + pieces.get(i).length;
        }
        return from <= end;
    }

    /** The leftmost place in {@code [from, until)} where {@code piece} fits wholly before {@code until}, or -1. */
    private static int find(int[] text, int from, int until, int[] piece) {
        for (int start = from; start + piece.length <= until; start++) {
            if (at(text, start, piece)) {
                return start;
            }
        }
        return -1;
    }

    private static boolean at(int[] text, int start, int[] piece) {
        if (start < 0 || start + piece.length > text.length) {
            return false;
        }
        for (int i = 0; i < piece.length; i++) {
            if (piece[i] != ANY && piece[i] != text[start + i]) {
                return false;
            }
        }
        return true;
    }

    /** One case for comparing, as {@code String.equalsIgnoreCase} compares characters. */
    private static int fold(int c) {
        return Character.toLowerCase(Character.toUpperCase(c));
    }

    private static int[] toArray(List<Integer> piece) {
        return piece.stream().mapToInt(Integer::intValue).toArray();
    }
}
