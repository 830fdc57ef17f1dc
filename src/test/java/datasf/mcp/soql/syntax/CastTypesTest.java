package datasf.mcp.soql.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One table of cast type names serves the CAST rewrite and the note on {@code ::int}. */
class CastTypesTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "INTEGER, number",
        "int8, number",
        "float8, number",
        "varchar, text",
        "NVARCHAR, text",
        "date, floating_timestamp",
        "bool, boolean"
    })
    void sqlNamesAreNamedWithTheirSoqlType(String sql, String soql) {
        assertEquals(Optional.of(soql), CastTypes.soqlName(sql));
        assertTrue(CastTypes.isSqlOnly(sql));
    }

    @ParameterizedTest
    @CsvSource({"number", "TEXT", "floating_timestamp", "boolean"})
    void soqlNamesAreTheirOwn(String soql) {
        assertEquals(Optional.of(soql.toLowerCase(Locale.ROOT)), CastTypes.soqlName(soql));
        assertFalse(CastTypes.isSqlOnly(soql));
    }

    @ParameterizedTest
    @CsvSource({"double", "DOUBLE"})
    void doubleIsSoqlsOwnTypeAndReadAsANumberInCast(String name) {
        assertEquals(Optional.of("number"), CastTypes.soqlName(name));
        assertFalse(CastTypes.isSqlOnly(name));
        assertTrue(CastTypes.isSoqlType(name));
    }

    @ParameterizedTest
    @CsvSource({"geometry", "incident_year"})
    void otherNamesAreNeither(String name) {
        assertEquals(Optional.empty(), CastTypes.soqlName(name));
        assertFalse(CastTypes.isSqlOnly(name));
    }
}
