package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "Still open" asked, and nothing of the query reads what is open. */
class StateAskedCheckTest {

    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            column("agency_responsible", "text", counted(400, 0, "A", "Z", "DPW Ops Queue", "87", "Recology", "60")),
            column("status_description", "text", counted(400, 0, "Closed", "Open", "Closed", "300", "Open", "100")),
            column("status_notes", "text", counted(100, 300, "A", "z", "open", "5", "Case resolved", "40")),
            column(
                    "closed_date",
                    "calendar_date",
                    stats(300, 100, 300, "2023-01-01T00:00:00.000", "2025-10-30T00:00:00.000")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql),
                CASES,
                false,
                rows(List.of(row("agency_responsible", "DPW Ops Queue", "n", "87"))),
                Question.of(question));
    }

    @Test
    void theStateAskedIsKeptByTheColumnOfCategoriesThatSaysIt() {
        List<Hint> noted = notes(
                "SELECT agency_responsible, count(*) AS n GROUP BY agency_responsible ORDER BY n DESC LIMIT 3",
                "top 3 agencies by number of 311 cases still open, with counts");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT agency_responsible, count(*) AS n WHERE status_description = 'Open' GROUP BY agency_responsible"
                        + " ORDER BY n DESC LIMIT 3",
                noted.get(0).query());
    }

    @Test
    void aQueryThatReadsTheStateOrNoStateAskedIsLeftAlone() {
        String grouped = "SELECT agency_responsible, count(*) AS n WHERE %s GROUP BY agency_responsible";
        assertEquals(
                List.of(),
                notes(String.format(grouped, "status_description = 'Open'"), "agencies with cases still open"));
        assertEquals(List.of(), notes(String.format(grouped, "closed_date IS NULL"), "agencies with cases still open"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT agency_responsible, count(*) AS n GROUP BY agency_responsible",
                        "how many cases does each agency have?"));
    }
}
