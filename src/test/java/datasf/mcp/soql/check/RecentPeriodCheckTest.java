package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static datasf.mcp.soql.check.CheckFixtures.updatedFacts;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "This year" and "the last three months" written with the model's calendar, not the data's. */
class RecentPeriodCheckTest {

    private static final DatasetFacts CASES = updatedFacts(
            "2025-11-03T08:00:00Z",
            "311 Cases",
            null,
            column(
                    "requested_datetime",
                    "calendar_date",
                    stats(
                            500,
                            0,
                            500,
                            "2023-01-04T08:00:00.000",
                            "2025-10-30T17:00:00.000",
                            "2024-05-01T10:00:00.000")),
            column(
                    "expiration",
                    "calendar_date",
                    stats(500, 0, 400, "2023-01-04T00:00:00.000", "2026-05-30T00:00:00.000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS n WHERE " + where),
                CASES,
                false,
                rows(List.of(row("n", "40"))),
                Question.of(question));
    }

    @Test
    void thisYearIsTheYearTheDataEndsIn() {
        assertEquals(
                "SELECT count(*) AS n WHERE requested_datetime >= '2025-01-01'",
                notes("requested_datetime >= '2024-01-01'", "how many cases so far this year?")
                        .get(0)
                        .query());
    }

    @Test
    void theLastMonthsEndWhereTheDataEnds() {
        assertEquals(
                "SELECT count(*) AS n WHERE requested_datetime >= '2025-08-01' AND requested_datetime < '2025-11-01'",
                notes(
                                "requested_datetime >= '2024-08-01' AND requested_datetime < '2024-11-01'",
                                "what have people complained about lately? the last three months")
                        .get(0)
                        .query());
        assertEquals(
                "SELECT count(*) AS n WHERE requested_datetime >= '2025-09-30'",
                notes("requested_datetime >= '2024-09-30'", "311 requests in the past 30 days")
                        .get(0)
                        .query());
    }

    @Test
    void aWindowAtTheDatasEndOrAYearNamedIsLeftAlone() {
        assertEquals(List.of(), notes("requested_datetime >= '2025-08-01'", "the last three months"));
        assertEquals(List.of(), notes("requested_datetime >= '2025-01-01'", "so far this year"));
        assertEquals(List.of(), notes("requested_datetime >= '2024-01-01'", "this year, 2024, how many?"));
        assertEquals(
                List.of(),
                notes("expiration >= '2025-01-01' AND expiration < '2026-01-01'", "how many expire this year"),
                "expiry dates run past the day the data last changed");
    }
}
