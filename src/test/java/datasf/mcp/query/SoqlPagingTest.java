package datasf.mcp.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import datasf.mcp.soql.SoqlAnalysis;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SoqlPagingTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // adds a missing LIMIT at the end
                "SELECT incident_id                         | SELECT incident_id LIMIT 101",
                "'SELECT incident_id  '                     | 'SELECT incident_id  LIMIT 101'",
                // replaces an existing value, keeping the keyword's spelling
                "SELECT incident_id limit 5000 OFFSET 10    | SELECT incident_id limit 101 OFFSET 10",
                // a missing LIMIT goes before an existing OFFSET, since SoQL wants LIMIT first
                "SELECT incident_id ORDER BY incident_id OFFSET 40 | SELECT incident_id ORDER BY incident_id LIMIT 101 OFFSET 40",
                // LIMIT inside a literal is not a clause
                "SELECT incident_id WHERE incident_description = 'LIMIT 5' | "
                        + "SELECT incident_id WHERE incident_description = 'LIMIT 5' LIMIT 101",
            })
    void setsTheLimit(String soql, String expected) {
        assertEquals(expected, SoqlPaging.withLimit(soql, 101));
    }

    @Test
    void setsTheLimitOfTheStageWhoseRowsAreTheAnswer() {
        assertEquals(
                "SELECT a, count(*) AS n GROUP BY a LIMIT 5 |> SELECT a LIMIT 101",
                SoqlPaging.withLimit("SELECT a, count(*) AS n GROUP BY a LIMIT 5 |> SELECT a", 101));
    }

    @Test
    void neverAppendsIntoATrailingComment() {
        assertEquals(
                "SELECT incident_id LIMIT 10 -- newest first",
                SoqlPaging.withLimit("SELECT incident_id -- newest first", 10));
        assertEquals(
                "SELECT incident_id LIMIT 10 /* all */\n", SoqlPaging.withLimit("SELECT incident_id /* all */\n", 10));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "SELECT incident_id LIMIT 100               | SELECT incident_id LIMIT 100 OFFSET 300",
                "SELECT incident_id LIMIT 100 OFFSET 200    | SELECT incident_id LIMIT 100 OFFSET 300",
                "SELECT incident_id                         | SELECT incident_id OFFSET 300",
            })
    void setsTheOffset(String soql, String expected) {
        assertEquals(expected, SoqlPaging.withOffset(soql, 300));
    }

    @Test
    void pagingAQueryStepByStepKeepsEverythingElse() {
        String soql = "SELECT police_district, incident_id\n"
                + "WHERE resolution = 'Open or Active' /* keep */ ORDER BY incident_id";

        String page3 = SoqlPaging.withOffset(SoqlPaging.withLimit(soql, 50), 100);

        assertEquals(soql + " LIMIT 50 OFFSET 100", page3);
        SoqlAnalysis analysis = SoqlAnalysis.analyze(page3);
        assertEquals(50, analysis.limit().orElseThrow());
        assertEquals(100, analysis.offset().orElseThrow());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "SELECT incident_id LIMIT 5;",
                "SELECT incident_id;",
                "SELECT incident_id LIMIT ALL",
                "SELECT incident_id LIMIT 20, 10",
                "SELECT incident_id LIMIT 10 OFFSET x",
                "SELECT incident_id LIMIT",
                "''",
            })
    void leavesQueriesThatCannotTakeAClauseAsWritten(String soql) {
        // Socrata rejects these anyway; its message must quote what the LLM wrote
        assertEquals(soql, SoqlPaging.withLimit(soql, 101));
        assertEquals(soql, SoqlPaging.withOffset(soql, 100));
        assertEquals(soql, SoqlPaging.withDefaultOrder(soql, ":id"));
    }

    @Test
    void rejectsNegativeValues() {
        assertThrows(IllegalArgumentException.class, () -> SoqlPaging.withLimit("SELECT x", -1));
        assertThrows(IllegalArgumentException.class, () -> SoqlPaging.withOffset("SELECT x", -1));
    }
}
