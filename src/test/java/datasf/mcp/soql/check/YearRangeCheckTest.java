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

/** A span of years the query shifts by one: "since 2020" as {@code > 2020}, "the 1990s" through 2000. */
class YearRangeCheckTest {

    private static final DatasetFacts DATA = facts(
            "Street Tree List",
            null,
            column("incident_year", "text", stats(100, 0, 8, "2018", "2025")),
            column(
                    "plantdate",
                    "calendar_date",
                    stats(100, 0, 90, "1970-01-01T00:00:00.000", "2025-01-01T00:00:00.000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                DATA,
                false,
                rows(List.of(row("row_count", "34"))),
                Question.of(question));
    }

    private static String query(String where, String question) {
        List<Hint> noted = notes(where, question);
        assertEquals(1, noted.size(), noted::toString);
        return noted.get(0).query();
    }

    @Test
    void sinceAYearTakesThatYearIn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_year >= '2020'",
                query("incident_year > '2020'", "burglaries each year since 2020"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_y(plantdate) >= 2015",
                query("date_extract_y(plantdate) > 2015", "trees planted starting in 2015"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_y(plantdate) >= 2020",
                query("date_extract_y(plantdate) > 2020", "How many trees have been planted since the start of 2020?"));
        assertEquals(List.of(), notes("incident_year >= '2020'", "burglaries each year since 2020"));
        assertEquals(List.of(), notes("incident_year > '2020'", "burglaries each year after 2020"));
    }

    @Test
    void aDecadeEndsWithItsNinthYear() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_y(plantdate) BETWEEN 1990 AND 1999",
                query("date_extract_y(plantdate) BETWEEN 1990 AND 2000", "trees planted in the 1990s"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_y(plantdate) >= 1990 AND date_extract_y(plantdate) <= 1999",
                query(
                        "date_extract_y(plantdate) >= 1990 AND date_extract_y(plantdate) <= 2000",
                        "trees planted in the 1990s"));
        assertEquals(List.of(), notes("date_extract_y(plantdate) BETWEEN 1990 AND 1999", "trees planted in the 1990s"));
        assertEquals(
                List.of(), notes("date_extract_y(plantdate) BETWEEN 1990 AND 2000", "trees planted from 1990 to 2000"));
    }

    @Test
    void aBetweenEndingOnTheLastYearsFirstDayRunsThroughIt() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE plantdate >= '2020-01-01' AND plantdate < '2025-01-01'",
                query("plantdate BETWEEN '2020-01-01' AND '2024-01-01'", "trees planted in 2020 through 2024"));
    }

    @Test
    void throughAYearTakesThatYearIn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE plantdate >= '2019-01-01' AND plantdate < '2022-01-01'",
                query(
                        "plantdate >= '2019-01-01' AND plantdate < '2021-01-01'",
                        "How many trees were planted from 2019 through 2021?"));
        assertEquals(
                List.of(),
                notes("plantdate >= '2019-01-01' AND plantdate < '2021-01-01'", "trees planted from 2019 until 2021"));
        assertEquals(
                List.of(),
                notes("plantdate >= '2019-01-01' AND plantdate < '2022-01-01'", "trees planted 2019 through 2021"));
    }
}
