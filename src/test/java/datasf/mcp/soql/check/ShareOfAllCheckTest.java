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

/** A share of every row divided by a count of a column with gaps. */
class ShareOfAllCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("filed_online", "checkbox", stats(400, 2100, 1, "true", "true")),
            column("incident_category", "text", stats(2500, 0, 40, "A", "Z")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), INCIDENTS, false, rows(List.of(row("pct", "100"))), Question.of(question));
    }

    @Test
    void theShareOfEveryRowDividesByCountStar() {
        List<Hint> noted = notes(
                "SELECT sum(case(filed_online = true, 1, true, 0)) * 100 / count(filed_online) AS pct",
                "What percentage of all incident reports were filed online?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT sum(case(filed_online = true, 1, true, 0)) * 100 / count(*) AS pct",
                noted.get(0).query());
    }

    @Test
    void aShareAmongTheRowsThatHaveAValueIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "SELECT sum(case(filed_online = true, 1, true, 0)) * 100 / count(filed_online) AS pct",
                        "Among reports that have an online flag, what share were filed online?"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT sum(case(filed_online = true, 1, true, 0)) * 100 / count(*) AS pct",
                        "What percentage of all incident reports were filed online?"));
    }
}
