package datasf.mcp.advisor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The banded edit count equals the full optimal-string-alignment table's up to its limit, and
 * says "more" (limit + 1) beyond it.
 */
class BoundedEditsPropertyTest {

    @Property(tries = 2000)
    void countsEditsExactlyUpToTheLimit(
            @ForAll("words") String a, @ForAll("words") String b, @ForAll @IntRange(min = 0, max = 8) int max) {
        int full = fullTable(a, b);
        assertEquals(Math.min(full, max + 1), BoundedEdits.osa(a, b, max), () -> a + " / " + b + " up to " + max);
    }

    @Provide
    Arbitrary<String> words() {
        return Arbitraries.strings().withChars("abcd").ofMaxLength(12);
    }

    /** The whole table: every cell, no limit. */
    private static int fullTable(String a, String b) {
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
