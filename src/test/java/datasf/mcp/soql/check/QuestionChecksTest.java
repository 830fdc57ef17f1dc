package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.FILMS;
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
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checks that read the person's question beside the query: each speaks where the question
 * shows a query that looks right is not the answer, with the query that is, and keeps quiet on the
 * same query without a question or with a question it answers.
 */
class QuestionChecksTest {

    /** Food vendors: an id per row, a vendor of several rows, permits that repeat now and then. */
    private static final DatasetFacts VENDORS = facts(
            "Mobile Food Facility Permit",
            "Mobile Food Facility Permits including name of vendor, location and type of food sold.",
            column("objectid", "number", stats(200, 0, 200, "1", "200")),
            new Object[] {
                new ColumnInfo("Applicant", "applicant", "text", "Name of permit holder"),
                stats(200, 0, 10, "Alpha", "Zeta")
            },
            new Object[] {new ColumnInfo("permit", "permit", "text", "Permit number"), stats(200, 0, 186, "P1", "P99")},
            column("status", "text", stats(200, 0, 3, "APPROVED", "REQUESTED")));

    /** Incidents: a report time, an incident's time and date, a category and its subcategories. */
    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column(
                    "report_datetime",
                    "calendar_date",
                    stats(
                            100,
                            0,
                            100,
                            "2018-01-01T08:10:00.000",
                            "2025-09-28T17:45:00.000",
                            "2021-01-13T10:00:00.000")),
            column(
                    "incident_datetime",
                    "calendar_date",
                    stats(
                            100,
                            0,
                            100,
                            "2018-01-01T07:10:00.000",
                            "2025-09-28T16:45:00.000",
                            "2021-01-13T09:00:00.000")),
            column(
                    "incident_date",
                    "calendar_date",
                    stats(100, 0, 90, "2018-01-01T00:00:00.000", "2025-09-28T00:00:00.000", "2021-01-13T00:00:00.000")),
            column("incident_category", "text", stats(100, 0, 12, "Arson", "Warrant")),
            column(
                    "incident_subcategory",
                    "text",
                    counted(
                            100,
                            0,
                            "Arson",
                            "Warrant",
                            "Larceny - From Vehicle",
                            "40",
                            "Motor Vehicle Theft",
                            "30",
                            "Recovered Vehicle",
                            "20",
                            "Warrant",
                            "10")),
            column("police_district", "text", stats(100, 0, 10, "Bayview", "Tenderloin")));

    private static List<Hint> notes(DatasetFacts facts, String soql, String question, Map<String, String>... rows) {
        return Checks.answer(SoqlTree.parse(soql), facts, false, rows(List.of(rows)), Question.of(question));
    }

    @Test
    void aCountOfRowsForAQuestionAboutDifferentThingsCountsTheThings() {
        String soql = "SELECT count(*) AS row_count WHERE status = 'APPROVED'";
        List<Hint> asked =
                notes(VENDORS, soql, "How many different vendors hold an approved permit?", row("row_count", "150"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT count(DISTINCT applicant) AS row_count WHERE status = 'APPROVED'",
                asked.get(0).query());
        assertEquals(List.of(), notes(VENDORS, soql, null, row("row_count", "150")));
        assertEquals(
                List.of(),
                notes(VENDORS, soql, "How many approved permit locations are there?", row("row_count", "150")));
        assertEquals(
                List.of(),
                notes(VENDORS, soql, "How many approved food vendor locations are there?", row("row_count", "150")));
    }

    @Test
    void aCountNamedForWhatKindOfRowsCountsRowsAndOneNamedForTheHolderCountsHolders() {
        assertEquals(
                List.of(),
                notes(
                        VENDORS,
                        "SELECT count(*) AS first_time WHERE status = 'APPROVED'",
                        "how many approved permits are first-time ones?",
                        row("first_time", "40")));
        assertEquals(
                "SELECT count(DISTINCT applicant) AS companies WHERE status = 'APPROVED'",
                notes(
                                VENDORS,
                                "SELECT count(*) AS companies WHERE status = 'APPROVED'",
                                "approved permits",
                                row("companies", "40"))
                        .get(0)
                        .query());
    }

    @Test
    void aCountNamedByItsAliasKeepsItsNameUnlessTheQuestionCountsHolders() {
        String soql = "SELECT count(*) AS approvals WHERE status = 'APPROVED'";
        assertEquals(List.of(), notes(VENDORS, soql, "How many approved permits are there?", row("approvals", "150")));
        assertEquals(
                "SELECT count(DISTINCT applicant) AS approvals WHERE status = 'APPROVED'",
                notes(VENDORS, soql, "How many different vendors hold an approved permit?", row("approvals", "150"))
                        .get(0)
                        .query());
    }

    @Test
    void aLimitOnGroupsForTheLatestRowsTakesTheRowsFirst() {
        String soql = "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 50";
        List<Hint> asked = notes(
                INCIDENTS,
                soql,
                "What is the category breakdown of the 50 most recently reported incidents?",
                row("incident_category", "Arson", "n", "3"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals("LIMIT 50", asked.get(0).what());
        assertEquals(
                "SELECT incident_category, report_datetime ORDER BY report_datetime DESC LIMIT 50"
                        + " |> SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC",
                asked.get(0).query());
        assertTrue(SoqlTree.parse(asked.get(0).query()).isValid());
    }

    @Test
    void theLatestIncidentsAreOrderedByTheTimeOfTheIncident() {
        String soql = "SELECT police_district, count(*) AS n WHERE incident_category = 'Arson'"
                + " GROUP BY police_district ORDER BY n DESC LIMIT 20";
        List<Hint> asked =
                notes(INCIDENTS, soql, "Where were the 20 latest incidents of arson?", row("police_district", "x"));

        assertEquals(
                "SELECT police_district, incident_category, incident_datetime WHERE incident_category = 'Arson'"
                        + " ORDER BY incident_datetime DESC LIMIT 20"
                        + " |> SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC",
                asked.get(0).query(),
                "of the columns the question names, the one with times of day");
    }

    @Test
    void aTopOfGroupsAPeriodOrAnotherNumberIsNoLatestRows() {
        String soql = "SELECT incident_category, count(*) AS n GROUP BY incident_category ORDER BY n DESC LIMIT 5";
        Map<String, String> row = row("incident_category", "Arson", "n", "3");
        assertEquals(List.of(), notes(INCIDENTS, soql, "Which 5 categories have the most incidents?", row));
        assertEquals(List.of(), notes(INCIDENTS, soql, "Top categories over the last 5 years?", row));
        assertEquals(List.of(), notes(INCIDENTS, soql, "Categories of the 50 latest incidents", row));
        assertEquals(List.of(), notes(INCIDENTS, soql, null, row));
    }

    @Test
    void aPatternBroaderThanTheValueTheQuestionNamesGetsThatValue() {
        String soql = "SELECT police_district, count(*) AS n WHERE incident_subcategory LIKE '%Vehicle%'"
                + " GROUP BY police_district ORDER BY n DESC";
        List<Hint> asked = notes(
                INCIDENTS,
                soql,
                "How many motor vehicle thefts were reported in each police district?",
                row("police_district", "Bayview", "n", "9"));

        assertEquals(1, asked.size(), asked::toString);
        assertTrue(asked.get(0).why().startsWith("matches 3 values of incident_subcategory"), asked::toString);
        assertEquals(
                "SELECT police_district, count(*) AS n WHERE incident_subcategory = 'Motor Vehicle Theft'"
                        + " GROUP BY police_district ORDER BY n DESC",
                asked.get(0).query());
        Map<String, String> row = row("police_district", "Bayview", "n", "9");
        assertEquals(List.of(), notes(INCIDENTS, soql, "How many incidents involved a vehicle, by district?", row));
        assertEquals(List.of(), notes(INCIDENTS, soql, null, row));
    }

    @Test
    void aPartOfTheYearRankedOverYearsForAQuestionAboutOneYearKeepsThatYear() {
        String soql = "SELECT date_extract_m(incident_date) AS month, count(*) AS n GROUP BY month ORDER BY n DESC"
                + " LIMIT 1";
        Map<String, String> row = row("month", "7", "n", "12");
        List<Hint> asked = notes(INCIDENTS, soql, "In which month of 2024 were the most incidents?", row);

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT date_extract_m(incident_date) AS month, count(*) AS n WHERE incident_date >= '2024-01-01'"
                        + " AND incident_date < '2025-01-01' GROUP BY month ORDER BY n DESC LIMIT 1",
                asked.get(0).query());
        assertEquals(List.of(), notes(INCIDENTS, soql, null, row), "a ranking of months is what the part is for");
        // "since 2020" is no year asked within: the span's own check bounds its start
        assertEquals(
                List.of("WHERE incident_datetime >= '2020-01-01'"),
                notes(INCIDENTS, soql, "Which month has the most incidents since 2020?", row).stream()
                        .map(Hint::suggestion)
                        .toList());
        String within = "SELECT date_extract_m(incident_date) AS month, count(*) AS n"
                + " WHERE date_extract_y(incident_date) = 2024 GROUP BY month ORDER BY n DESC LIMIT 1";
        assertEquals(List.of(), notes(INCIDENTS, within, "In which month of 2024 were the most incidents?", row));
    }
    /** 311 cases: when they were opened and closed, a status, a neighborhood and a district that share names. */
    private static final DatasetFacts CASES = facts(
            "311 Cases",
            null,
            new Object[] {
                new ColumnInfo(
                        "Opened",
                        "requested_datetime",
                        "calendar_date",
                        "The date and time when the service request was made"),
                stats(100, 0, 100, "2022-01-01T08:10:00.000", "2025-09-28T17:45:00.000", "2023-01-13T10:00:00.000")
            },
            new Object[] {
                new ColumnInfo(
                        "Closed",
                        "closed_date",
                        "calendar_date",
                        "The date and time when the service request was closed"),
                stats(80, 20, 80, "2022-01-02T08:10:00.000", "2025-09-29T17:45:00.000", "2023-01-14T10:00:00.000")
            },
            column("status_description", "text", counted(100, 0, "Closed", "Open", "Closed", "80", "Open", "20")),
            column(
                    "service_name",
                    "text",
                    counted(100, 0, "Encampments", "Graffiti", "Encampments", "60", "Graffiti", "40")),
            column(
                    "analysis_neighborhood",
                    "text",
                    counted(100, 0, "Bayview", "Tenderloin", "Tenderloin", "50", "Bayview", "50")),
            column(
                    "police_district",
                    "text",
                    counted(100, 0, "BAYVIEW", "Tenderloin", "Tenderloin", "50", "BAYVIEW", "50")));

    @Test
    void aValueTwoColumnsHoldIsComparedInTheColumnTheQuestionNames() {
        String soql = "SELECT count(*) AS n WHERE analysis_neighborhood = 'Tenderloin'";
        List<Hint> asked = notes(CASES, soql, "How many cases did the Tenderloin police district get?", row("n", "50"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE police_district = 'Tenderloin'",
                asked.get(0).query());
        assertEquals(List.of(), notes(CASES, soql, "How many cases in the Tenderloin?", row("n", "50")));
        assertEquals(List.of(), notes(CASES, soql, null, row("n", "50")));
    }

    @Test
    void aListOfValuesGroupedByTheWrongColumnMovesWhollyToTheNamedOne() {
        DatasetFacts incidents = facts(
                "Police Department Incident Reports",
                null,
                column(
                        "analysis_neighborhood",
                        "text",
                        counted(100, 0, "Mission", "Tenderloin", "Tenderloin", "50", "Mission", "50")),
                column(
                        "police_district",
                        "text",
                        counted(100, 0, "Mission", "Tenderloin", "Tenderloin", "60", "Mission", "40")));
        String soql =
                "SELECT analysis_neighborhood, count(*) AS n WHERE analysis_neighborhood IN ('Tenderloin', 'Mission')"
                        + " GROUP BY analysis_neighborhood";

        assertEquals(
                "SELECT police_district, count(*) AS n WHERE police_district IN ('Tenderloin', 'Mission')"
                        + " GROUP BY police_district",
                notes(
                                incidents,
                                soql,
                                "compare the Mission and Tenderloin police districts",
                                row("analysis_neighborhood", "Tenderloin", "n", "50"))
                        .get(0)
                        .query());
        // police_district writes BAYVIEW: the list is not all its values
        assertEquals(
                List.of(),
                notes(
                                CASES,
                                "SELECT count(*) AS n WHERE analysis_neighborhood IN ('Tenderloin', 'Bayview')",
                                "cases in the Tenderloin and Bayview police districts",
                                row("n", "100"))
                        .stream()
                        .filter(h -> h.why().contains("both hold"))
                        .toList());
    }

    @Test
    void aNamedColumnThatHoldsTheValueUnderALongerNameTakesThatName() {
        DatasetFacts incidents = facts(
                "Police Department Incident Reports",
                null,
                column(
                        "analysis_neighborhood",
                        "text",
                        counted(
                                100,
                                0,
                                "Bayview Hunters Point",
                                "Mission",
                                "Bayview Hunters Point",
                                "60",
                                "Mission",
                                "40")),
                column(
                        "police_district",
                        "text",
                        counted(100, 0, "Bayview", "Mission", "Bayview", "55", "Mission", "45")));
        String soql = "SELECT count(*) AS n WHERE police_district = 'Bayview'";

        assertEquals(
                "SELECT count(*) AS n WHERE analysis_neighborhood = 'Bayview Hunters Point'",
                notes(incidents, soql, "How many incidents in the Bayview neighborhood?", row("n", "55"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(incidents, soql, "How many incidents did the Bayview district handle?", row("n", "55")));
    }

    @Test
    void aDateTheQuestionNamesTakesTheBoundsAndTheStatusThatSaidItGoes() {
        String soql = "SELECT count(*) AS n WHERE status_description = 'Closed'"
                + " AND requested_datetime >= '2023-01-01' AND requested_datetime < '2024-01-01'";
        List<Hint> asked = notes(CASES, soql, "How many 311 cases were closed in 2023?", row("n", "30"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE closed_date >= '2023-01-01' AND closed_date < '2024-01-01'",
                asked.get(0).query());
        assertEquals(List.of(), notes(CASES, soql, "How many cases opened in 2023 are closed?", row("n", "30")));
        assertEquals(List.of(), notes(CASES, soql, null, row("n", "30")));
    }

    @Test
    void theNamedDateTakesTheGroupingAndADayOfItsOwn() {
        assertEquals(
                "SELECT date_trunc_ym(closed_date) AS month, count(*) AS n WHERE closed_date >= '2024-01-01'"
                        + " AND closed_date < '2025-01-01' GROUP BY month",
                notes(
                                CASES,
                                "SELECT date_trunc_ym(requested_datetime) AS month, count(*) AS n"
                                        + " WHERE status_description = 'Closed' AND requested_datetime >= '2024-01-01'"
                                        + " AND requested_datetime < '2025-01-01' GROUP BY month",
                                "How many cases were closed each month of 2024?",
                                row("month", "2024-01-01T00:00:00.000", "n", "11"))
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE closed_date >= '2023-12-31' AND closed_date < '2024-01-01'",
                notes(
                                CASES,
                                "SELECT count(*) AS n WHERE requested_datetime = '2023-12-31'",
                                "How many cases were closed on New Year's Eve 2023?",
                                row("n", "1"))
                        .get(0)
                        .query());
    }

    @Test
    void reportedAsTheVerbOfACountOrDeniedNamesNoReportDate() {
        DatasetFacts incidents = facts(
                "Police Department Incident Reports",
                null,
                new Object[] {
                    new ColumnInfo(
                            "Incident Datetime", "incident_datetime", "calendar_date", "When the incident occurred"),
                    stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-09-28T16:45:00.000")
                },
                new Object[] {
                    new ColumnInfo(
                            "Report Datetime",
                            "report_datetime",
                            "calendar_date",
                            "Distinct from Incident Datetime, Report Datetime is when the report was filed."),
                    stats(100, 0, 100, "2018-01-02T07:10:00.000", "2025-09-29T16:45:00.000")
                });
        String soql = "SELECT count(*) AS n WHERE incident_datetime >= '2022-01-01'";

        assertEquals(
                List.of(), notes(incidents, soql, "How many thefts have been reported since 2022?", row("n", "5")));
        assertEquals(
                List.of(),
                notes(
                        incidents,
                        "SELECT count(*) AS n WHERE incident_datetime >= '2021-03-01' AND incident_datetime < '2021-04-01'",
                        "how many incidents actually took place in March 2021 (not when reported)",
                        row("n", "5")));
        assertEquals(
                "SELECT count(*) AS n WHERE incident_datetime >= '2020-01-01'",
                notes(
                                incidents,
                                "SELECT count(*) AS n WHERE report_datetime >= '2020-01-01'",
                                "How many incidents actually happened since 2020 (not when they were reported)?",
                                row("n", "5"))
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE report_datetime >= '2022-01-01'",
                notes(incidents, soql, "How many thefts by report date since 2022?", row("n", "5"))
                        .get(0)
                        .query());
    }

    @Test
    void aDateIsNamedByWhatThePublisherSaysItIs() {
        String soql = "SELECT count(*) AS n WHERE closed_date >= '2023-01-01' AND closed_date < '2024-01-01'";
        List<Hint> asked = notes(CASES, soql, "How many requests were made in 2023?", row("n", "30"));

        assertEquals(
                "SELECT count(*) AS n WHERE requested_datetime >= '2023-01-01' AND requested_datetime < '2024-01-01'",
                asked.get(0).query(),
                "made: \"when the service request was made\"");
    }

    @Test
    void aYearTheQuestionAsksWithinAndTheQueryLeavesOutIsKeptOnTheEventsTime() {
        String soql = "SELECT analysis_neighborhood, count(*) AS reports WHERE service_name = 'Encampments'"
                + " GROUP BY analysis_neighborhood ORDER BY reports DESC";
        Map<String, String> row = row("analysis_neighborhood", "Bayview", "reports", "30");
        List<Hint> asked = notes(CASES, soql, "Which neighborhoods had the most encampment reports in 2024?", row);

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT analysis_neighborhood, count(*) AS reports WHERE service_name = 'Encampments'"
                        + " AND requested_datetime >= '2024-01-01' AND requested_datetime < '2025-01-01'"
                        + " GROUP BY analysis_neighborhood ORDER BY reports DESC",
                asked.get(0).query());
        assertEquals(List.of(), notes(CASES, soql, "Which neighborhoods have the most encampment reports?", row));
        assertEquals(
                List.of("WHERE requested_datetime >= '2024-01-01'"),
                notes(CASES, soql, "Encampment reports since 2024 by neighborhood", row).stream()
                        .map(Hint::suggestion)
                        .toList());
        String bounded = "SELECT analysis_neighborhood, count(*) AS reports WHERE service_name = 'Encampments'"
                + " AND closed_date >= '2024-01-01' GROUP BY analysis_neighborhood ORDER BY reports DESC";
        // a bound that opens 2024 and never closes it: the closing is all the note adds
        assertEquals(
                List.of("AND closed_date < '2025-01-01'"),
                notes(CASES, bounded, "Which neighborhoods had the most encampment reports closed in 2024?", row)
                        .stream()
                        .map(Hint::suggestion)
                        .toList());
    }

    @Test
    void ofTheLatestRowsACountKeepsItsConditionForAfter() {
        String soql = "SELECT count(*) AS open_cases WHERE status_description = 'Open' LIMIT 20";
        List<Hint> asked = notes(
                CASES, soql, "Of the 20 most recent 311 cases, how many are still open?", row("open_cases", "20"));

        assertEquals(
                "SELECT status_description, requested_datetime ORDER BY requested_datetime DESC LIMIT 20"
                        + " |> SELECT count(*) AS open_cases WHERE status_description = 'Open'",
                asked.get(0).query(),
                "the time a row happened: the first timestamp every row has");
    }

    @Test
    void aDayOfTheWeekTheQuestionNamesGetsItsNumber() {
        String soql = "SELECT count(*) AS n WHERE date_extract_dow(requested_datetime) = 1";
        List<Hint> asked = notes(CASES, soql, "How many cases were opened on a Sunday?", row("n", "12"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT count(*) AS n WHERE date_extract_dow(requested_datetime) = 0",
                asked.get(0).query());
        assertEquals(List.of(), notes(CASES, soql, "How many cases were opened on a Monday?", row("n", "12")));
    }

    @Test
    void aCountOfAColumnForAQuestionThatCountsThingsCountsEveryRowAndOneNamedByTheQuestionIsLeft() {
        String soql = "SELECT service_name, count(closed_date) AS cases GROUP BY service_name ORDER BY cases DESC";
        Map<String, String> row = row("service_name", "Encampments", "cases", "50");
        assertEquals(
                "SELECT service_name, count(*) AS cases GROUP BY service_name ORDER BY cases DESC",
                notes(CASES, soql, "How many cases does each service have?", row)
                        .get(0)
                        .query(),
                "a column null in one row in five");
        String closed = "SELECT service_name, count(closed_date) AS closed GROUP BY service_name ORDER BY closed DESC";
        assertEquals(
                List.of(),
                notes(
                        CASES,
                        closed,
                        "How many cases of each service have been closed?",
                        row("service_name", "x", "closed", "40")));
    }

    @Test
    void aQuestionThatCountsHoldersOutweighsACountNamedForTheRows() {
        String soql = "SELECT count(*) AS approved WHERE status = 'APPROVED'";
        assertEquals(
                "SELECT count(DISTINCT applicant) AS approved WHERE status = 'APPROVED'",
                notes(VENDORS, soql, "How many food truck businesses have an approved permit?", row("approved", "150"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(VENDORS, soql, "How many applications were approved?", row("approved", "150")),
                "applications are rows, though the word starts like applicant");
    }

    @Test
    void aListingOfTheThingsTheQuestionAsksForRepeatsNoneOfThem() {
        String soql = "SELECT applicant WHERE status = 'APPROVED' ORDER BY applicant";
        Map<String, String> alpha = row("applicant", "Alpha");
        List<Hint> asked =
                notes(VENDORS, soql, "Which vendors hold an approved permit?", alpha, alpha, row("applicant", "Beta"));

        assertEquals(1, asked.size(), asked::toString);
        assertEquals(
                "SELECT applicant WHERE status = 'APPROVED' GROUP BY applicant ORDER BY applicant",
                asked.get(0).query());
        assertEquals(List.of(), notes(VENDORS, soql, null, alpha, alpha), "a listing of rows may be meant");
        assertEquals(
                List.of(),
                notes(VENDORS, soql, "Which vendors hold an approved permit?", alpha, row("applicant", "Beta")));
    }

    @Test
    void aCountOfOperatorsCountsTheVendors() {
        String soql = "SELECT count(*) AS row_count WHERE status = 'APPROVED'";
        assertEquals(
                "SELECT count(DISTINCT applicant) AS row_count WHERE status = 'APPROVED'",
                notes(VENDORS, soql, "How many food truck operators are approved?", row("row_count", "150"))
                        .get(0)
                        .query(),
                "one who holds a permit answers to operator too");
    }

    @Test
    void daysAskedForAreLeftGroupedByDay() {
        String soql = "SELECT incident_date, count(*) AS n GROUP BY incident_date ORDER BY incident_date";
        Map<String, String>[] days = new Map[] {
            row("incident_date", "2019-01-01T00:00:00.000", "n", "1"),
            row("incident_date", "2021-05-05T00:00:00.000", "n", "1"),
            row("incident_date", "2024-03-03T00:00:00.000", "n", "1")
        };
        assertEquals(1, notes(INCIDENTS, soql, null, days).size(), "nearly every day one row, over years");
        assertEquals(List.of(), notes(INCIDENTS, soql, "How many incidents were there on each date?", days));
        assertEquals(List.of(), notes(INCIDENTS, soql, "Daily incident counts", days));
    }

    /** Permits by neighborhood: the top values leave some out. */
    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("permit_number", "text", stats(100, 0, 100, "P1", "P99")),
            column(
                    "neighborhoods_analysis_boundaries",
                    "text",
                    new datasf.mcp.schema.ColumnStats(
                            100,
                            0,
                            "Bayview",
                            "Western Addition",
                            29,
                            List.of(
                                    new datasf.mcp.schema.ColumnStats.Count("Noe Valley", 16),
                                    new datasf.mcp.schema.ColumnStats.Count("Mission Bay", 9)))),
            new Object[] {
                new ColumnInfo("Location", "location", "point", null),
                stats(100, 0, 100, "POINT (-122.5 37.7)", "POINT (-122.3 37.8)")
            });

    @Test
    void aCountOfRowsKeptByOneLocationCountsItsFilmsWhateverTheQuestionCounts() {
        assertEquals(
                List.of(),
                notes(
                        FILMS,
                        "SELECT count(*) AS row_count WHERE locations = 'Golden Gate Bridge'",
                        "How many movies have a scene at the Golden Gate Bridge?",
                        row("row_count", "12")));
    }

    @Test
    void theNullGroupAskedForIsLeftAlone() {
        String soql = "SELECT status_description, count(*) AS n GROUP BY status_description ORDER BY n DESC";
        Map<String, String> none = row("n", "40");
        assertEquals(
                1,
                notes(CASES, soql, null, none, row("status_description", "Open", "n", "20"))
                        .size());
        assertEquals(
                List.of(),
                notes(
                        CASES,
                        soql,
                        "Cases by status, including those with none",
                        none,
                        row("status_description", "Open", "n", "20")));
    }

    @Test
    void aCountOfWhatRowsHaveIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        CASES,
                        "SELECT count(closed_date) AS closed_cases",
                        "How many cases have a known closing date?",
                        row("closed_cases", "80")));
    }

    @Test
    void aMonthOfEveryYearForAQuestionAboutOneMonthKeepsItsYear() {
        String soql = "SELECT count(*) AS row_count WHERE date_extract_m(requested_datetime) = 3";
        List<Hint> asked = notes(CASES, soql, "How many 311 cases were opened in March 2024?", row("row_count", "9"));

        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_m(requested_datetime) = 3"
                        + " AND requested_datetime >= '2024-01-01' AND requested_datetime < '2025-01-01'",
                asked.get(0).query());
        assertEquals(
                List.of(), notes(CASES, soql, "How many cases are opened in March, any year?", row("row_count", "9")));
    }

    @Test
    void aNameTheQuestionCallsByTheColumnsWordIsComparedAlone() {
        String soql = "SELECT count(*) AS row_count WHERE neighborhoods_analysis_boundaries LIKE '%Mission%'";
        List<Hint> asked = notes(
                PERMITS, soql, "How many building permits are in the Mission neighborhood?", row("row_count", "23"));

        assertEquals(
                "SELECT count(*) AS row_count WHERE neighborhoods_analysis_boundaries = 'Mission'",
                asked.get(0).query());
        assertEquals(
                List.of(),
                notes(PERMITS, soql, "How many permits anywhere in the Mission area?", row("row_count", "23")));
        assertEquals(List.of(), notes(PERMITS, soql, null, row("row_count", "23")));
    }

    @Test
    void aRadiusInTheUnitTheQuestionNames() {
        String soql = "SELECT count(*) AS row_count WHERE within_circle(location, 37.7793, -122.4193, 0.5)";
        assertEquals(
                "SELECT count(*) AS row_count WHERE within_circle(location, 37.7793, -122.4193, 805)",
                Checks.answer(
                                SoqlTree.parse(soql),
                                PERMITS,
                                true,
                                AnswerRows.NONE,
                                Question.of("How many permits within half a mile of City Hall?"))
                        .get(0)
                        .query());
    }

    @Test
    void theWordsBesideALikesWordSayWhichValueIsMeant() {
        String soql = "SELECT count(*) AS row_count WHERE service_name LIKE '%Graffiti%'";
        DatasetFacts services = facts(
                "311 Cases",
                null,
                column(
                        "service_name",
                        "text",
                        counted(100, 0, "A", "Z", "Graffiti Public", "60", "Graffiti Private", "40")),
                column("status_description", "text", counted(100, 0, "Closed", "Open", "Closed", "80", "Open", "20")));
        assertEquals(
                "SELECT count(*) AS row_count WHERE service_name = 'Graffiti Private'",
                notes(services, soql, "How many private graffiti requests?", row("row_count", "100"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(services, soql, "How many graffiti requests, private or public?", row("row_count", "100")));
    }

    @Test
    void theLatestRowByADateWithoutItsTimeIsOrderedByTheTime() {
        String soql = "SELECT incident_category ORDER BY incident_date DESC LIMIT 1";
        List<Hint> noted = notes(INCIDENTS, soql, null, row("incident_category", "Arson"));

        assertEquals(
                "SELECT incident_category ORDER BY incident_datetime DESC LIMIT 1",
                noted.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        "SELECT incident_category ORDER BY incident_datetime DESC LIMIT 1",
                        null,
                        row("incident_category", "Arson")));
    }

    @Test
    void theBusiestDayGroupedByTheInstantIsGroupedByDay() {
        String soql = "SELECT report_datetime, count(*) AS n GROUP BY report_datetime ORDER BY n DESC LIMIT 1";
        Map<String, String> row = row("report_datetime", "2021-01-13T10:00:00.000", "n", "2");

        assertEquals(
                "SELECT date_trunc_ymd(report_datetime) AS day, count(*) AS n GROUP BY day ORDER BY n DESC LIMIT 1",
                notes(INCIDENTS, soql, "What was the single busiest day?", row)
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(INCIDENTS, soql, "Which report time has the most reports?", row));
    }

    @Test
    void aWordSearchedInFreeTextThatACategoryHoldsIsThatCategory() {
        List<ColumnStats.Count> texts = new java.util.ArrayList<>();
        for (int i = 0; i < 20; i++) {
            texts.add(new ColumnStats.Count("interior demolition " + i, 1));
        }
        DatasetFacts permits = facts(
                "Building Permits",
                null,
                column("description", "text", new ColumnStats(300, 0, "a", "z", 290, texts)),
                column(
                        "permit_type_definition",
                        "text",
                        counted(300, 0, "a", "z", "otc alterations permit", "200", "demolitions", "20")));
        String soql = "SELECT count(*) AS row_count WHERE description LIKE '%demolition%'";

        assertEquals(
                "SELECT count(*) AS row_count WHERE permit_type_definition = 'demolitions'",
                notes(permits, soql, "How many demolition permits were filed?", row("row_count", "40"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(permits, soql, "How many permit descriptions mention demolition?", row("row_count", "40")));
    }

    @Test
    void aRangeOfTimesOfDayAsTextAcrossMidnightIsEmpty() {
        DatasetFacts times = facts(
                "Incidents",
                null,
                column("incident_time", "text", stats(100, 0, 90, "00:00", "23:59")),
                column("police_district", "text", stats(100, 0, 10, "Bayview", "Tenderloin")));
        List<Hint> empty = Checks.answer(
                SoqlTree.parse("SELECT count(*) AS n WHERE incident_time BETWEEN '22:00' AND '02:00'"),
                times,
                true,
                AnswerRows.NONE,
                Question.NONE);

        assertEquals(
                "SELECT count(*) AS n WHERE (incident_time >= '22:00' OR incident_time <= '02:00')",
                empty.get(0).query());
    }

    @Test
    void aRangeAcrossMidnightStopsAtTheHourTheQuestionNames() {
        DatasetFacts times = facts(
                "Incidents",
                null,
                column("incident_time", "text", stats(100, 0, 90, "00:00", "23:59")),
                column(
                        "incident_datetime",
                        "calendar_date",
                        stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-09-28T16:45:00.000")));
        Question lateNight = Question.of("How many incidents happened late at night, from 10pm until 4am?");

        assertEquals(
                "SELECT count(*) AS n WHERE (date_extract_hh(incident_datetime) >= 22 OR date_extract_hh(incident_datetime) < 4)",
                Checks.answer(
                                SoqlTree.parse(
                                        "SELECT count(*) AS n WHERE date_extract_hh(incident_datetime) BETWEEN 22 AND 4"),
                                times,
                                true,
                                AnswerRows.NONE,
                                lateNight)
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE (date_extract_hh(incident_datetime) >= 22 OR date_extract_hh(incident_datetime) <= 3)",
                Checks.answer(
                                SoqlTree.parse(
                                        "SELECT count(*) AS n WHERE date_extract_hh(incident_datetime) BETWEEN 22 AND 3"),
                                times,
                                true,
                                AnswerRows.NONE,
                                lateNight)
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE (incident_time >= '22:00' OR incident_time < '02:00')",
                Checks.answer(
                                SoqlTree.parse("SELECT count(*) AS n WHERE incident_time BETWEEN '22:00' AND '02:00'"),
                                times,
                                true,
                                AnswerRows.NONE,
                                Question.of("incidents between 10 pm and 2 a.m."))
                        .get(0)
                        .query());
    }

    @Test
    void aDateGroupedForAQuestionAboutMonthsIsGroupedByMonth() {
        String soql = "SELECT incident_date, count(*) AS n WHERE incident_date >= '2022-01-01'"
                + " AND incident_date < '2023-01-01' GROUP BY incident_date ORDER BY n DESC LIMIT 1";
        Map<String, String> row = row("incident_date", "2022-03-03T00:00:00.000", "n", "4");

        assertEquals(
                "SELECT date_trunc_ym(incident_date) AS month, count(*) AS n WHERE incident_date >= '2022-01-01'"
                        + " AND incident_date < '2023-01-01' GROUP BY month ORDER BY n DESC LIMIT 1",
                notes(INCIDENTS, soql, "Which month of 2022 had the most incidents?", row)
                        .get(0)
                        .query());
        assertEquals(List.of(), notes(INCIDENTS, soql, "Which day of 2022 had the most incidents?", row));
        assertEquals(List.of(), notes(INCIDENTS, soql, "Which day of which month had the most?", row));
    }
}
