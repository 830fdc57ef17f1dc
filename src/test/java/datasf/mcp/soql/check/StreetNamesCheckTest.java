package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Places written as streets: a street and its cross streets, an intersection in either order. */
class StreetNamesCheckTest {

    private static final DatasetFacts PLACES = facts(
            "Places",
            null,
            column(
                    "locationdescription",
                    "text",
                    counted(
                            200,
                            0,
                            "JUDAH ST: JONES ST to DOLORES ST (61 - 1897)",
                            "VALENCIA ST: JONES ST to LOMBARD ST (572 - 1579)",
                            "JUDAH ST: JONES ST to DOLORES ST (61 - 1897)",
                            "3",
                            "VALENCIA ST: JONES ST to LOMBARD ST (572 - 1579)",
                            "2",
                            "OCEAN AVE: VALENCIA ST to HARRISON ST (303 - 1218)",
                            "2",
                            "MARKET ST: 3RD ST to 4TH ST (1 - 99)",
                            "1")),
            column(
                    "intersection",
                    "text",
                    counted(
                            200,
                            0,
                            "HOWARD ST \\ POLK ST",
                            "STOCKTON ST \\ LOMBARD ST",
                            "HOWARD ST \\ POLK ST",
                            "4",
                            "POLK ST \\ HOWARD ST",
                            "3",
                            "OCEAN AVE \\ KEARNY ST",
                            "2",
                            "STOCKTON ST \\ LOMBARD ST",
                            "1")));

    private static List<Hint> notes(String where) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                PLACES,
                false,
                rows(List.of(row("row_count", "5"))));
    }

    @Test
    void aStreetLookedForAnywhereIsLookedForBeforeTheColon() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE locationdescription LIKE 'VALENCIA ST%:%'",
                notes("locationdescription LIKE '%VALENCIA ST%'").get(0).query());
        assertEquals(List.of(), notes("locationdescription LIKE 'VALENCIA ST:%'"));
        assertEquals(
                List.of(), notes("locationdescription LIKE 'MARKET ST:%' AND locationdescription LIKE '%3RD ST%'"));
    }

    @Test
    void anIntersectionIsFoundInEitherOrder() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE intersection IN ('HOWARD ST \\ POLK ST', 'POLK ST \\ HOWARD ST')",
                notes("intersection = 'HOWARD ST \\ POLK ST'").get(0).query());
        assertEquals(
                "SELECT count(*) AS row_count WHERE intersection LIKE '%MARKET ST%' AND intersection LIKE '%16TH ST%'",
                notes("intersection LIKE '%MARKET ST%16TH ST%'").get(0).query());
        assertEquals(List.of(), notes("intersection LIKE '%HOWARD ST%' AND intersection LIKE '%POLK ST%'"));
    }
}
