package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.FILMS;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A share of rows where the question asks for a share of things. */
class ThingShareCheckTest {

    private static final String SHARE = "SELECT avg(case(release_year < 1980, 1, true, 0)) * 100 AS pct";

    private static List<Hint> notes(String question) {
        return Checks.answer(
                SoqlTree.parse(SHARE), FILMS, false, rows(List.of(row("pct", "29.7"))), Question.of(question));
    }

    @Test
    void aShareOfTheFilmsCountsEachFilmOnce() {
        assertEquals(
                "SELECT count(DISTINCT case(release_year < 1980, title)) * 100.0 / count(DISTINCT title) AS pct",
                notes("What percentage of the films were released before 1980?")
                        .get(0)
                        .query());
    }

    @Test
    void aShareOfTheLocationsOrRowsIsLeftAlone() {
        assertEquals(List.of(), notes("What percentage of filming locations are from films before 1980?"));
        assertEquals(List.of(), notes("what share of the rows are from before 1980?"));
        assertEquals(List.of(), notes(null));
    }
}
