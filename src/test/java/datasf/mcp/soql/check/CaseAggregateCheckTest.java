package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** count of a case with a value for every row; avg of a case with none for the rest. */
class CaseAggregateCheckTest {

    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            column("status_description", "text", stats(400, 0, 2, "Closed", "Open")),
            column("supervisor_district", "number", stats(400, 0, 11, "1", "11")));

    private static List<Hint> notes(String soql) {
        return Checks.answer(SoqlTree.parse(soql), CASES, false, rows(List.of(row("x", "400"))));
    }

    @Test
    void aCountOfACaseWithAnElseValueSumsInstead() {
        assertEquals(
                "SELECT sum(case(status_description = 'Closed', 1, true, 0)) - sum(case(status_description = 'Open', 1,"
                        + " true, 0)) AS x",
                notes("SELECT count(case(status_description = 'Closed', 1, true, 0))"
                                + " - count(case(status_description = 'Open', 1, true, 0)) AS x")
                        .get(0)
                        .query());
    }

    @Test
    void anAverageOfACaseWithNoElseGivesTheOtherRowsZero() {
        assertEquals(
                "SELECT supervisor_district, avg(case(status_description = 'Closed', 1, true, 0)) AS x"
                        + " GROUP BY supervisor_district",
                notes("SELECT supervisor_district, avg(case(status_description = 'Closed', 1)) AS x"
                                + " GROUP BY supervisor_district")
                        .get(0)
                        .query());
    }

    @Test
    void aSumOrACountOfNullsForTheRestIsLeftAlone() {
        assertEquals(List.of(), notes("SELECT sum(case(status_description = 'Closed', 1, true, 0)) AS x"));
        assertEquals(List.of(), notes("SELECT count(case(status_description = 'Closed', 1)) AS x"));
        assertEquals(List.of(), notes("SELECT count(case(status_description = 'Closed', 1, true, null)) AS x"));
        assertEquals(List.of(), notes("SELECT avg(case(status_description = 'Closed', 1, true, 0)) AS x"));
    }
}
