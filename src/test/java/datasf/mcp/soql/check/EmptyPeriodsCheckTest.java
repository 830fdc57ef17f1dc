package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An average of per-period counts that leaves out the periods with no row. */
class EmptyPeriodsCheckTest {

    /** 2,900 incidents over about eight years: under one a day, about thirty a month. */
    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column(
                    "incident_datetime",
                    "calendar_date",
                    stats(2900, 0, 2900, "2018-01-01T07:10:00.000", "2025-10-30T16:45:00.000")),
            column("incident_year", "text", stats(2900, 0, 8, "2018", "2025")),
            column(
                    "incident_category",
                    "text",
                    counted(2900, 0, "Arson", "Larceny Theft", "Larceny Theft", "2000", "Arson", "90")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), INCIDENTS, false, rows(List.of(row("avg_n", "1.5"))), Question.of(question));
    }

    @Test
    void anAverageOverDaysWithRowsDividesByTheDaysInstead() {
        assertEquals(
                "SELECT count(*) / 366 AS avg_n WHERE incident_year = '2024'",
                notes(
                                "SELECT date_trunc_ymd(incident_datetime) AS day, count(*) AS n WHERE incident_year = '2024'"
                                        + " GROUP BY day |> SELECT avg(n) AS avg_n",
                                "On average, how many incidents a day in 2024?")
                        .get(0)
                        .query());
    }

    @Test
    void monthsThatEachHoldRowsOrDaysAskedWithRowsAreLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "SELECT date_trunc_ym(incident_datetime) AS month, count(*) AS n WHERE incident_year = '2024'"
                                + " GROUP BY month |> SELECT avg(n) AS avg_n",
                        "average incidents per month in 2024"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT date_trunc_ymd(incident_datetime) AS day, count(*) AS n WHERE incident_year = '2024'"
                                + " GROUP BY day |> SELECT avg(n) AS avg_n",
                        "on average how many incidents per day in 2024, over days with at least one?"));
    }

    @Test
    void aFilterThatKeepsFewRowsEmptiesMonthsToo() {
        assertEquals(
                "SELECT count(*) / 12 AS avg_n WHERE incident_category = 'Arson'"
                        + " AND incident_datetime >= '2024-01-01' AND incident_datetime < '2025-01-01'",
                notes(
                                "SELECT date_trunc_ym(incident_datetime) AS month, count(*) AS n"
                                        + " WHERE incident_category = 'Arson' AND incident_datetime >= '2024-01-01'"
                                        + " AND incident_datetime < '2025-01-01' GROUP BY month |> SELECT avg(n) AS avg_n",
                                "average arsons a month in 2024")
                        .get(0)
                        .query());
    }
}
