package datasf.mcp.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A catalog text splits into the words the regular expressions it replaced gave (split at runs of
 * anything but letters, numbers and apostrophes, then the apostrophes around each word dropped),
 * on texts drawn from letters of both cases, digits, apostrophes, spaces, punctuation and a
 * character outside the BMP.
 */
class SearchTermsPropertyTest {

    @Property(tries = 2000)
    void splitsAsTheRegexItReplaced(@ForAll("texts") String text) {
        assertEquals(regexWords(text), SearchTerms.words(text), () -> "'" + text + "'");
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().withChars("aZé1²' -,\uD835\uDC00").ofMaxLength(16);
    }

    private static List<String> regexWords(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}']+"))
                .map(w -> w.replaceAll("^'+|'+$", ""))
                .filter(w -> !w.isEmpty())
                .toList();
    }
}
