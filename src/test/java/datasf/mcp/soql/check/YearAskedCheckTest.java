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
import org.junit.jupiter.api.Test;

/** A year the question asks within, which the query keeps none of, or opens and never closes. */
class YearAskedCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("permit_type", "text", stats(300, 0, 8, "1", "8")),
            column("received", "text", stats(300, 0, 280, "20190102", "20250928", "20210313")),
            column(
                    "filed_date",
                    "calendar_date",
                    stats(300, 0, 290, "2019-01-02T00:00:00.000", "2025-09-28T00:00:00.000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                PERMITS,
                false,
                rows(List.of(row("row_count", "40"))),
                Question.of(question));
    }

    @Test
    void aYearAskedAndNoneKeptIsBounded() {
        List<Hint> noted = notes("permit_type = '8'", "How many alteration permits were filed in 2021?");
        assertEquals(
                "SELECT count(*) AS row_count WHERE permit_type = '8' AND filed_date >= '2021-01-01'"
                        + " AND filed_date < '2022-01-01'",
                noted.get(0).query());
        assertTrue(noted.get(0).why().contains("every year from 2019 to 2025"), noted.get(0)::why);
    }

    @Test
    void aTextColumnOfDatesComparedWithADatedLiteralKeepsAYear() {
        assertEquals(List.of(), notes("received LIKE '2021%'", "applications recieved in 2021"));
        assertEquals(
                List.of(),
                notes("received >= '20210101' AND received < '20210701'", "applications in the first half of 2021"));
        // unless the question names a timestamp the query leaves out: the year is that one's
        assertEquals(
                "SELECT count(*) AS row_count WHERE received LIKE '2021%' AND filed_date >= '2021-01-01'"
                        + " AND filed_date < '2022-01-01'",
                notes("received LIKE '2021%'", "permits filed in 2021").get(0).query());
    }

    @Test
    void aCountPerYearShowsTheYearAskedBesideTheOthers() {
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse("SELECT date_extract_y(filed_date) AS y, count(*) AS n GROUP BY y ORDER BY y"),
                        PERMITS,
                        false,
                        rows(List.of(row("y", "2019", "n", "40"))),
                        Question.of("Someone claimed permits are rarer now than in 2019. Counts by year please.")));
    }

    @Test
    void aYearOpenedAndNeverClosedIsClosed() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE date_extract_m(filed_date) <= 3 AND filed_date >= '2024-01-01'"
                        + " AND filed_date < '2025-01-01'",
                notes(
                                "date_extract_m(filed_date) <= 3 AND filed_date >= '2024-01-01'",
                                "How many permits were filed in Q1 of 2024?")
                        .get(0)
                        .query());
        // a span the question leaves open, and a year closed
        assertEquals(List.of(), notes("filed_date >= '2024-01-01'", "permits filed per month since the start of 2024"));
        assertEquals(
                List.of(),
                notes("filed_date >= '2024-01-01' AND filed_date < '2024-04-01'", "permits filed in Q1 of 2024"));
    }
}
