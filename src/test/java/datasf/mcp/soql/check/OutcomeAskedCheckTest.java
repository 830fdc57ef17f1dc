package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "Ended in an arrest" asked, and nothing of the query reads how incidents ended. */
class OutcomeAskedCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column(
                    "incident_category",
                    "text",
                    counted(2500, 0, "A", "Z", "Assault", "300", "Traffic Violation Arrest", "20")),
            column(
                    "resolution",
                    "text",
                    counted(2500, 0, "A", "Z", "Open or Active", "1856", "Cite or Arrest Adult", "452")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                INCIDENTS,
                false,
                rows(List.of(row("row_count", "37"))),
                Question.of(question));
    }

    @Test
    void theOutcomeAskedIsKeptByTheColumnOfOutcomes() {
        List<Hint> noted = notes("incident_category = 'Assault'", "How many assaults ended in an arrest?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_category = 'Assault' AND resolution = 'Cite or Arrest Adult'",
                noted.get(0).query());
    }

    @Test
    void anOutcomeReadOrACountedWordIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "incident_category = 'Assault' AND resolution = 'Cite or Arrest Adult'",
                        "How many assaults ended in an arrest?"));
        assertEquals(
                List.of(),
                notes(
                        "incident_category = 'Assault' AND resolution != 'Open or Active'",
                        "assaults that ended in an arrest"));
        assertEquals(List.of(), notes("incident_category = 'Assault'", "How many assault arrests were there?"));
    }
}
