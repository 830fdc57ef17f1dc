package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.FILMS;
import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checks on the rows that come back, on small datasets written here: each speaks when the
 * rows or the profile show its mistake, with a query that fixes it, and keeps quiet on the same
 * shape written right.
 */
class RowChecksTest {

    /** Permits: an id per row, a cost with gaps, a date-only column beside one with times, a category. */
    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("permit_number", "text", stats(100, 0, 100, "P1", "P99")),
            column("revised_cost", "number", stats(70, 30, 70, "10", "9000")),
            column("status", "text", stats(100, 0, 4, "complete", "issued")),
            column(
                    "filed_date",
                    "calendar_date",
                    stats(100, 0, 90, "2019-01-01T00:00:00.000", "2025-09-28T00:00:00.000", "2021-01-13T00:00:00.000")),
            column(
                    "filed_datetime",
                    "calendar_date",
                    stats(
                            100,
                            0,
                            100,
                            "2019-01-01T08:10:00.000",
                            "2025-09-28T17:45:00.000",
                            "2021-01-13T10:00:00.000")));

    /** Film locations with a year per film and a coordinate per location. */
    private static final DatasetFacts FILM_YEARS = facts(
            "Film Locations in San Francisco",
            "A listing of filming locations of movies: titles, locations, release years.",
            new ColumnInfo("Title", "title", "text", "Title of the production"),
            column("locations", "text", stats(280, 0, 28, "Alamo Square", "Zoo")),
            column("release_year", "number", stats(280, 0, 22, "1924", "2019")),
            column("latitude", "number", stats(280, 0, 270, "37.70", "37.81")));

    /** Food vendors: a row per location, an id per row, permits of one or more rows, free text of foods. */
    private static final DatasetFacts VENDORS = facts(
            "Mobile Food Facility Permit",
            "Mobile Food Facility Permits including name of vendor, location and type of food sold.",
            column("objectid", "number", stats(200, 0, 200, "1", "200")),
            new Object[] {
                new ColumnInfo("Applicant", "applicant", "text", "Name of permit holder"),
                stats(200, 0, 10, "Alpha", "Zeta")
            },
            new Object[] {new ColumnInfo("permit", "permit", "text", "Permit number"), stats(200, 0, 186, "P1", "P99")},
            column(
                    "fooditems",
                    "text",
                    counted(
                            200,
                            0,
                            "Coffee",
                            "tacos: burritos",
                            "Tacos: Burritos",
                            "9",
                            "tacos: burritos",
                            "8",
                            "Coffee",
                            "3")),
            column(
                    "distributor",
                    "text",
                    counted(
                            200,
                            0,
                            "A",
                            "Z",
                            "Sony Pictures",
                            "9",
                            "Sony Pictures Releasing",
                            "8",
                            "Warner Bros. Pictures",
                            "7",
                            "Warner Brothers",
                            "6",
                            "Paramount Pictures",
                            "5",
                            "Burglary",
                            "4",
                            "Burglary - Residential",
                            "3",
                            "Larceny Theft",
                            "2",
                            "Larceny Theft - Other",
                            "1")));

    /** Incidents: a date only beside the year as text. */
    private static final DatasetFacts INCIDENTS = facts(
            "Police Incidents",
            null,
            column(
                    "incident_date",
                    "calendar_date",
                    stats(100, 0, 90, "2018-01-01T00:00:00.000", "2025-09-28T00:00:00.000", "2021-01-13T00:00:00.000")),
            column("incident_year", "text", stats(100, 0, 8, "2018", "2025")));

    private static List<Hint> notes(DatasetFacts facts, String soql, Map<String, String>... rows) {
        return Checks.answer(soql, facts, false, rows(List.of(rows)));
    }

    @Test
    void aTopNLedByNullsGetsNullLastAndOneThatSaysWhereNullsGoDoesNot() {
        String soql = "SELECT permit_number, revised_cost ORDER BY revised_cost DESC LIMIT 2";
        List<Hint> led = notes(PERMITS, soql, row("permit_number", "P1"), row("permit_number", "P2"));

        assertEquals(1, led.size(), led::toString);
        assertEquals(
                "SELECT permit_number, revised_cost ORDER BY revised_cost DESC NULL LAST LIMIT 2",
                led.get(0).query());
        assertEquals(List.of(), notes(PERMITS, soql, row("permit_number", "P1", "revised_cost", "9000")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number, revised_cost ORDER BY revised_cost DESC NULL FIRST LIMIT 2",
                        row("permit_number", "P1")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number, revised_cost ORDER BY revised_cost ASC LIMIT 2",
                        row("permit_number", "P1")));
    }

    @Test
    void aTopNByAnExpressionOfAListedColumnIsLedByThatColumnsNulls() {
        String soql = "SELECT permit_number, revised_cost ORDER BY revised_cost * 2 DESC LIMIT 2";
        List<Hint> led = notes(PERMITS, soql, row("permit_number", "P1"), row("permit_number", "P2"));

        assertEquals(
                "SELECT permit_number, revised_cost ORDER BY revised_cost * 2 DESC NULL LAST LIMIT 2",
                led.get(0).query());
        assertEquals(List.of(), notes(PERMITS, soql, row("permit_number", "P1", "revised_cost", "9000")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number, revised_cost ORDER BY coalesce(revised_cost, 0) DESC LIMIT 2",
                        row("permit_number", "P1")),
                "coalesce fills the nulls in");
    }

    @Test
    void aSortKeyNotAmongTheFieldsIsJudgedByItsColumnsNullsUnlessAConditionReadsIt() {
        assertEquals(
                1,
                notes(PERMITS, "SELECT permit_number ORDER BY revised_cost DESC LIMIT 2", row("permit_number", "P1"))
                        .size());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT permit_number WHERE revised_cost > 100 ORDER BY revised_cost DESC",
                        row("permit_number", "P1")));
    }

    @Test
    void aNullGroupInARankingIsLeftOutAndAnOrIsKeptTogether() {
        List<Hint> ranked = notes(
                PERMITS,
                "SELECT status, count(*) AS n WHERE status = 'issued' OR revised_cost > 5 GROUP BY status ORDER BY n DESC LIMIT 2",
                row("status", "issued", "n", "40"),
                row("n", "30"));

        assertEquals(
                "SELECT status, count(*) AS n WHERE (status = 'issued' OR revised_cost > 5) AND status IS NOT NULL "
                        + "GROUP BY status ORDER BY n DESC LIMIT 2",
                ranked.get(0).query());
        // the whole list without a LIMIT, the null group not first: every group is there to read
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT status, count(*) AS n GROUP BY status ORDER BY n DESC",
                        row("status", "issued", "n", "40"),
                        row("n", "30")));
    }

    @Test
    void countOfAColumnUnderItsOwnIsNullIsZeroByHowItIsWritten() {
        List<Hint> empty = Checks.answer(
                "SELECT count(revised_cost) AS n WHERE revised_cost IS NULL",
                PERMITS,
                true,
                rows(List.of(row("n", "0"))));

        assertEquals(
                "SELECT count(*) AS n WHERE revised_cost IS NULL", empty.get(0).query());
        assertTrue(empty.get(0).why().contains(Checks.ZERO_WHATEVER_MATCHED), empty::toString);
        assertEquals(
                List.of(),
                notes(PERMITS, "SELECT count(revised_cost) AS n WHERE revised_cost IS NOT NULL", row("n", "70")));
        // a count named for having a value counts the rows that have one
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT status, avg(revised_cost) AS mean, count(revised_cost) AS measured GROUP BY status"
                                + " ORDER BY mean DESC NULL LAST, status",
                        row("status", "issued", "mean", "5000", "measured", "70")));
    }

    @Test
    void aTimestampWithTimesGroupedRawIsGroupedByDayAndADateOnlyOneIsLeftAlone() {
        List<Hint> raw = notes(
                PERMITS,
                "SELECT filed_datetime, count(*) AS n GROUP BY filed_datetime ORDER BY filed_datetime",
                row("filed_datetime", "2021-01-13T10:00:00.000", "n", "1"),
                row("filed_datetime", "2021-01-13T11:00:00.000", "n", "1"));

        assertEquals(
                "SELECT date_trunc_ymd(filed_datetime) AS day, count(*) AS n GROUP BY day ORDER BY day",
                raw.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT filed_date, count(*) AS n GROUP BY filed_date ORDER BY filed_date",
                        row("filed_date", "2021-01-13T00:00:00.000", "n", "1")));
    }

    @Test
    void theHourOfADateOnlyColumnIsReadFromItsTimestampWithTimes() {
        List<Hint> hour = notes(
                PERMITS,
                "SELECT date_extract_hh(filed_date) AS h, count(*) AS n GROUP BY h ORDER BY n DESC",
                row("h", "0", "n", "100"));

        assertEquals(
                "SELECT date_extract_hh(filed_datetime) AS h, count(*) AS n GROUP BY h ORDER BY n DESC",
                hour.get(0).query());
    }

    @Test
    void aMonthOfTheYearOverTwoYearsIsAMonthAndARankingOfMonthsIsLeftAlone() {
        List<Hint> series = notes(
                PERMITS,
                "SELECT date_extract_m(filed_date) AS m, count(*) AS n WHERE filed_date >= '2022-01-01' "
                        + "AND filed_date < '2024-01-01' GROUP BY m ORDER BY m",
                row("m", "1", "n", "9"));

        assertEquals(
                "SELECT date_trunc_ym(filed_date) AS m, count(*) AS n WHERE filed_date >= '2022-01-01' "
                        + "AND filed_date < '2024-01-01' GROUP BY m ORDER BY m",
                series.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_m(filed_date) AS m, count(*) AS n GROUP BY m " + "ORDER BY n DESC LIMIT 3",
                        row("m", "1", "n", "9")));
        // the months of every year pooled, as the question asks
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse("SELECT date_extract_m(filed_date) AS m, count(*) AS n GROUP BY m ORDER BY m"),
                        PERMITS,
                        false,
                        rows(List.of(row("m", "1", "n", "9"))),
                        Question.of("filings by calendar month, all years pooled together")));
        // unless the question ranks single calendar months
        assertEquals(
                "SELECT date_trunc_ym(filed_date) AS m, count(*) AS n GROUP BY m ORDER BY n DESC LIMIT 3",
                Checks.answer(
                                SoqlTree.parse("SELECT date_extract_m(filed_date) AS m, count(*) AS n GROUP BY m"
                                        + " ORDER BY n DESC LIMIT 3"),
                                PERMITS,
                                false,
                                rows(List.of(row("m", "1", "n", "9"))),
                                Question.of("the three busiest single months for filings"))
                        .get(0)
                        .query());
        assertEquals(
                "SELECT date_trunc_ym(filed_date) AS m, count(*) AS n GROUP BY m ORDER BY n DESC LIMIT 1",
                Checks.answer(
                                SoqlTree.parse("SELECT date_extract_m(filed_date) AS m, count(*) AS n GROUP BY m"
                                        + " ORDER BY n DESC LIMIT 1"),
                                PERMITS,
                                false,
                                rows(List.of(row("m", "1", "n", "9"))),
                                Question.of("what was the single worst month for filings since 2019?"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_y(filed_date) AS y, date_extract_m(filed_date) AS m, "
                                + "count(*) AS n GROUP BY y, m ORDER BY y, m",
                        row("y", "2022", "m", "1", "n", "9")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_m(filed_date) AS m, count(*) AS n WHERE "
                                + "filed_date >= '2022-01-01' AND filed_date < '2023-01-01' GROUP BY m ORDER BY m",
                        row("m", "1", "n", "9")));
    }

    @Test
    void countingFilmLocationsAsFilmsIsNotedUnlessTheQueryCountsLocations() {
        List<Hint> films = notes(
                FILMS,
                "SELECT director, count(*) AS n GROUP BY director ORDER BY n DESC",
                row("director", "A", "n", "24"));

        assertEquals(
                "SELECT director, count(DISTINCT title) AS n GROUP BY director ORDER BY n DESC",
                films.get(0).query());
        assertEquals(
                List.of(), notes(FILMS, "SELECT title, count(*) AS n GROUP BY title", row("title", "X", "n", "9")));
        assertEquals(List.of(), notes(FILMS, "SELECT count(*) AS locations", row("locations", "280")));
        assertEquals(List.of(), notes(FILMS, "SELECT count(*) AS n WHERE title LIKE '%the%'", row("n", "40")));
    }

    @Test
    void whereARowIsAThingOnlyACountNamedForSomethingElseIsNoted() {
        assertEquals(List.of(), notes(PERMITS, "SELECT count(*) AS n WHERE status = 'issued'", row("n", "40")));
        assertNull(PERMITS.profile().row().thing("status"));
    }

    @Test
    void aNullGroupAmongTheFewestIsNotedWhereTheLimitCutTheRanking() {
        String soql = "SELECT status, count(*) AS n GROUP BY status ORDER BY n ASC LIMIT 2";
        List<Hint> fewest = notes(PERMITS, soql, row("status", "complete", "n", "5"), row("n", "6"));

        assertEquals(
                "SELECT status, count(*) AS n WHERE status IS NOT NULL GROUP BY status ORDER BY n ASC LIMIT 2",
                fewest.get(0).query());
        // every group listed (the rows do not fill the LIMIT): the null group took no one's place
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT status, count(*) AS n GROUP BY status ORDER BY n ASC LIMIT 5",
                        row("status", "complete", "n", "5"),
                        row("n", "6")));
    }

    @Test
    void moviesListedOncePerLocationRepeatWhenTheQuestionNamesTheDatasetByItsLocations() {
        String soql = "SELECT title, release_year ORDER BY release_year DESC LIMIT 5";
        Map<String, String> film = row("title", "Venom", "release_year", "2018");
        List<Hint> noted = Checks.answer(
                SoqlTree.parse(soql),
                FILMS,
                false,
                rows(List.of(film, film, film)),
                Question.of("What are the 5 most recent movies in the SF film locations data?"));

        assertEquals(
                "SELECT title, release_year GROUP BY title, release_year ORDER BY release_year DESC LIMIT 5",
                noted.get(0).query());
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse(soql),
                        FILMS,
                        false,
                        rows(List.of(film, film, film)),
                        Question.of("the 5 most recent filming locations, with their film")));
    }

    @Test
    void aNullGroupFirstIsNotedUnlessTheQuestionAsksForTheWholeBreakdown() {
        String soql = "SELECT status, count(*) AS n GROUP BY status ORDER BY n DESC";
        Map<String, String> nulls = row("n", "60");
        Map<String, String> complete = row("status", "complete", "n", "30");

        assertEquals(
                "SELECT status, count(*) AS n WHERE status IS NOT NULL GROUP BY status ORDER BY n DESC",
                Checks.answer(
                                SoqlTree.parse(soql),
                                PERMITS,
                                false,
                                rows(List.of(nulls, complete)),
                                Question.of("which status do most permits have?"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse(soql),
                        PERMITS,
                        false,
                        rows(List.of(nulls, complete)),
                        Question.of("how does that split by status?")));
    }

    @Test
    void aCountOfAColumnWithGapsIsCountedAsRowsUnlessNamedForItOrFilteredOnIt() {
        List<Hint> gaps = notes(
                PERMITS,
                "SELECT status, count(revised_cost) AS permits GROUP BY status ORDER BY status",
                row("status", "complete", "permits", "30"));

        assertEquals(
                "SELECT status, count(*) AS permits GROUP BY status ORDER BY status",
                gaps.get(0).query());
        assertTrue(gaps.get(0).why().contains("null in about 30 of 100 rows"), gaps::toString);
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT status, count(revised_cost) AS revised GROUP BY status",
                        row("status", "complete", "revised", "30")));
        assertEquals(
                List.of(), notes(PERMITS, "SELECT count(revised_cost) AS n WHERE revised_cost > 100", row("n", "20")));
        // a column with no gaps counts every row anyway
        assertEquals(List.of(), notes(PERMITS, "SELECT count(status) AS n", row("n", "100")));
    }

    @Test
    void aDateOnlyColumnGroupedByDayOverYearsIsGroupedByYearOrByMonth() {
        String soql = "SELECT filed_date, count(*) AS n GROUP BY filed_date ORDER BY filed_date";
        List<Hint> years = notes(
                PERMITS,
                soql,
                row("filed_date", "2019-01-01T00:00:00.000", "n", "1"),
                row("filed_date", "2021-05-05T00:00:00.000", "n", "1"),
                row("filed_date", "2024-03-03T00:00:00.000", "n", "1"));
        List<Hint> months = notes(
                PERMITS,
                soql,
                row("filed_date", "2021-01-01T00:00:00.000", "n", "1"),
                row("filed_date", "2021-06-01T00:00:00.000", "n", "1"));

        assertEquals(
                "SELECT date_trunc_y(filed_date) AS year, count(*) AS n GROUP BY year ORDER BY year",
                years.get(0).query());
        assertEquals(
                "SELECT date_trunc_ym(filed_date) AS month, count(*) AS n GROUP BY month ORDER BY month",
                months.get(0).query());
        // days of several rows, or a few weeks: grouped by day is what is meant
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        soql,
                        row("filed_date", "2019-01-01T00:00:00.000", "n", "5"),
                        row("filed_date", "2024-03-03T00:00:00.000", "n", "7")));
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        soql,
                        row("filed_date", "2021-01-01T00:00:00.000", "n", "1"),
                        row("filed_date", "2021-01-20T00:00:00.000", "n", "1")));
    }

    @Test
    void weeksOfTheYearOverSeveralYearsAreKeptApartByTheYear() {
        List<Hint> weeks = notes(
                PERMITS,
                "SELECT date_extract_woy(filed_date) AS week, count(*) AS n GROUP BY week ORDER BY week",
                row("week", "1", "n", "9"));

        assertEquals(
                "SELECT date_extract_y(filed_date) AS year, date_extract_woy(filed_date) AS week, count(*) AS n "
                        + "GROUP BY year, week ORDER BY year, week",
                weeks.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT date_extract_woy(filed_date) AS week, count(*) AS n WHERE filed_date >= '2022-01-01' "
                                + "AND filed_date < '2023-01-01' GROUP BY week ORDER BY week",
                        row("week", "1", "n", "9")));
        // a column of years asked for one year bounds the period as a condition on the date would
        String months = "SELECT date_extract_m(incident_date) AS m, count(*) AS n GROUP BY m ORDER BY m";
        assertEquals(1, notes(INCIDENTS, months, row("m", "1", "n", "9")).size());
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        months.replace("GROUP BY", "WHERE incident_year = '2024' GROUP BY"),
                        row("m", "1", "n", "9")));
    }

    @Test
    void theWeekendCountedFromMondayIsSaturdayAndSunday() {
        String friday = "SELECT count(*) AS n WHERE date_extract_dow(filed_datetime) ";
        for (String written : List.of("IN (5, 6)", "IN (6, 7)", ">= 5", "BETWEEN 5 AND 6")) {
            List<Hint> weekend = notes(PERMITS, friday + written, row("n", "30"));
            assertEquals(friday + "IN (0, 6)", weekend.get(0).query(), written);
        }
        assertEquals(
                friday + "NOT IN (0, 6)",
                notes(PERMITS, friday + "NOT IN (5, 6)", row("n", "70")).get(0).query());
        assertEquals(List.of(), notes(PERMITS, friday + "IN (0, 6)", row("n", "30")));
        assertEquals(List.of(), notes(PERMITS, friday + "= 5", row("n", "15")));
    }

    @Test
    void aMatchThatKeepsOneCaseOfAWordWhereValuesHoldSeveralIsNoted() {
        List<Hint> like = notes(VENDORS, "SELECT count(*) AS n WHERE fooditems LIKE '%Burritos%'", row("n", "9"));
        List<Hint> contains =
                notes(VENDORS, "SELECT count(*) AS n WHERE contains(fooditems, 'Burritos')", row("n", "9"));

        assertEquals(
                "SELECT count(*) AS n WHERE upper(fooditems) LIKE '%BURRITOS%'",
                like.get(0).query());
        assertTrue(like.get(0).why().contains("'tacos: burritos' (8)"), like::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE caseless_contains(fooditems, 'Burritos')",
                contains.get(0).query());
        assertEquals(List.of(), notes(VENDORS, "SELECT count(*) AS n WHERE fooditems LIKE '%Coffee%'", row("n", "3")));
        assertEquals(
                List.of(),
                notes(VENDORS, "SELECT count(*) AS n WHERE upper(fooditems) LIKE '%BURRITOS%'", row("n", "17")));
    }

    @Test
    void aNameHeldInOtherFormsIsAskedForInEveryForm() {
        String count = "SELECT count(*) AS n WHERE distributor ";
        assertEquals(
                count + "IN ('Sony Pictures', 'Sony Pictures Releasing')",
                notes(VENDORS, count + "= 'Sony Pictures'", row("n", "9"))
                        .get(0)
                        .query());
        assertEquals(
                count + "IN ('Warner Bros. Pictures', 'Warner Brothers')",
                notes(VENDORS, count + "= 'Warner Bros. Pictures'", row("n", "7"))
                        .get(0)
                        .query());
        assertEquals(
                count + "IN ('Warner Brothers', 'Warner Bros. Pictures')",
                notes(VENDORS, count + "= 'Warner Brothers'", row("n", "6"))
                        .get(0)
                        .query());
        // another name; a one-word category and the broader value of a narrower one asked for
        for (String other : List.of(
                "= 'Paramount Pictures'",
                "= 'Burglary'",
                "= 'Larceny Theft - Other'",
                "IN ('Sony Pictures', 'Sony Pictures Releasing')")) {
            assertEquals(List.of(), notes(VENDORS, count + other, row("n", "5")), other);
        }
    }

    @Test
    void aCountNamedForAnIdentifierWhoseValuesRepeatCountsItsValues() {
        List<Hint> permits = notes(
                VENDORS,
                "SELECT applicant, count(*) AS permits GROUP BY applicant ORDER BY permits DESC",
                row("applicant", "Alpha", "permits", "26"));

        assertEquals(
                "SELECT applicant, count(DISTINCT permit) AS permits GROUP BY applicant ORDER BY permits DESC",
                permits.get(0).query());
        assertEquals(
                List.of(),
                notes(VENDORS, "SELECT applicant, count(*) AS n GROUP BY applicant", row("applicant", "A", "n", "2")));
        // over every holder, 186 numbers in 200 rows are as likely numbers given twice: rows are counted
        assertEquals(
                List.of(),
                notes(
                        VENDORS,
                        "SELECT status, count(*) AS permits GROUP BY status",
                        row("status", "APPROVED", "permits", "113")));
        assertEquals(
                List.of(),
                notes(
                        VENDORS,
                        "SELECT permit, count(*) AS permits GROUP BY permit",
                        row("permit", "P", "permits", "2")));
    }

    @Test
    void filmLocationsCountedAsFilmsUnderAConditionOnSeveralTitlesAreNoted() {
        assertEquals(
                "SELECT count(DISTINCT title) AS films WHERE title LIKE '%the%'",
                notes(FILMS, "SELECT count(*) AS films WHERE title LIKE '%the%'", row("films", "40"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(FILMS, "SELECT count(*) AS films WHERE title = 'Vertigo'", row("films", "9")));
    }

    @Test
    void anAverageOverTheLocationsOfFilmsTakesEachFilmOnce() {
        List<Hint> mean = notes(FILM_YEARS, "SELECT avg(release_year) AS mean_year", row("mean_year", "1995"));

        assertEquals(
                "SELECT title, release_year GROUP BY title, release_year |> SELECT avg(release_year) AS mean_year",
                mean.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        FILM_YEARS,
                        "SELECT title, avg(release_year) AS y GROUP BY title",
                        row("title", "X", "y", "1958")));
        assertEquals(List.of(), notes(FILM_YEARS, "SELECT max(release_year) AS y", row("y", "2019")));
        // a value of each location, not of the film
        assertEquals(List.of(), notes(FILM_YEARS, "SELECT avg(latitude) AS y", row("y", "37.77")));
        // the question averages over what a row is
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse("SELECT avg(release_year) AS mean_year"),
                        FILM_YEARS,
                        false,
                        rows(List.of(row("mean_year", "1995"))),
                        Question.of("average release year across all listed filming locations")));
    }

    @Test
    void pastTheCallsDeadlineTheRowChecksStopAndTheAnswerStands() throws InterruptedException {
        RequestMetrics call = new RequestMetrics("r", null, "POST", "/mcp");
        call.upstreamDeadlineNanos(Duration.ofMillis(2));
        Thread.sleep(10);
        try (RequestScope scope = RequestScope.open(call)) {
            assertEquals(
                    List.of(),
                    notes(
                            PERMITS,
                            "SELECT permit_number, revised_cost ORDER BY revised_cost DESC LIMIT 2",
                            row("permit_number", "P1")));
        }
    }
}
