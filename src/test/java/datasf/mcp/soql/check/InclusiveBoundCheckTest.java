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

/** "Four stories or taller" as {@code > 4}, "after 2014" as {@code >= 2014}: one step off. */
class InclusiveBoundCheckTest {

    private static final DatasetFacts DATA = facts(
            "Building Permits",
            null,
            column("number_of_existing_stories", "number", stats(300, 0, 20, "1", "40")),
            column("release_year", "number", stats(300, 0, 40, "1924", "2019")),
            column("estimated_cost", "number", stats(300, 0, 290, "0", "9000000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                DATA,
                false,
                rows(List.of(row("row_count", "55"))),
                Question.of(question));
    }

    private static String query(String where, String question) {
        List<Hint> noted = notes(where, question);
        assertEquals(1, noted.size(), noted::toString);
        return noted.get(0).query();
    }

    @Test
    void theOperatorTheWordsMeanIsGiven() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE number_of_existing_stories >= 4",
                query("number_of_existing_stories > 4", "How many buildings are four stories or taller?"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE number_of_existing_stories <= 2",
                query("number_of_existing_stories < 2", "buildings with at most 2 stories"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE release_year > 2014",
                query("release_year >= 2014", "list the films released after 2014"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE release_year < 1980",
                query("release_year <= 1980", "films released before 1980"));
    }

    @Test
    void aCountTheHavingBoundsIsReadTheSameWay() {
        String grouped = "SELECT release_year, count(*) AS n GROUP BY release_year HAVING count(*) ";
        for (String[] said : new String[][] {
            {">= 14", "> 14", "Which years have more than 14 permits?"},
            {"> 15", ">= 15", "years with at least 15 permits"},
            {">= 100", "> 100", "years with over 100 permits"},
            {"<= 3", "< 3", "years with fewer than 3 permits"}
        }) {
            List<Hint> noted = Checks.answer(
                    SoqlTree.parse(grouped + said[0]),
                    DATA,
                    false,
                    rows(List.of(row("release_year", "2019", "n", "20"))),
                    Question.of(said[2]));
            assertEquals(grouped + said[1], noted.get(0).query(), said[2]);
        }
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse(grouped + "> 14"),
                        DATA,
                        false,
                        rows(List.of(row("release_year", "2019", "n", "20"))),
                        Question.of("Which years have more than 14 permits?")));
    }

    @Test
    void betweenTwoYearsAndAYearOrLaterTakeTheirEndsIn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE release_year >= 1971 AND release_year <= 1979",
                query("release_year > 1971 AND release_year < 1979", "films released between 1971 and 1979"));
        DatasetFacts permits = facts("Mobile Food Facility Permit", null, (Object) column(
                "expirationdate",
                "calendar_date",
                stats(200, 0, 200, "2020-01-01T00:00:00.000", "2027-01-01T00:00:00.000")));
        assertEquals(
                "SELECT count(*) AS row_count WHERE expirationdate >= '2026-01-01'",
                Checks.answer(
                                SoqlTree.parse("SELECT count(*) AS row_count WHERE expirationdate > '2026-01-01'"),
                                permits,
                                false,
                                rows(List.of(row("row_count", "40"))),
                                Question.of("How many permits expire in 2026 or later?"))
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS row_count WHERE expirationdate >= '2027-01-01'",
                Checks.answer(
                                SoqlTree.parse("SELECT count(*) AS row_count WHERE expirationdate >= '2026-01-01'"),
                                permits,
                                false,
                                rows(List.of(row("row_count", "40"))),
                                Question.of("How many permits expire after 2026?"))
                        .get(0)
                        .query(),
                "a year's first day is a day: after the year starts the next");
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse("SELECT count(*) AS row_count WHERE expirationdate >= '2026-01-01'"),
                        permits,
                        false,
                        rows(List.of(row("row_count", "40"))),
                        Question.of("permits expiring per month over 2026-2027")),
                "\"over\" a year is during it");
    }

    @Test
    void aDozenIsTwelve() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE number_of_existing_stories >= 12",
                query("number_of_existing_stories > 12", "buildings of at least a dozen stories"));
    }

    @Test
    void theRightOperatorOrAnotherNumberIsLeftAlone() {
        assertEquals(List.of(), notes("number_of_existing_stories >= 4", "four stories or taller"));
        assertEquals(List.of(), notes("number_of_existing_stories > 4", "more than four stories"));
        assertEquals(List.of(), notes("estimated_cost > 0", "permits costing $500,000 or more"));
        assertEquals(List.of(), notes("release_year > 2014", "films released after 2014"));
    }
}
