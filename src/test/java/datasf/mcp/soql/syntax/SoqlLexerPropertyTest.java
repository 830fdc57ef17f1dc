package datasf.mcp.soql.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class SoqlLexerPropertyTest {

    @Property(tries = 500)
    void lexingIsLossless(@ForAll("garbageAndSoql") String input) {
        List<SoqlToken> tokens = SoqlLexer.tokenize(input);

        StringBuilder concatenated = new StringBuilder();
        int expectedStart = 0;
        for (SoqlToken token : tokens) {
            assertFalse(token.text().isEmpty(), "empty token " + token);
            assertEquals(expectedStart, token.start(), "gap or overlap before " + token);
            assertEquals(input.substring(token.start(), token.end()), token.text());
            concatenated.append(token.text());
            expectedStart = token.end();
        }
        assertEquals(input, concatenated.toString());
    }

    /** Arbitrary unicode strings, and strings glued from the pieces that make SoQL lexing tricky. */
    @Provide
    Arbitrary<String> garbageAndSoql() {
        Arbitrary<String> anyText = Arbitraries.strings().all().ofMaxLength(60);
        Arbitrary<String> soqlPieces = Arbitraries.of(
                        "SELECT",
                        "where",
                        " ",
                        "\n",
                        "\t",
                        "'",
                        "''",
                        "\"",
                        "\\",
                        "`",
                        "--",
                        "/*",
                        "*/",
                        "::",
                        ":",
                        ":@",
                        "@",
                        "-",
                        "(",
                        ")",
                        ",",
                        ".",
                        "[",
                        "]",
                        "|",
                        "|>",
                        "||",
                        "!",
                        "!=",
                        "<",
                        ">=",
                        "=",
                        "e",
                        "E+",
                        "1",
                        "2.5",
                        "incident_category",
                        "Incident Category",
                        "count",
                        "AS",
                        "n",
                        "😀",
                        "é",
                        "\u0000",
                        ";",
                        "?",
                        "#",
                        "$")
                .list()
                .ofMaxSize(25)
                .map(pieces -> String.join("", pieces));
        return Arbitraries.oneOf(anyText, soqlPieces);
    }
}
