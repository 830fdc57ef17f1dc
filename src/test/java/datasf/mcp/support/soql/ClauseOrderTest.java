package datasf.mcp.support.soql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.DataSfDatasets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Socrata's parser takes a query's clauses in one order: SELECT, FROM, WHERE, GROUP BY, HAVING,
 * then ORDER BY and SEARCH (either first), then LIMIT and OFFSET (either first). A clause out of
 * that order is a parse error at its keyword, as is a clause written twice.
 */
class ClauseOrderTest {

    private static final Dataset INCIDENTS = DataSfDatasets.dataset(DataSfDatasets.POLICE_INCIDENTS);

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT incident_id LIMIT 3 WHERE police_district = 'Mission'                              | WHERE
            SELECT incident_id OFFSET 3 WHERE police_district = 'Mission'                             | WHERE
            SELECT incident_id ORDER BY incident_id WHERE police_district = 'Mission'                 | WHERE
            SELECT police_district, count(*) AS n GROUP BY police_district WHERE incident_year = '2024' | WHERE
            SELECT police_district, count(*) AS n HAVING n > 1 GROUP BY police_district               | GROUP
            SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n HAVING n > 1    | HAVING
            SELECT police_district, count(*) AS n ORDER BY n GROUP BY police_district                 | GROUP
            SELECT incident_id LIMIT 3 ORDER BY incident_id                                           | ORDER
            SELECT incident_id OFFSET 3 ORDER BY incident_id                                          | ORDER
            SELECT count(*) LIMIT 3 SEARCH 'robbery'                                                  | SEARCH
            SELECT incident_id SEARCH 'robbery' WHERE police_district = 'Mission'                     | WHERE
            SELECT incident_id WHERE police_district = 'Mission' WHERE incident_year = '2024'         | WHERE
            SELECT incident_id LIMIT 3 LIMIT 4                                                        | LIMIT
            """)
    void aClauseOutOfOrderIsAParseErrorAtItsKeyword(String soql, String keyword) {
        SoqlError error = assertThrows(SoqlError.class, () -> SoqlEngine.query(INCIDENTS, soql));
        assertEquals("query.compiler.malformed", error.code());
        assertTrue(error.getMessage().endsWith("but got `" + keyword + "'"), error.getMessage());
        assertEquals(soql.lastIndexOf(keyword), error.offset(), "points at the clause: " + error.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "SELECT police_district, count(*) AS n WHERE incident_year = '2024' GROUP BY police_district HAVING n > 1 "
                        + "ORDER BY n DESC SEARCH 'theft' LIMIT 3 OFFSET 1",
                "SELECT incident_id SEARCH 'theft' ORDER BY incident_id",
                "SELECT incident_id ORDER BY incident_id SEARCH 'theft'",
                "SELECT incident_id ORDER BY incident_id OFFSET 2 LIMIT 3",
                "SELECT incident_id ORDER BY incident_id LIMIT 3 OFFSET 2",
                "SELECT incident_id OFFSET 2",
                "SELECT police_district, count(*) AS n GROUP BY police_district |> SELECT n WHERE n > 1 ORDER BY n LIMIT 2",
            })
    void clausesInSocratasOrderParse(String soql) {
        SoqlEngine.query(INCIDENTS, soql);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "SELECT incident_id ORDER BY incident_id LIMIT 3 OFFSET 2",
                "SELECT incident_id ORDER BY incident_id OFFSET 2 LIMIT 3",
            })
    void limitAndOffsetMeanTheSameInEitherOrder(String soql) {
        assertEquals(
                SoqlEngine.query(INCIDENTS, "SELECT incident_id ORDER BY incident_id LIMIT 3 OFFSET 2")
                        .rows(),
                SoqlEngine.query(INCIDENTS, soql).rows());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT incident_id LIMIT 3 WHERE police_district = 'Mission'   | Expected one of OFFSET, `|>' or end of input
            SELECT incident_id WHERE police_district = 'Mission' WHERE x   | GROUP BY, HAVING, ORDER BY, SEARCH, LIMIT, OFFSET
            """)
    void theErrorSaysWhatCouldComeThere(String soql, String expected) {
        SoqlError error = assertThrows(SoqlError.class, () -> SoqlEngine.query(INCIDENTS, soql));
        assertTrue(error.getMessage().contains(expected), error.getMessage());
    }
}
