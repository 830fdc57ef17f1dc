package datasf.mcp.soql.syntax;

import static datasf.mcp.soql.syntax.SoqlTokenType.COMMENT;
import static datasf.mcp.soql.syntax.SoqlTokenType.IDENTIFIER;
import static datasf.mcp.soql.syntax.SoqlTokenType.KEYWORD;
import static datasf.mcp.soql.syntax.SoqlTokenType.QUOTED_IDENTIFIER;
import static datasf.mcp.soql.syntax.SoqlTokenType.WHITESPACE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SoqlLexerTest {

    /** Tokens other than whitespace, as "TYPE:text" strings, for compact expectations. */
    private static List<String> significant(String soql) {
        return SoqlLexer.tokenize(soql).stream()
                .filter(token -> token.type() != WHITESPACE)
                .map(token -> token.type() + ":" + token.text())
                .collect(Collectors.toList());
    }

    @Test
    void lexesAClassicQuery() {
        assertEquals(
                List.of(
                        "KEYWORD:SELECT",
                        "IDENTIFIER:police_district",
                        "PUNCTUATION:,",
                        "IDENTIFIER:count",
                        "PUNCTUATION:(",
                        "OPERATOR:*",
                        "PUNCTUATION:)",
                        "KEYWORD:AS",
                        "IDENTIFIER:n",
                        "KEYWORD:WHERE",
                        "IDENTIFIER:resolution",
                        "OPERATOR:=",
                        "STRING:'Open or Active'",
                        "KEYWORD:GROUP",
                        "KEYWORD:BY",
                        "IDENTIFIER:police_district",
                        "KEYWORD:ORDER",
                        "KEYWORD:BY",
                        "IDENTIFIER:n",
                        "KEYWORD:DESC",
                        "KEYWORD:LIMIT",
                        "NUMBER:10"),
                significant("SELECT police_district, count(*) AS n WHERE resolution = 'Open or Active' "
                        + "GROUP BY police_district ORDER BY n DESC LIMIT 10"));
    }

    @Test
    void recordsOffsetsIntoTheSource() {
        String soql = "SELECT  `Incident Category`";
        List<SoqlToken> tokens = SoqlLexer.tokenize(soql);
        assertEquals(
                List.of(
                        new SoqlToken(KEYWORD, "SELECT", 0, 6),
                        new SoqlToken(WHITESPACE, "  ", 6, 8),
                        new SoqlToken(QUOTED_IDENTIFIER, "`Incident Category`", 8, 27)),
                tokens);
        assertEquals("Incident Category", tokens.get(2).identifierName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"select", "Select", "WHERE", "nulls", "Between", "distinct", "true", "End"})
    void keywordsAreCaseInsensitive(String word) {
        assertEquals(List.of("KEYWORD:" + word), significant(word));
    }

    @Test
    void singleQuotedStringsEscapeQuotesByDoublingThem() {
        assertEquals(
                List.of(
                        "IDENTIFIER:intersection",
                        "OPERATOR:=",
                        "STRING:'O''FARRELL ST \\ POLK ST'",
                        "KEYWORD:AND",
                        "IDENTIFIER:cnn",
                        "OPERATOR:>",
                        "NUMBER:0"),
                significant("intersection = 'O''FARRELL ST \\ POLK ST' AND cnn > 0"));
    }

    @Test
    void doubleQuotedStringsUseBackslashEscapes() {
        assertEquals(
                List.of(
                        "IDENTIFIER:a",
                        "OPERATOR:=",
                        "STRING:\"say \\\"hi\\\" to police_district\"",
                        "KEYWORD:OR",
                        "IDENTIFIER:b"),
                significant("a = \"say \\\"hi\\\" to police_district\" OR b"));
    }

    @Test
    void unterminatedStringsRunToTheEndOfInput() {
        assertEquals(
                List.of("IDENTIFIER:a", "OPERATOR:=", "STRING:'Open or Active AND b = 1"),
                significant("a = 'Open or Active AND b = 1"));
        assertEquals(List.of("IDENTIFIER:a", "OPERATOR:=", "STRING:\"x\\"), significant("a = \"x\\"));
        assertEquals(List.of("STRING:'it''"), significant("'it''"));
    }

    @Test
    void unterminatedBacktickBecomesOneUnknownToken() {
        assertEquals(
                List.of("KEYWORD:SELECT", "UNKNOWN:`incident category WHERE x = 1"),
                significant("SELECT `incident category WHERE x = 1"));
    }

    @Test
    void systemFieldsIncludingComputedRegionsAndQuotedOnes() {
        assertEquals(
                List.of(
                        "SYSTEM_FIELD::id",
                        "PUNCTUATION:,",
                        "SYSTEM_FIELD::created_at",
                        "PUNCTUATION:,",
                        "SYSTEM_FIELD::@computed_region_jwn9_ihcz",
                        "PUNCTUATION:,",
                        "SYSTEM_FIELD::*",
                        "PUNCTUATION:,",
                        "SYSTEM_FIELD:`:updated_at`"),
                significant(":id, :created_at, :@computed_region_jwn9_ihcz, :*, `:updated_at`"));
    }

    @Test
    void castOperatorIsNotASystemField() {
        assertEquals(
                List.of("IDENTIFIER:incident_year", "OPERATOR:::", "IDENTIFIER:text"),
                significant("incident_year::text"));
    }

    @Test
    void allOperators() {
        assertEquals(
                List.of(
                        "OPERATOR:=",
                        "OPERATOR:!=",
                        "OPERATOR:<>",
                        "OPERATOR:<",
                        "OPERATOR:<=",
                        "OPERATOR:>",
                        "OPERATOR:>=",
                        "OPERATOR:+",
                        "OPERATOR:-",
                        "OPERATOR:*",
                        "OPERATOR:/",
                        "OPERATOR:%",
                        "OPERATOR:||",
                        "OPERATOR:::",
                        "OPERATOR:==",
                        "OPERATOR:|>"),
                significant("= != <> < <= > >= + - * / % || :: == |>"));
    }

    @Test
    void numbersFollowSocrataShapes() {
        assertEquals(
                List.of(
                        "NUMBER:10",
                        "NUMBER:37.7749",
                        "OPERATOR:-",
                        "NUMBER:122.4194",
                        "NUMBER:1e3",
                        "NUMBER:2.5E-3",
                        "NUMBER:7",
                        "IDENTIFIER:abc"),
                significant("10 37.7749 -122.4194 1e3 2.5E-3 7abc"));
    }

    @Test
    void commentsAreSingleTokens() {
        List<SoqlToken> tokens = SoqlLexer.tokenize("a -- police_districts\nb /* x */ c /* open");
        assertEquals(
                List.of(
                        IDENTIFIER,
                        WHITESPACE,
                        COMMENT,
                        WHITESPACE,
                        IDENTIFIER,
                        WHITESPACE,
                        COMMENT,
                        WHITESPACE,
                        IDENTIFIER,
                        WHITESPACE,
                        COMMENT),
                tokens.stream().map(SoqlToken::type).collect(Collectors.toList()));
        assertEquals("-- police_districts", tokens.get(2).text());
        assertEquals("/* open", tokens.get(10).text());
    }

    @Test
    void tableIdentifiersAndStrayCharacters() {
        assertEquals(
                List.of(
                        "TABLE_IDENTIFIER:@wg3w-h783",
                        "PUNCTUATION:.",
                        "IDENTIFIER:x",
                        "UNKNOWN:;",
                        "UNKNOWN:@",
                        "UNKNOWN:?",
                        "UNKNOWN:😀",
                        "UNKNOWN:|"),
                significant("@wg3w-h783.x; @ ? 😀 |"));
    }

    @Test
    void emptyInputHasNoTokens() {
        assertEquals(List.of(), SoqlLexer.tokenize(""));
    }
}
