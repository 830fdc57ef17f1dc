package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A LIMIT that cut a tie, as the row after it shows. */
class CutTieCheckTest {

    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            (Object) column("analysis_neighborhood", "text", stats(400, 0, 40, "Mission", "South of Market")),
            (Object) column("release_year", "text", stats(400, 0, 40, "1958", "2024")),
            (Object) column("status", "text", stats(400, 0, 2, "Open", "Closed")));

    private static List<Hint> notes(String soql, List<Map<String, String>> kept, Map<String, String> next) {
        return Checks.answer(
                SoqlTree.parse(soql), CASES, false, rows(kept, next), Question.of("Which had the most cases?"));
    }

    @Test
    void theMostCutFromATieKeepsEveryTiedGroup() {
        List<Hint> noted = notes(
                "SELECT analysis_neighborhood, count(*) AS n WHERE status = 'Open' GROUP BY analysis_neighborhood"
                        + " ORDER BY n DESC LIMIT 1",
                List.of(row("analysis_neighborhood", "South of Market", "n", "41")),
                row("analysis_neighborhood", "Bayview Hunters Point", "n", "41"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT analysis_neighborhood, count(*) AS n WHERE status = 'Open' GROUP BY analysis_neighborhood"
                        + " HAVING count(*) >= 41 ORDER BY n DESC",
                noted.get(0).query());
        assertTrue(noted.get(0).why().startsWith("the row after the LIMIT has n = 41 as well"), noted.get(0)::why);
        assertTrue(noted.get(0).why().contains("the LIMIT cuts a tie"), noted.get(0)::why);
    }

    @Test
    void theFewestCutFromATieKeepsEveryTiedGroup() {
        List<Hint> fewest = notes(
                "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood HAVING count(*) > 1"
                        + " ORDER BY n LIMIT 1",
                List.of(row("analysis_neighborhood", "Presidio", "n", "2")),
                row("analysis_neighborhood", "Lincoln Park", "n", "2"));
        assertEquals(
                "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood HAVING count(*) > 1"
                        + " AND count(*) <= 2 ORDER BY n",
                fewest.get(0).query());
    }

    @Test
    void theNewestRowCutFromATieKeepsEveryRowOfThatValue() {
        List<Hint> noted = notes(
                "SELECT title, locations, release_year ORDER BY release_year DESC LIMIT 1",
                List.of(row("title", "Venom", "locations", "Pier 39", "release_year", "2024")),
                row("title", "Venom", "locations", "Coit Tower", "release_year", "2024"));

        assertEquals(
                "SELECT title, locations, release_year WHERE release_year >= '2024' ORDER BY release_year DESC",
                noted.get(0).query());
    }

    @Test
    void noTieATieBreakerOrAListingCutInTheMiddleIsLeftAlone() {
        Map<String, String> next = row("analysis_neighborhood", "Mission", "n", "38");
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood ORDER BY n DESC LIMIT 1",
                        List.of(row("analysis_neighborhood", "South of Market", "n", "41")),
                        next));
        // a second key decides which tied group is kept: the writer's choice
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood"
                                + " ORDER BY n DESC, analysis_neighborhood LIMIT 1",
                        List.of(row("analysis_neighborhood", "Bayview Hunters Point", "n", "41")),
                        row("analysis_neighborhood", "South of Market", "n", "41")));
        // a top two whose second ties a third: evaluators read it both ways
        assertEquals(
                List.of(),
                notes(
                        "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood ORDER BY n DESC LIMIT 2",
                        List.of(
                                row("analysis_neighborhood", "Mission", "n", "50"),
                                row("analysis_neighborhood", "South of Market", "n", "41")),
                        row("analysis_neighborhood", "Bayview Hunters Point", "n", "41")));
        // another location of the same oldest film: the answer asked for (title, year) is the same
        assertEquals(
                List.of(),
                notes(
                        "SELECT title, release_year ORDER BY release_year LIMIT 1",
                        List.of(row("title", "Vertigo", "release_year", "1958")),
                        row("title", "Vertigo", "release_year", "1958")));
    }
}
