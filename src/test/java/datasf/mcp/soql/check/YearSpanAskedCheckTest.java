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

/** "Since 2010", "before 1975" asked, and no condition bounds a date or a year. */
class YearSpanAskedCheckTest {

    private static final DatasetFacts FILMS = facts(
            "Film Locations in San Francisco",
            null,
            column("title", "text", stats(276, 0, 28, "A", "Z")),
            column("actor_1", "text", stats(276, 0, 26, "A", "Z", "Clint Eastwood")),
            column("release_year", "number", stats(276, 0, 40, "1924", "2019")));

    private static final DatasetFacts TREES = facts(
            "Street Tree List",
            null,
            column("qspecies", "text", stats(400, 0, 40, "A", "Z")),
            column("dbh", "number", stats(380, 20, 40, "1", "48")),
            column(
                    "plantdate",
                    "calendar_date",
                    stats(226, 174, 200, "1970-01-01T00:00:00.000", "2025-01-01T00:00:00.000")));

    private static List<Hint> notes(DatasetFacts facts, String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), facts, false, rows(List.of(row("title", "Dirty Harry"))), Question.of(question));
    }

    @Test
    void theSpanAskedBoundsTheYearsOrTheDate() {
        assertEquals(
                "SELECT DISTINCT title WHERE actor_1 = 'Clint Eastwood' AND release_year < 1975",
                notes(
                                FILMS,
                                "SELECT DISTINCT title WHERE actor_1 = 'Clint Eastwood'",
                                "Which Clint Eastwood films were shot in SF before 1975?")
                        .stream()
                        .filter(h -> h.why().contains("no condition bounds a date"))
                        .findFirst()
                        .orElseThrow()
                        .query());
        assertEquals(
                "SELECT avg(dbh) AS avg_dbh WHERE qspecies LIKE 'Ginkgo%' AND plantdate >= '2010-01-01'",
                notes(
                                TREES,
                                "SELECT avg(dbh) AS avg_dbh WHERE qspecies LIKE 'Ginkgo%'",
                                "Average trunk size of ginkgos planted since 2010?")
                        .get(0)
                        .query());
    }

    @Test
    void aSpanBoundedOrHoldingEveryRowIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        FILMS,
                        "SELECT DISTINCT title WHERE actor_1 = 'Clint Eastwood' AND release_year < 1975",
                        "Clint Eastwood films shot before 1975"));
        assertEquals(List.of(), notes(FILMS, "SELECT DISTINCT title", "films released since 1920"));
        // the column of years cast to a number bounds the years all the same
        assertEquals(
                List.of(),
                notes(FILMS, "SELECT DISTINCT title WHERE release_year::number >= 2000", "films released since 2000"));
    }

    @Test
    void aDecadeAskedBoundsBothEnds() {
        assertEquals(
                "SELECT count(*) AS n WHERE qspecies = 'Ginkgo' AND plantdate >= '2000-01-01' AND plantdate < '2010-01-01'",
                notes(
                                TREES,
                                "SELECT count(*) AS n WHERE qspecies = 'Ginkgo'",
                                "How many ginkgos were planted in the 2000s?")
                        .get(0)
                        .query());
    }
}
