package datasf.mcp.soql.columns;

import java.util.ArrayList;
import java.util.List;

/**
 * A column name reduced to lower-case words, so that the many spellings of one name compare equal:
 * {@code incident_category}, {@code incidentCategory}, {@code IncidentCategory},
 * {@code Incident Category} and {@code incident-category} all become {@code [incident, category]}.
 *
 * <p>Words break at any character that is not a letter or digit, at a lower-to-upper case change
 * ({@code incidentCategory}), at the end of an upper-case run ({@code CADNumber} gives
 * {@code cad, number}) and between letters and digits ({@code supervisorDistrict2012}).
 *
 * @param words the lower-case words, in order
 * @param compact the words joined without separators; comparing this form makes missing or extra
 *     underscores free ({@code incidentcategory} equals {@code incident_category})
 */
record NormalizedName(List<String> words, String compact) {

    private enum CharKind {
        NONE,
        LOWER,
        UPPER,
        DIGIT
    }

    static NormalizedName of(String raw) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        CharKind previous = CharKind.NONE;
        int i = 0;
        while (i < raw.length()) {
            int c = raw.codePointAt(i);
            int width = Character.charCount(c);
            CharKind kind = kindOf(c);
            if (kind == CharKind.NONE) {
                flush(word, words);
            } else {
                int nextIndex = i + width;
                boolean nextIsLower = nextIndex < raw.length() && kindOf(raw.codePointAt(nextIndex)) == CharKind.LOWER;
                if (startsNewWord(previous, kind, nextIsLower)) {
                    flush(word, words);
                }
                word.appendCodePoint(Character.toLowerCase(c));
            }
            previous = kind;
            i += width;
        }
        flush(word, words);
        return new NormalizedName(List.copyOf(words), String.join("", words));
    }

    private static boolean startsNewWord(CharKind previous, CharKind current, boolean nextIsLower) {
        if (previous == CharKind.NONE) {
            return false;
        }
        boolean digitBoundary = (previous == CharKind.DIGIT) != (current == CharKind.DIGIT);
        boolean camelHump = previous == CharKind.LOWER && current == CharKind.UPPER;
        boolean acronymEnd = previous == CharKind.UPPER && current == CharKind.UPPER && nextIsLower;
        return digitBoundary || camelHump || acronymEnd;
    }

    private static CharKind kindOf(int c) {
        if (Character.isDigit(c)) {
            return CharKind.DIGIT;
        }
        if (!Character.isLetter(c)) {
            return CharKind.NONE;
        }
        // Letters without case (CJK and the like) behave as lower case: they never start a word.
        return Character.isUpperCase(c) || Character.isTitleCase(c) ? CharKind.UPPER : CharKind.LOWER;
    }

    private static void flush(StringBuilder word, List<String> words) {
        if (word.length() > 0) {
            words.add(word.toString());
            word.setLength(0);
        }
    }
}
