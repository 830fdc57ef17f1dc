package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {

    private static List<String> tokens(String soql) {
        return Lexer.tokenize(soql).stream().map(t -> t.kind() + ":" + t.text()).toList();
    }

    @Test
    void quotesMakeStringsOrIdentifiersAndDoubledQuotesEscape() {
        assertEquals(
                List.of("STRING:it's", "STRING:say \"hi\"", "QUOTED_IDENTIFIER:odd `name`", "END:"),
                tokens("'it''s' \"say \"\"hi\"\"\" `odd ``name```"));
    }

    @Test
    void systemFieldsTablesNumbersAndOperators() {
        assertEquals(
                List.of(
                        "SYSTEM::id",
                        "SYSTEM::@computed_region_x",
                        "SYSTEM::*",
                        "TABLE:@this",
                        "NUMBER:1.5e3",
                        "NUMBER:.5",
                        "OPERATOR:::",
                        "WORD:number",
                        "OPERATOR:|>",
                        "OPERATOR:<>",
                        "OPERATOR:!=",
                        "OPERATOR:==",
                        "OPERATOR:||",
                        "OPERATOR:.",
                        "END:"),
                tokens(":id :@computed_region_x :* @this 1.5e3 .5 ::number |> <> != == || ."));
    }

    @Test
    void dollarIsALetterOfWordsNotOfSystemFields() {
        assertEquals(
                List.of("WORD:$q", "OPERATOR:=", "WORD:cast$int", "WORD:a$1", "END:"), tokens("$q = cast$int a$1"));
        SoqlError system = assertThrows(SoqlError.class, () -> Lexer.tokenize("x = :$id"));
        assertEquals("Unexpected character `:'", system.getMessage());
        assertEquals(List.of("SYSTEM::id", "WORD:$x", "END:"), tokens(":id$x"), "a system field's name ends before $");
    }

    @Test
    void aCharacterSoqlDoesNotHaveIsRefusedWhereItIs() {
        SoqlError semicolon = assertThrows(SoqlError.class, () -> Lexer.tokenize("SELECT x;"));
        assertEquals("Unexpected character `;'", semicolon.getMessage());
        assertEquals(8, semicolon.offset());
        assertEquals(
                "Unterminated string literal",
                assertThrows(SoqlError.class, () -> Lexer.tokenize("x = 'a")).getMessage());
        assertEquals(
                "Unexpected character `?'",
                assertThrows(SoqlError.class, () -> Lexer.tokenize("x = ?")).getMessage());
    }
}
