package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checks on a query's arithmetic against the data: a count divided by periods the data does
 * not hold yet, and a bucket SoQL's exact division leaves as it was.
 */
class ArithmeticChecksTest {

    /** Incidents whose times end in September 2025, with the year of each as text. */
    private static final DatasetFacts REPORTS = facts(
            "Police Department Incident Reports",
            null,
            new Object[] {
                new ColumnInfo("Incident Datetime", "incident_datetime", "calendar_date", "When the incident occurred"),
                stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-09-28T16:45:00.000")
            },
            column("incident_year", "text", stats(100, 0, 8, "2018", "2025")));

    @SafeVarargs
    private static List<Hint> notes(DatasetFacts facts, String soql, String question, Map<String, String>... rows) {
        return Checks.answer(SoqlTree.parse(soql), facts, false, rows(List.of(rows)), Question.of(question));
    }

    @Test
    void aCountOverAYearTheDataHasNotFinishedIsAveragedOverItsMonths() {
        String soql = "SELECT count(*) / 12 AS per_month WHERE incident_year = '2025'";

        assertEquals(
                "SELECT date_trunc_ym(incident_datetime) AS period, count(*) AS n WHERE incident_year = '2025'"
                        + " GROUP BY period |> SELECT avg(n) AS per_month",
                notes(REPORTS, soql, null, row("per_month", "18.1")).get(0).query());
        assertEquals(
                List.of(),
                notes(
                        REPORTS,
                        "SELECT count(*) / 12 AS per_month WHERE incident_year = '2024'",
                        null,
                        row("per_month", "20")));
    }

    @Test
    void aBucketWrittenAsDivisionAndMultiplicationRoundsDown() {
        assertEquals(
                "SELECT floor(release_year / 10) * 10 AS decade, count(*) AS n GROUP BY decade",
                notes(
                                FILMS_BY_YEAR,
                                "SELECT (release_year / 10) * 10 AS decade, count(*) AS n GROUP BY decade",
                                null,
                                row("decade", "1971", "n", "2"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(FILMS_BY_YEAR, "SELECT release_year / 10 AS tenth GROUP BY tenth", null, row("tenth", "197.1")));
    }

    private static final DatasetFacts FILMS_BY_YEAR = facts(
            "Film Locations",
            null,
            column("release_year", "number", stats(280, 0, 40, "1924", "2024")),
            column("title", "text", stats(280, 0, 28, "A", "Z")));

    @Test
    void aLikeOnNumbersOrDatesIsTheRangeOfThoseThatStartSo() {
        DatasetFacts films = facts(
                "Film Locations",
                null,
                column("release_year", "number", stats(280, 0, 40, "1924", "2024")),
                column(
                        "plantdate",
                        "calendar_date",
                        stats(280, 0, 40, "1970-01-01T00:00:00.000", "2024-01-01T00:00:00.000")));

        assertEquals(
                "SELECT count(*) AS n WHERE release_year BETWEEN 1970 AND 1979",
                Checks.error(SoqlTree.parse("SELECT count(*) AS n WHERE release_year LIKE '197%'"), films)
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE date_extract_y(plantdate) = 2023",
                Checks.error(SoqlTree.parse("SELECT count(*) AS n WHERE plantdate LIKE '2023%'"), films)
                        .get(0)
                        .query());
        assertEquals(
                List.of(), Checks.error(SoqlTree.parse("SELECT count(*) AS n WHERE release_year LIKE '%7%'"), films));
    }
}
