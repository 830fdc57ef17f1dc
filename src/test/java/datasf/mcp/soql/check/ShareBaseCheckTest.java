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

/** A share whose year sits inside the case, counting one year against every year. */
class ShareBaseCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("resolution", "text", stats(2500, 0, 4, "A", "Z")),
            column("incident_year", "text", stats(2500, 0, 8, "2018", "2025")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), INCIDENTS, false, rows(List.of(row("pct", "2.68"))), Question.of(question));
    }

    @Test
    void theYearOfTheBaseMovesToTheWhere() {
        List<Hint> noted = notes(
                "SELECT sum(case(resolution = 'Cite or Arrest Adult' AND incident_year = '2024', 1, true, 0)) * 100.0"
                        + " / count(*) AS pct",
                "What percentage of 2024 incidents resulted in a citation or arrest?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT sum(case(resolution = 'Cite or Arrest Adult', 1, true, 0)) * 100.0 / count(*) AS pct"
                        + " WHERE incident_year = '2024'",
                noted.get(0).query());
    }

    @Test
    void aYearInTheWhereAlreadyIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "SELECT sum(case(resolution = 'Cite or Arrest Adult', 1, true, 0)) * 100.0 / count(*) AS pct"
                                + " WHERE incident_year = '2024'",
                        "What percentage of 2024 incidents resulted in a citation or arrest?"));
    }
}
