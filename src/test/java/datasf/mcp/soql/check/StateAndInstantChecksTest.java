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

/** Distinct instants counted for days; a status standing for an event named otherwise. */
class StateAndInstantChecksTest {

    private static final DatasetFacts CASES = facts("311 Cases", null, (Object) column(
            "requested_datetime",
            "calendar_date",
            stats(
                    400,
                    0,
                    400,
                    "2023-01-04T08:12:00.000",
                    "2025-10-30T17:40:00.000",
                    "2024-03-01T10:15:00.000",
                    "2024-03-02T11:20:00.000")));

    private static final DatasetFacts FOOD = facts(
            "Mobile Food Facility Permit",
            null,
            column(
                    "status",
                    "text",
                    counted(
                            200,
                            0,
                            "APPROVED",
                            "SUSPEND",
                            "APPROVED",
                            "120",
                            "EXPIRED",
                            "35",
                            "REQUESTED",
                            "40",
                            "SUSPEND",
                            "5")),
            column(
                    "expirationdate",
                    "calendar_date",
                    stats(190, 10, 150, "2022-11-15T00:00:00.000", "2026-11-15T00:00:00.000")));

    private static List<Hint> notes(DatasetFacts facts, String soql, String question) {
        return Checks.answer(SoqlTree.parse(soql), facts, false, rows(List.of(row("n", "35"))), Question.of(question));
    }

    @Test
    void distinctInstantsCountedForDaysCountTheDays() {
        assertEquals(
                "SELECT count(DISTINCT date_trunc_ymd(requested_datetime)) AS n",
                notes(
                                CASES,
                                "SELECT count(DISTINCT requested_datetime) AS n",
                                "On how many different days did a request come in?")
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(CASES, "SELECT count(DISTINCT requested_datetime) AS n", "how many distinct request times?"));
    }

    @Test
    void anExpiredStatusForAPeriodOfExpiryIsLeftOut() {
        assertEquals(
                "SELECT count(*) AS n WHERE expirationdate >= '2024-01-01' AND expirationdate < '2025-01-01'",
                notes(
                                FOOD,
                                "SELECT count(*) AS n WHERE status = 'EXPIRED' AND expirationdate >= '2024-01-01'"
                                        + " AND expirationdate < '2025-01-01'",
                                "How many food permits ran out during 2024?")
                        .get(0)
                        .query());
    }

    @Test
    void anExpiredStatusByTheStartOfAYearIsTheDateBeforeIt() {
        assertEquals(
                "SELECT count(*) AS n WHERE expirationdate < '2025-01-01'",
                notes(
                                FOOD,
                                "SELECT count(*) AS n WHERE status = 'EXPIRED'",
                                "How many permits had expired by the start of 2025?")
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                notes(FOOD, "SELECT count(*) AS n WHERE status = 'EXPIRED'", "How many permits are expired now?"));
    }
}
