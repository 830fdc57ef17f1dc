package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A total per year whose last year the data has not finished, compared or ranked with whole ones. */
class PartialYearGroupCheckTest {

    /** Incidents whose times end on 30 October 2025, with the year of each as text. */
    private static final DatasetFacts REPORTS = facts(
            "Police Department Incident Reports",
            null,
            new Object[] {
                new ColumnInfo("Incident Datetime", "incident_datetime", "calendar_date", "When the incident occurred"),
                stats(100, 0, 100, "2018-01-01T07:10:00.000", "2025-10-30T16:45:00.000")
            },
            column("incident_year", "text", stats(100, 0, 8, "2018", "2025")));

    @SafeVarargs
    private static List<Hint> notes(String soql, String question, Map<String, String>... rows) {
        return Checks.answer(SoqlTree.parse(soql), REPORTS, false, rows(List.of(rows)), Question.of(question));
    }

    @Test
    void aYearTheDataHasNotFinishedIsComparedOverTheSameMonthsAndDays() {
        String soql = "SELECT incident_year, count(*) AS n WHERE incident_year IN ('2024', '2025')"
                + " GROUP BY incident_year ORDER BY incident_year";

        List<Hint> noted = notes(
                soql,
                "Is crime down in 2025 compared with 2024?",
                row("incident_year", "2024", "n", "322"),
                row("incident_year", "2025", "n", "239"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT incident_year, count(*) AS n WHERE incident_year IN ('2024', '2025') AND"
                        + " (date_extract_m(incident_datetime) < 10 OR date_extract_m(incident_datetime) = 10"
                        + " AND date_extract_d(incident_datetime) <= 30) GROUP BY incident_year ORDER BY incident_year",
                noted.get(0).query());
        assertTrue(noted.get(0).why().startsWith("incident_datetime ends on 2025-10-30"), noted.get(0)::why);
    }

    @Test
    void theFewestOrAWholeYearLeavesTheUnfinishedYearOut() {
        String fewest = "SELECT incident_year, count(*) AS n GROUP BY incident_year ORDER BY n ASC LIMIT 1";
        assertEquals(
                "SELECT incident_year, count(*) AS n WHERE incident_year != '2025' GROUP BY incident_year"
                        + " ORDER BY n ASC LIMIT 1",
                notes(fewest, "Which year had the fewest incidents?", row("incident_year", "2025", "n", "239"))
                        .get(0)
                        .query());
        String byTime = "SELECT date_extract_y(incident_datetime) AS yr, count(*) AS n GROUP BY yr ORDER BY n DESC";
        assertEquals(
                "SELECT date_extract_y(incident_datetime) AS yr, count(*) AS n WHERE incident_datetime < '2025-01-01'"
                        + " GROUP BY yr ORDER BY n DESC",
                notes(
                                byTime,
                                "Which complete year had the most incidents?",
                                row("yr", "2019", "n", "400"),
                                row("yr", "2025", "n", "239"))
                        .get(0)
                        .query());
    }

    @Test
    void aTrendAWholeYearOrAPartCutAlreadyIsLeftAlone() {
        // a series asked as a trend: evaluators read it both ways
        assertEquals(
                List.of(),
                notes(
                        "SELECT incident_year, count(*) AS n GROUP BY incident_year ORDER BY incident_year",
                        "Are incidents going up year over year?",
                        row("incident_year", "2024", "n", "322"),
                        row("incident_year", "2025", "n", "239")));
        // the rows hold no unfinished year
        assertEquals(
                List.of(),
                notes(
                        "SELECT incident_year, count(*) AS n WHERE incident_year IN ('2019', '2024')"
                                + " GROUP BY incident_year ORDER BY incident_year",
                        "Were there more incidents in 2019 or in 2024?",
                        row("incident_year", "2019", "n", "400"),
                        row("incident_year", "2024", "n", "322")));
        // the same part of each year is cut already
        assertEquals(
                List.of(),
                notes(
                        "SELECT incident_year, count(*) AS n WHERE incident_year IN ('2024', '2025')"
                                + " AND date_extract_m(incident_datetime) <= 6 GROUP BY incident_year",
                        "Compare the first half of 2024 with the first half of 2025",
                        row("incident_year", "2024", "n", "160"),
                        row("incident_year", "2025", "n", "150")));
        // an average is no total
        assertEquals(
                List.of(),
                notes(
                        "SELECT incident_year, avg(x) AS n WHERE incident_year IN ('2024', '2025') GROUP BY incident_year",
                        "Is the average lower in 2025 than in 2024?",
                        row("incident_year", "2024", "n", "3"),
                        row("incident_year", "2025", "n", "2")));
    }
}
