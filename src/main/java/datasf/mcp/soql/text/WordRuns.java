package datasf.mcp.soql.text;

/**
 * The words of a value's text as the checks and the advisor compare them: each run of letters and
 * numbers ({@code \p{L}}, {@code \p{N}}), found in one pass by hand, since a regular expression per
 * value cost more than the matching that reads the words.
 */
public final class WordRuns {

    /** Receives one word as the characters {@code [start, end)} of the text. */
    @FunctionalInterface
    public interface Span {
        void accept(int start, int end);
    }

    private WordRuns() {}

    /** Each run of letters and numbers of {@code text}, in order. */
    public static void forEach(String text, Span span) {
        int start = -1;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            if (isWordCharacter(c)) {
                start = start < 0 ? i : start;
            } else if (start >= 0) {
                span.accept(start, i);
                start = -1;
            }
            i += Character.charCount(c);
        }
        if (start >= 0) {
            span.accept(start, text.length());
        }
    }

    /** A letter or a number: what words are made of. */
    public static boolean isWordCharacter(int c) {
        if (c < 0x80) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }
        if (Character.isLetter(c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.DECIMAL_DIGIT_NUMBER
                || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }
}
