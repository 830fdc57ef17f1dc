package datasf.mcp.soql.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.ChangedClauses;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The clauses of the query that ran that the repairs changed, as an answer names them. */
class ChangedClausesTest {

    private static final SoqlRepairer REPAIRER = new SoqlRepairer(new SoqlColumnCorrector());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = " => ", textBlock = """
            SELECT incident_catagory, count(*) AS n WHERE incident_year = 2024 GROUP BY incident_catagory => the select list|WHERE|GROUP BY
            SELECT police_district, count(*) GROUP BY 1 ORDER BY 2 DESC => GROUP BY|ORDER BY
            SELECT count(*) AS n WHERE incident_date >= '07/01/2024' => WHERE
            SELECT TOP 5 incident_id ORDER BY incident_id => LIMIT
            SELECT count(*) AS n WHERE police_district = 'Mission' => -
            """)
    void theClausesTheRepairsChangedAreNamed(String written, String clauses) {
        List<String> expected = clauses.equals("-") ? List.of() : Arrays.asList(clauses.split("\\|"));
        assertEquals(
                expected,
                ChangedClauses.of(REPAIRER.repair(written, DatasfColumns.POLICE_INCIDENTS, LocalDateTime.now())));
    }
}
