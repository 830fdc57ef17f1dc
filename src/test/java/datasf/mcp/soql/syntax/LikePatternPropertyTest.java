package datasf.mcp.soql.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The linear LIKE matcher agrees with LIKE read as a regular expression ({@code %} as {@code .*},
 * {@code _} as {@code .}), case-sensitive and not, on short patterns and values drawn from a few
 * letters (so that matches are common), where the regex's backtracking is still cheap.
 */
class LikePatternPropertyTest {

    @Property(tries = 2000)
    void matchesAsTheRegexReadingOfLike(
            @ForAll("patterns") String pattern, @ForAll("values") String value, @ForAll boolean ignoreCase) {
        assertEquals(
                regex(pattern, ignoreCase).matcher(value).matches(),
                LikePattern.of(pattern, ignoreCase).matches(value),
                () -> "LIKE '" + pattern + "' on '" + value + "', ignoring case: " + ignoreCase);
    }

    @Provide
    Arbitrary<String> patterns() {
        return Arbitraries.strings().withChars("ab%_A.").ofMaxLength(8);
    }

    @Provide
    Arbitrary<String> values() {
        return Arbitraries.strings().withChars("abAB.\uD83D\uDE00").ofMaxLength(10);
    }

    /** The reference: what the advisor used to compile a LIKE pattern into. */
    private static Pattern regex(String like, boolean ignoreCase) {
        StringBuilder regex = new StringBuilder();
        for (char c : like.toCharArray()) {
            regex.append(c == '%' ? ".*" : c == '_' ? "." : Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(
                regex.toString(), Pattern.DOTALL | (ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0));
    }
}
