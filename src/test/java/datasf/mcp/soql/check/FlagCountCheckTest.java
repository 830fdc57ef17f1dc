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

/** A count of a 0-or-1 flag counts its zeros too. */
class FlagCountCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Mobile Food Facility Permit",
            null,
            column("priorpermit", "number", stats(200, 0, 2, "0", "1")),
            column("status", "text", stats(200, 0, 4, "APPROVED", "SUSPEND")),
            column("lot", "number", stats(200, 0, 150, "0", "980")));

    private static List<Hint> notes(String soql) {
        return Checks.answer(SoqlTree.parse(soql), PERMITS, false, rows(List.of(row("n", "200"))));
    }

    @Test
    void aCountOfAFlagCountsTheRowsWhereItIsSet() {
        assertEquals(
                "SELECT count(*) AS with_prior WHERE priorpermit = 1",
                notes("SELECT count(priorpermit) AS with_prior").get(0).query());
        assertEquals(
                "SELECT status, count(*) AS n WHERE status != 'EXPIRED' AND priorpermit = 1 GROUP BY status",
                notes("SELECT status, count(priorpermit) AS n WHERE status != 'EXPIRED' GROUP BY status")
                        .get(0)
                        .query());
    }

    @Test
    void aFlagTheWhereReadsOrANumberOfManyValuesIsLeftAlone() {
        assertEquals(List.of(), notes("SELECT count(priorpermit) AS n WHERE priorpermit = 1"));
        assertEquals(List.of(), notes("SELECT count(lot) AS n"));
        assertEquals(List.of(), notes("SELECT sum(priorpermit) AS n"));
    }
}
