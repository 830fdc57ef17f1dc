package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "List every ..." answered by rows that fill the query's own LIMIT. */
class EveryRowCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("incident_category", "text", stats(2500, 0, 40, "A", "Z")),
            column("police_district", "text", stats(2500, 0, 11, "A", "Z")));

    private static List<Hint> notes(String soql, String question, int rows) {
        List<Map<String, String>> answer = new ArrayList<>();
        for (int i = 0; i < rows; i++) {
            answer.add(row("police_district", "Mission"));
        }
        return Checks.answer(SoqlTree.parse(soql), INCIDENTS, false, rows(answer), Question.of(question));
    }

    @Test
    void aListOfEveryRowCutByItsLimitIsToldAndGivenWhole() {
        String soql = "SELECT police_district WHERE incident_category = 'Fraud' ORDER BY police_district LIMIT 10";
        List<Hint> noted = notes(soql, "List every fraud incident with its district.", 10);

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT police_district WHERE incident_category = 'Fraud' ORDER BY police_district",
                noted.get(0).query());
    }

    @Test
    void aLimitNotFilledOrNoEveryAskedIsLeftAlone() {
        String soql = "SELECT police_district WHERE incident_category = 'Fraud' ORDER BY police_district LIMIT 10";
        assertEquals(List.of(), notes(soql, "List every fraud incident with its district.", 7));
        assertEquals(List.of(), notes(soql, "List ten fraud incidents with their district.", 10));
        assertEquals(List.of(), notes(soql, "Is fraud rare at all?", 10));
    }
}
