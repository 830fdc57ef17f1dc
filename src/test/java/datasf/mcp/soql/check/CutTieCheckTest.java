package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** "The most" answered by a LIMIT 1 that cut a tie the profile's counts show. */
class CutTieCheckTest {

    /** Two neighborhoods share the most cases. */
    private static final DatasetFacts CASES = facts("311 Cases", null, (Object) column(
            "analysis_neighborhood",
            "text",
            counted(
                    400,
                    0,
                    "Bayview Hunters Point",
                    "Western Addition",
                    "South of Market",
                    "41",
                    "Bayview Hunters Point",
                    "41",
                    "Mission",
                    "38")));

    @SafeVarargs
    private static List<Hint> notes(String soql, Map<String, String>... rows) {
        return Checks.answer(
                SoqlTree.parse(soql),
                CASES,
                false,
                rows(List.of(rows)),
                Question.of("Which neighborhood had the most cases?"));
    }

    @Test
    void aTieTheLimitCutIsKeptWhole() {
        List<Hint> noted = notes(
                "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood ORDER BY n DESC LIMIT 1",
                row("analysis_neighborhood", "South of Market", "n", "41"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood"
                        + " ORDER BY n DESC, analysis_neighborhood LIMIT 2",
                noted.get(0).query());
        assertTrue(
                noted.get(0).why().startsWith("'Bayview Hunters Point' has as many rows as 'South of Market'"),
                noted.get(0)::why);
    }

    @Test
    void noTieAFilterAnOlderProfileOrATopThreeIsLeftAlone() {
        // Mission alone has 38: the profile says nothing of a tie at 41 when the rows say 38
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood ORDER BY n DESC LIMIT 1",
                        row("analysis_neighborhood", "South of Market", "n", "42")));
        // the profile counts every row, not the ones a WHERE keeps
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n WHERE status = 'Open' GROUP BY analysis_neighborhood"
                                + " ORDER BY n DESC LIMIT 1",
                        row("analysis_neighborhood", "South of Market", "n", "41")));
        // a top two whose last ties a third: read both ways
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood ORDER BY n DESC LIMIT 2",
                        row("analysis_neighborhood", "South of Market", "n", "41"),
                        row("analysis_neighborhood", "Bayview Hunters Point", "n", "41")));
    }
}
