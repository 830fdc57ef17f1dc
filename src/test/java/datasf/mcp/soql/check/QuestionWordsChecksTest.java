package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.ColumnStats;
import datasf.mcp.schema.Words;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checks that read which values and columns the person's words point to: the values of a
 * broad LIKE the question's other words pick, a kind of value kept in numbered columns, a column
 * the question names by a word's root, and a category written in a free-text column.
 */
class QuestionWordsChecksTest {

    /** Incidents: categories all known, descriptions known only in part. */
    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column(
                    "incident_category",
                    "text",
                    counted(
                            253,
                            0,
                            "Motor Vehicle Theft",
                            "Recovered Vehicle",
                            "Motor Vehicle Theft",
                            "146",
                            "Recovered Vehicle",
                            "107")),
            column(
                    "incident_description",
                    "text",
                    new ColumnStats(
                            500,
                            0,
                            "A",
                            "Z",
                            30,
                            List.of(
                                    new ColumnStats.Count("Theft, From Locked Vehicle, >$950", 146),
                                    new ColumnStats.Count("Theft, From Unlocked Vehicle, <$50", 143),
                                    new ColumnStats.Count("Vehicle, Recovered, Auto", 107),
                                    new ColumnStats.Count("Vehicle, Stolen, Auto", 80),
                                    new ColumnStats.Count("Vehicle, Stolen, Motorcycle", 66)))));

    /** Films: three numbered actor columns beside a director. */
    private static final DatasetFacts FILMS = facts(
            "Film Locations in San Francisco",
            null,
            column("title", "text", stats(280, 0, 28, "A", "Z")),
            column("actor_1", "text", stats(280, 0, 26, "A", "Z", "Michael Douglas")),
            column("actor_2", "text", stats(270, 10, 28, "A", "Z", "Sean Penn")),
            column("actor_3", "text", stats(250, 30, 28, "A", "Z")),
            column("director", "text", stats(280, 0, 25, "A", "Z")));

    /** Trees: who cares for a tree and its legal status share a value; names in camel case. */
    private static final DatasetFacts TREES = facts(
            "Street Tree List",
            null,
            new Object[] {
                new ColumnInfo("qLegalStatus", "qlegalstatus", "text", "Legal status"),
                counted(400, 0, "DPW Maintained", "Private", "DPW Maintained", "300", "Private", "100")
            },
            new Object[] {
                new ColumnInfo("qCaretaker", "qcaretaker", "text", "Primary caregiver to the tree"),
                counted(400, 0, "DPW", "Private", "DPW", "350", "Private", "50")
            });

    /** 311 cases: a state in a column of two values, notes about it in a column of free text. */
    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            column("status_description", "text", counted(400, 0, "Closed", "Open", "Closed", "300", "Open", "100")),
            column("status_notes", "text", counted(400, 0, "accepted", "open", "accepted", "365", "open", "35")));

    @SafeVarargs
    private static List<Hint> notes(DatasetFacts facts, String soql, String question, Map<String, String>... rows) {
        return Checks.answer(SoqlTree.parse(soql), facts, false, rows(List.of(rows)), Question.of(question));
    }

    @Test
    void aBroadPatternKeepsTheValuesTheQuestionsOtherWordsPick() {
        String soql = "SELECT count(*) AS row_count WHERE incident_description LIKE '%Vehicle%'";
        List<Hint> stolen = notes(INCIDENTS, soql, "How many stolen vehicles were reported?", row("row_count", "542"));

        assertEquals(1, stolen.size(), stolen::toString);
        // not every description is known: the word that picks them is kept as a pattern of its own
        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_description LIKE '%Vehicle%'"
                        + " AND incident_description LIKE '%Stolen%'",
                stolen.get(0).query());
        assertTrue(stolen.get(0).why().contains("'Vehicle, Stolen, Auto' and 'Vehicle, Stolen, Motorcycle'"));
        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_description LIKE '%Vehicle%'"
                        + " AND incident_description LIKE '%Theft%'",
                notes(INCIDENTS, soql, "How many thefts from vehicles (car break-ins)?", row("row_count", "542"))
                        .get(0)
                        .query());
    }

    @Test
    void aWordThatMeansAValueOfACompleteColumnPicksThatValue() {
        String soql = "SELECT count(*) AS row_count WHERE incident_category LIKE '%Vehicle%'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_category = 'Motor Vehicle Theft'",
                notes(INCIDENTS, soql, "How many stolen-vehicle reports are there?", row("row_count", "253"))
                        .get(0)
                        .query());
        assertTrue(Words.sameMeaning("stolen", "theft"));
        assertTrue(Words.sameMeaning("car", "vehicle"));
        assertTrue(Words.sameMeaning("business", "commercial"), "business burglaries are 'Burglary - Commercial'");
    }

    @Test
    void aBroadPatternTheQuestionAsksForWholeIsLeftAlone() {
        String soql = "SELECT count(*) AS row_count WHERE incident_description LIKE '%Vehicle%'";
        assertEquals(List.of(), notes(INCIDENTS, soql, "How many vehicle incidents?", row("row_count", "542")));
        assertEquals(List.of(), notes(INCIDENTS, soql, null, row("row_count", "542")));
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        soql,
                        "How many vehicle incidents of any kind, stolen vehicles included?",
                        row("row_count", "542")));
    }

    @Test
    void aPersonKeptInNumberedColumnsIsLookedForInEach() {
        String soql = "SELECT DISTINCT title WHERE actor_1 = 'Michael Douglas'";
        List<Hint> noted = notes(FILMS, soql, "Which films feature Michael Douglas?", row("title", "The Game"));

        assertEquals(
                "SELECT DISTINCT title WHERE (actor_1 = 'Michael Douglas' OR actor_2 = 'Michael Douglas'"
                        + " OR actor_3 = 'Michael Douglas')",
                noted.get(0).query());
        assertEquals(
                List.of(),
                notes(FILMS, soql, "Films with Michael Douglas as the lead actor", row("title", "The Game")));
        assertEquals(List.of(), notes(FILMS, soql, "Which films starred Michael Douglas?", row("title", "The Game")));
        // "starring" is any billed actor where another column is known to hold the name
        assertEquals(
                "SELECT DISTINCT title WHERE (actor_1 = 'Sean Penn' OR actor_2 = 'Sean Penn' OR actor_3 = 'Sean Penn')",
                notes(
                                FILMS,
                                "SELECT DISTINCT title WHERE actor_1 = 'Sean Penn'",
                                "movies starring Sean Penn?",
                                row("title", "Milk"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(FILMS, soql, null, row("title", "The Game")));
        assertEquals(
                List.of(),
                notes(
                        FILMS,
                        "SELECT DISTINCT title WHERE actor_1 = 'Michael Douglas' OR actor_2 = 'Michael Douglas'",
                        "Which films feature Michael Douglas?",
                        row("title", "The Game")));
    }

    @Test
    void aColumnTheQuestionNamesByTheRootOfAWordHoldsTheValue() {
        String soql = "SELECT count(*) AS row_count WHERE qlegalstatus = 'Private'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE qcaretaker = 'Private'",
                notes(TREES, soql, "How many street trees are cared for privately?", row("row_count", "100"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(TREES, soql, "How many trees are private trees?", row("row_count", "100")));
    }

    @Test
    void aStateWrittenInAColumnOfNotesIsTheStatesColumn() {
        String soql = "SELECT count(*) AS row_count WHERE status_notes = 'open'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE status_description = 'Open'",
                notes(CASES, soql, "How many 311 cases are still open?", row("row_count", "35"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(CASES, soql, "How many cases have notes saying open?", row("row_count", "35")));
        assertTrue(CategoryNamedCheck.freeTextByName("status_notes"));
        assertTrue(CategoryNamedCheck.freeTextByName("description"));
        assertTrue(!CategoryNamedCheck.freeTextByName("incident_description"));
    }

    /** Permits: a status of today beside the date each event happened. */
    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("permit_number", "text", stats(300, 0, 300, "1", "999")),
            column("status", "text", counted(300, 0, "complete", "issued", "complete", "200", "issued", "100")),
            column(
                    "issued_date",
                    "calendar_date",
                    stats(300, 0, 290, "2018-01-01T00:00:00.000", "2025-09-28T00:00:00.000")));

    @Test
    void aStatusNamedLikeTheDateItBoundsIsLeftOut() {
        String soql = "SELECT count(*) AS row_count WHERE status = 'issued' AND issued_date >= '2024-01-01'"
                + " AND issued_date < '2025-01-01'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE issued_date >= '2024-01-01' AND issued_date < '2025-01-01'",
                notes(PERMITS, soql, "How many building permits were issued in 2024?", row("row_count", "8"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        soql,
                        "How many permits issued in 2024 are still in issued status?",
                        row("row_count", "8")));
    }

    @Test
    void theFirstRowsByADateTheQuestionDoesNotNameAreSortedByTheOneItNames() {
        DatasetFacts permits = facts(
                "Building Permits",
                null,
                column("permit_number", "text", stats(300, 0, 300, "1", "999")),
                column("status", "text", stats(300, 0, 6, "complete", "issued")),
                column(
                        "filed_date",
                        "calendar_date",
                        stats(300, 0, 290, "2018-01-01T00:00:00.000", "2025-09-28T00:00:00.000")),
                column(
                        "issued_date",
                        "calendar_date",
                        stats(200, 100, 190, "2018-02-01T00:00:00.000", "2025-09-28T00:00:00.000")));
        String soql = "SELECT permit_number, filed_date, issued_date ORDER BY filed_date ASC LIMIT 1";
        Map<String, String> first = row("permit_number", "7", "filed_date", "2018-01-01T00:00:00.000");

        assertEquals(
                "SELECT permit_number, filed_date, issued_date ORDER BY issued_date ASC LIMIT 1",
                notes(permits, soql, "Which was the first permit to be issued, and when?", first)
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(permits, soql, "Which permit was filed first?", first));
        assertEquals(
                "SELECT date_extract_y(issued_date) AS y, count(*) AS n WHERE issued_date IS NOT NULL GROUP BY y",
                notes(
                                permits,
                                "SELECT date_extract_y(filed_date) AS y, count(*) AS n WHERE status = 'issued' GROUP BY y",
                                "How many building permits were issued each year?",
                                row("y", "2019", "n", "9"))
                        .get(0)
                        .query(),
                "grouped by the year of another date than the one named");
        assertEquals(
                List.of(),
                notes(permits, soql, "the first permit filed and whether it was issued", first),
                "the other date asked as a state, and listed");
        // two dates compared with each other bound neither
        assertEquals(
                List.of(),
                notes(
                        permits,
                        "SELECT count(*) AS row_count WHERE date_trunc_ymd(issued_date) = filed_date",
                        "How many permits were issued the same day they were submitted?",
                        row("row_count", "12")));
        // no LIMIT: every row, in some order the question does not ask about
        assertEquals(
                List.of(),
                notes(
                        permits,
                        "SELECT permit_number, issued_date ORDER BY filed_date",
                        "permits and when they were issued",
                        first));
    }

    @Test
    void aPatternsWordTheColumnAlsoSaysOtherwiseIsMatchedBothWays() {
        DatasetFacts incidents = facts(
                "Police Department Incident Reports",
                null,
                column(
                        "incident_description",
                        "text",
                        counted(
                                100,
                                0,
                                "A",
                                "Z",
                                "Robbery, W/ Gun",
                                "38",
                                "Firearm, Possession",
                                "30",
                                "Battery",
                                "32")),
                column("police_district", "text", stats(100, 0, 10, "Bayview", "Tenderloin")));
        String soql = "SELECT count(*) AS row_count WHERE incident_description LIKE '%Gun%'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE (incident_description LIKE '%Gun%'"
                        + " OR incident_description LIKE '%Firearm%')",
                notes(incidents, soql, "How many gun-related incidents?", row("row_count", "38"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(incidents, soql, null, row("row_count", "38")));
    }

    @Test
    void oneValueLookedForInTwoColumnsIsOneConditionBesideTheOthers() {
        String soql = "SELECT count(*) AS row_count WHERE title > 'A' AND actor_1 = 'Michael Douglas'"
                + " OR actor_2 = 'Michael Douglas'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE title > 'A' AND (actor_1 = 'Michael Douglas'"
                        + " OR actor_2 = 'Michael Douglas')",
                notes(FILMS, soql, null, row("row_count", "28")).get(0).query());
    }

    @Test
    void aCountForAQuestionAboutTheRowsThemselvesCountsRows() {
        String soql = "SELECT count(*) AS row_count WHERE director = 'Alfred Hitchcock'";

        assertEquals(
                List.of(),
                notes(CheckFixtures.FILMS, soql, "locations for Alfred Hitchcock movies", row("row_count", "12")));
        assertEquals(
                "SELECT count(DISTINCT title) AS row_count WHERE director = 'Alfred Hitchcock'",
                notes(CheckFixtures.FILMS, soql, "Alfred Hitchcock movies shot here", row("row_count", "12"))
                        .get(0)
                        .query());
    }

    /** Incidents with what the publisher says of each time, and the year of each as text. */
    private static final DatasetFacts REPORTS = facts(
            "Police Department Incident Reports",
            null,
            new Object[] {
                new ColumnInfo("Incident Datetime", "incident_datetime", "calendar_date", "When the incident occurred"),
                stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-09-28T16:45:00.000")
            },
            new Object[] {
                new ColumnInfo("Report Datetime", "report_datetime", "calendar_date", "When the report was filed"),
                stats(100, 0, 100, "2018-01-01T08:10:00.000", "2025-09-28T17:45:00.000")
            },
            column("incident_year", "text", stats(100, 0, 8, "2018", "2025")));

    @Test
    void aDateIsNamedByAWordOfFiveLettersThePublisherUses() {
        String soql =
                "SELECT count(*) AS n WHERE incident_datetime >= '2024-01-01' AND incident_datetime < '2024-02-01'";

        assertEquals(
                "SELECT count(*) AS n WHERE report_datetime >= '2024-01-01' AND report_datetime < '2024-02-01'",
                notes(REPORTS, soql, "How many police reports were filed in January 2024?", row("n", "28"))
                        .get(0)
                        .query());
    }

    /** Permits with an estimated cost and, for some, a revised one. */
    private static final DatasetFacts COSTS = facts(
            "Building Permits",
            null,
            column("estimated_cost", "number", stats(300, 0, 290, "0", "9000000")),
            column("revised_cost", "number", stats(200, 100, 190, "0", "9500000")),
            column("status", "text", counted(300, 0, "complete", "issued", "complete", "200", "issued", "100")),
            column("supervisor_district", "number", stats(300, 0, 11, "1", "11")));

    @Test
    void aFallbackIsReadInTheSumBesideANumberTheWhereCompares() {
        assertEquals(
                "SELECT sum(coalesce(revised_cost, estimated_cost)) AS total WHERE supervisor_district = 8",
                notes(
                                COSTS,
                                "SELECT sum(revised_cost) AS total WHERE supervisor_district = 8",
                                "Total cost in district 8, using the revised estimate when there is one?",
                                row("total", "100"))
                        .get(0)
                        .query());
    }

    @Test
    void aValueTakenInPlaceOfAMissingOneIsCoalesced() {
        String soql = "SELECT sum(revised_cost) AS total WHERE status = 'complete'";

        assertEquals(
                "SELECT sum(coalesce(revised_cost, estimated_cost)) AS total WHERE status = 'complete'",
                notes(
                                COSTS,
                                soql,
                                "Total cost of completed permits, using the revised cost where there is one and the"
                                        + " estimate otherwise?",
                                row("total", "100"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(COSTS, soql, "Total revised cost of completed permits?", row("total", "100")));
    }

    @Test
    void theMostRecentFigureIsTheRevisedOneWhereThereIsOne() {
        String soql = "SELECT sum(revised_cost) AS total WHERE status = 'complete'";

        assertEquals(
                "SELECT sum(coalesce(revised_cost, estimated_cost)) AS total WHERE status = 'complete'",
                notes(
                                COSTS,
                                soql,
                                "Total value of completed permits, using the most up-to-date cost figure for each?",
                                row("total", "100"))
                        .get(0)
                        .query());
        // the estimate read alone is no latest figure either
        assertEquals(
                "SELECT avg(coalesce(revised_cost, estimated_cost)) AS avg_cost WHERE status = 'complete'",
                notes(
                                COSTS,
                                "SELECT avg(estimated_cost) AS avg_cost WHERE status = 'complete'",
                                "Average cost of completed permits, using the most up-to-date cost estimate",
                                row("avg_cost", "100"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(
                        COSTS,
                        "SELECT sum(estimated_cost) AS total WHERE status = 'complete'",
                        "Total estimated cost of completed permits?",
                        row("total", "100")));
    }

    /** 311 cases: a service and its finer subtypes, and notes as sentences. */
    private static final DatasetFacts SERVICES = facts(
            "311 Cases",
            null,
            column(
                    "service_name",
                    "text",
                    counted(100, 0, "Graffiti", "Noise Report", "Graffiti", "60", "Noise Report", "40")),
            column(
                    "service_subtype",
                    "text",
                    counted(
                            100,
                            0,
                            "A",
                            "Z",
                            "Graffiti on Building",
                            "60",
                            "Noise From Construction",
                            "11",
                            "Noise From Neighbors",
                            "29")));

    @Test
    void aValueFinerThanTheOneComparedThatTheQuestionNamesIsCompared() {
        String soql = "SELECT count(*) AS row_count WHERE service_name = 'Noise Report'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE service_subtype = 'Noise From Construction'",
                notes(SERVICES, soql, "How many 311 complaints about construction noise?", row("row_count", "40"))
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(SERVICES, soql, "How many noise complaints?", row("row_count", "40")));
        assertEquals(List.of(), notes(SERVICES, soql, "How many noise reports were filed?", row("row_count", "40")));
    }

    @Test
    void whetherItEverHappenedIsTheDateItHappenedOn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE issued_date IS NOT NULL",
                notes(
                                PERMITS,
                                "SELECT count(*) AS row_count WHERE status = 'issued'",
                                "How many of these permits ever got issued?",
                                row("row_count", "77"))
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS row_count WHERE issued_date IS NOT NULL",
                notes(
                                PERMITS,
                                "SELECT count(*) AS row_count WHERE status = 'issued'",
                                "How many permits ended up getting issued?",
                                row("row_count", "77"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(
                        PERMITS,
                        "SELECT count(*) AS row_count WHERE status = 'issued'",
                        "How many permits are in issued status?",
                        row("row_count", "77")));
    }

    @Test
    void aDateThatIsNullSaysWhatIsStillOpenNotWhenItHappened() {
        DatasetFacts cases = facts(
                "311 Cases",
                null,
                column("service_name", "text", stats(400, 0, 20, "A", "Z")),
                column(
                        "requested_datetime",
                        "calendar_date",
                        stats(400, 0, 400, "2024-01-01T00:00:00.000", "2025-10-30T00:00:00.000")),
                column(
                        "closed_date",
                        "calendar_date",
                        stats(300, 100, 300, "2024-01-02T00:00:00.000", "2025-10-30T00:00:00.000")));

        assertEquals(
                List.of(),
                notes(
                        cases,
                        "SELECT service_name, requested_datetime WHERE closed_date IS NULL ORDER BY requested_datetime",
                        "Which cases are still open? List them by request time, oldest first.",
                        row("service_name", "Graffiti")));
    }

    @Test
    void aStatusSaidOfTheRowsIsNoDateTheQuestionNames() {
        DatasetFacts permits = facts(
                "Mobile Food Facility Permit",
                null,
                column("permit", "text", stats(200, 0, 186, "A", "Z")),
                column(
                        "status",
                        "text",
                        counted(200, 0, "APPROVED", "REQUESTED", "APPROVED", "120", "REQUESTED", "80")),
                column(
                        "approved",
                        "calendar_date",
                        stats(120, 80, 120, "2019-01-01T00:00:00.000", "2025-10-01T00:00:00.000")),
                column(
                        "expirationdate",
                        "calendar_date",
                        stats(200, 0, 200, "2020-01-01T00:00:00.000", "2026-10-01T00:00:00.000")));
        String soql = "SELECT count(*) AS row_count WHERE status = 'APPROVED' AND expirationdate > '2025-10-01'";

        assertEquals(
                List.of(), notes(permits, soql, "approved permits still valid on Oct 1 2025", row("row_count", "40")));
        assertEquals(
                "SELECT count(*) AS row_count WHERE approved > '2025-10-01'",
                notes(
                                permits,
                                "SELECT count(*) AS row_count WHERE expirationdate > '2025-10-01'",
                                "How many permits were approved after Oct 1 2025?",
                                row("row_count", "40"))
                        .get(0)
                        .query());
    }

    @Test
    void aRadiusIsTheDistanceTheQuestionAsksFor() {
        DatasetFacts trees = facts(
                "Street Tree List",
                null,
                column("location", "point", stats(400, 0, 400, "A", "Z")),
                column("qspecies", "text", stats(400, 0, 11, "A", "Z")));
        String soql = "SELECT count(*) AS row_count WHERE within_circle(location, 37.7596, -122.4269, 1000)";

        assertEquals(
                "SELECT count(*) AS row_count WHERE within_circle(location, 37.7596, -122.4269, 1609)",
                notes(trees, soql, "How many trees within a mile of Dolores Park?", row("row_count", "18"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(), notes(trees, soql, "How many trees within 1 km of Dolores Park?", row("row_count", "18")));
        assertEquals(List.of(), notes(trees, soql, "How many trees within 1000 meters?", row("row_count", "18")));
    }

    /** 311 cases: the agencies a case is routed to, several queues of one department. */
    private static final DatasetFacts AGENCIES = facts("311 Cases", null, (Object) column(
            "agency_responsible",
            "text",
            counted(
                    400,
                    0,
                    "A",
                    "Z",
                    "DPW Ops Queue",
                    "87",
                    "Recology_Abandoned",
                    "60",
                    "DPW BSM Queue",
                    "40",
                    "DPW Urban Forestry",
                    "12")));

    @Test
    void aValueOfSeveralThatShareTheWordTheQuestionNamesIsTold() {
        String soql = "SELECT count(*) AS row_count WHERE agency_responsible = 'DPW Ops Queue'";
        List<Hint> noted =
                notes(AGENCIES, soql, "How many cases were routed to Public Works (DPW)?", row("row_count", "87"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE agency_responsible LIKE 'DPW%'",
                noted.get(0).query());
        assertEquals(
                List.of(), notes(AGENCIES, soql, "How many cases went to the DPW Ops queue?", row("row_count", "87")));
        assertEquals(List.of(), notes(AGENCIES, soql, null, row("row_count", "87")));
        // the rest of the value said in another form: "outages" of Out, "erecting" of erect
        DatasetFacts lights = facts("311 Cases", null, (Object) column(
                "service_subtype",
                "text",
                counted(24, 0, "A", "Z", "Streetlight - Light_Out", "13", "Streetlight - Pole_Damaged", "11")));
        assertEquals(
                List.of(),
                notes(
                        lights,
                        "SELECT count(*) AS row_count WHERE service_subtype = 'Streetlight - Light_Out'",
                        "how many streetlight outages reported",
                        row("row_count", "13")));
        assertTrue(Words.madeFrom("erecting", "erect") && Words.madeFrom("outage", "out"));
        assertTrue(!Words.madeFrom("outside", "out") && !Words.madeFrom("signage", "si"));
    }

    @Test
    void aSharedWordThatNamesAColumnTheQueryGroupsByIsThatColumn() {
        DatasetFacts cases = facts(
                "311 Cases",
                null,
                column(
                        "service_name",
                        "text",
                        counted(
                                160,
                                0,
                                "A",
                                "Z",
                                "Street and Sidewalk Cleaning",
                                "130",
                                "Blocked Street or SideWalk",
                                "22",
                                "Street Defects",
                                "8")),
                column("street", "text", stats(160, 0, 90, "1ST ST", "YORK ST")));
        String where = " WHERE service_name = 'Street and Sidewalk Cleaning'";

        assertEquals(
                List.of(),
                notes(
                        cases,
                        "SELECT street, count(*) AS n" + where + " GROUP BY street ORDER BY n DESC LIMIT 5",
                        "which streets have the most trash complaints",
                        row("street", "MARKET ST", "n", "9")));
        assertEquals(
                1,
                notes(cases, "SELECT count(*) AS n" + where, "how many street complaints", row("n", "130"))
                        .size());
    }

    @Test
    void carsStolenAreTheFinerValueThatSaysBothAndNothingElse() {
        String soql = "SELECT count(*) AS row_count WHERE incident_category = 'Motor Vehicle Theft'";
        List<Hint> noted = notes(INCIDENTS, soql, "How many cars were stolen in 2021?", row("row_count", "146"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE incident_description = 'Vehicle, Stolen, Auto'",
                noted.get(0).query());
        // a vehicle is more than a car: the category is what "stolen vehicles" asks
        assertEquals(List.of(), notes(INCIDENTS, soql, "How many vehicles were stolen?", row("row_count", "146")));
        // the whole category asked for, whatever kinds the question names
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        soql,
                        "stolen vehicles of any kind, cars and motorcycles both",
                        row("row_count", "146")));
        assertTrue(Words.covers("vehicle", "car"));
        assertTrue(!Words.covers("car", "vehicle"));
    }
}
