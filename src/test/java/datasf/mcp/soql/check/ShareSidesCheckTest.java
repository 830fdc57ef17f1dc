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

/** A share whose base and part sit on each other's side of the division. */
class ShareSidesCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Mobile Food Facility Permit",
            null,
            column("status", "text", stats(200, 0, 4, "APPROVED", "SUSPEND")),
            column("facilitytype", "text", stats(200, 0, 3, "Push Cart", "Truck")),
            column("received", "text", stats(200, 0, 150, "20180101", "20251001")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), PERMITS, false, rows(List.of(row("pct", "12.5"))), Question.of(question));
    }

    @Test
    void anInvertedShareIsTurnedAround() {
        assertEquals(
                "SELECT sum(case(facilitytype = 'Push Cart', 1, true, 0)) * 100.0 / count(*) AS pct"
                        + " WHERE status = 'APPROVED'",
                notes(
                                "SELECT sum(case(status = 'APPROVED', 1, true, 0)) * 100.0 / count(*) AS pct"
                                        + " WHERE facilitytype = 'Push Cart'",
                                "Of the approved permits, what percentage are push carts?")
                        .get(0)
                        .query());
    }

    @Test
    void aBaseInsideTheCaseMovesToTheWhere() {
        assertEquals(
                "SELECT sum(case(facilitytype = 'Push Cart', 1, true, 0)) * 100.0 / count(*) AS pct"
                        + " WHERE status = 'APPROVED'",
                notes(
                                "SELECT sum(case(facilitytype = 'Push Cart' AND status = 'APPROVED', 1, true, 0))"
                                        + " * 100.0 / count(*) AS pct",
                                "Among approved permits, what share are push carts?")
                        .get(0)
                        .query());
    }

    @Test
    void aShareOnItsSidesOrAConditionTheQuestionOpensWithIsLeftAlone() {
        String right = "SELECT sum(case(facilitytype = 'Push Cart', 1, true, 0)) * 100.0 / count(*) AS pct"
                + " WHERE status = 'APPROVED'";
        assertEquals(List.of(), notes(right, "Of the approved permits, what percentage are push carts?"));
        assertEquals(List.of(), notes(right, "What share of approved permits are push carts?"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT sum(case(facilitytype = 'Push Cart', 1, true, 0)) * 100.0 / count(*) AS pct"
                                + " WHERE status = 'APPROVED' AND received LIKE '2024%'",
                        "In 2024, what fraction of approved permits were push carts?"));
    }
}
