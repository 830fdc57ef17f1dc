package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How computed numbers and timestamps are written, as the reference fake writes them. */
class ValuesTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "0.30000000000000004, 0.30000000000000004",
        "0.3333333333333333, 0.3333333333333333",
        "1e-05, 1e-05",
        "0.0001, 0.0001",
        "0.000123, 0.000123",
        "2.5e-07, 2.5e-07",
        "123456789012345.67, 123456789012345.67",
        "1234567890123456.7, 1234567890123456.8",
        "5e-324, 5e-324",
        "1.7976931348623157e308, 1.7976931348623157e+308",
        "-0.5, -0.5",
        "6.25, 6.25",
        "1e22, 1e+22",
        "12345678901234567890.0, 1.2345678901234567e+19",
        "-0.0, 0",
        "1e16, 10000000000000000",
        "2500.0, 2500",
    })
    void numbersAreWrittenShortestAndIntegralOnesWithoutAFraction(double value, String written) {
        assertEquals(written, Values.formatNumber(value));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "2023-07-04T18:30:00.000, 2023-07-04T18:30:00.000",
        "2023-07-04, 2023-07-04T00:00:00.000",
        "2023-7-4T8:05, 2023-07-04T08:05:00.000",
        "2023-07-04T18:30:00.1234, 2023-07-04T18:30:00.123",
        "2023-07, 2023-07-01T00:00:00.000",
        "2023, 2023-01-01T00:00:00.000",
    })
    void timestampsTakeSocratasFullForm(String literal, String full) {
        assertEquals(full, Values.timestamp(literal));
    }

    @ParameterizedTest
    @CsvSource({"07/04/2023", "2023-07-04 18:30:00", "2023-07-04Z", "July 4"})
    void nonIsoTextIsNoTimestamp(String literal) {
        assertNull(Values.timestamp(literal));
    }

    @ParameterizedTest
    @CsvSource({
        "3, true",
        "-2.5, true",
        ".5, true",
        "5., true",
        "1e3, true",
        "1e, false",
        "., false",
        "3a, false",
        "'', false",
        "-, false",
        "' 42 ', false"
    })
    void numericTextIsSoqlsNumberSyntax(String text, boolean numeric) {
        assertEquals(numeric, Values.isNumeric(text));
    }
}
