package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.schema.Placeholders;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Values that stand in for a real one: a value written for "not known" where a column is never
 * null, and a bucket for the rows outside every real value, topping a ranking.
 */
class PlaceholderChecksTest {

    /** Trees: a species never null, "not known" written as an empty pair of names. */
    private static final DatasetFacts TREES = facts(
            "Street Tree List",
            null,
            column(
                    "qspecies",
                    "text",
                    counted(
                            400,
                            0,
                            "Acacia",
                            "Tree(s) ::",
                            "Platanus x hispanica :: Sycamore",
                            "60",
                            "Tree(s) ::",
                            "25",
                            "Ginkgo biloba :: Maidenhair Tree",
                            "15")),
            column("qaddress", "text", counted(390, 10, "1 A St", "9 Z St", "1 A St", "1")));

    /** Incidents: a district column whose values include the rows outside every district. */
    private static final DatasetFacts INCIDENTS = facts("Police Department Incident Reports", null, (Object) column(
            "police_district",
            "text",
            counted(500, 0, "Bayview", "Tenderloin", "Mission", "120", "Bayview", "80", "Out of SF", "35")));

    @SafeVarargs
    private static List<Hint> notes(
            DatasetFacts facts, String soql, boolean empty, String question, Map<String, String>... rows) {
        return Checks.answer(SoqlTree.parse(soql), facts, empty, rows(List.of(rows)), Question.of(question));
    }

    @Test
    void valuesWrittenForNotKnownAndBucketsAreTold() {
        assertTrue(Placeholders.standsForUnknown("Tree(s) ::"));
        assertTrue(Placeholders.standsForUnknown(" Unknown "));
        assertTrue(Placeholders.standsForUnknown("N/A"));
        assertTrue(Placeholders.standsForUnknown("--"));
        assertFalse(Placeholders.standsForUnknown("Platanus x hispanica :: Sycamore"));
        assertFalse(Placeholders.standsForUnknown("Unknown Pleasures"));
        assertTrue(Placeholders.isBucket("Out of SF"));
        assertTrue(Placeholders.isBucket("Outside city limits"));
        assertFalse(Placeholders.isBucket("Outer Sunset"));
        assertFalse(Placeholders.isBucket("Mission"));
    }

    @Test
    void isNullOnAColumnNeverNullFindsTheValueWrittenForNotKnown() {
        List<Hint> noted = notes(
                TREES,
                "SELECT count(*) AS row_count WHERE qspecies IS NULL",
                true,
                "How many trees have an unknown species?",
                row("row_count", "0"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE qspecies = 'Tree(s) ::'",
                noted.get(0).query());
        assertTrue(noted.get(0).why().contains("is never null"), noted.get(0)::why);
    }

    @Test
    void isNullIsLeftAloneWhereTheColumnHasNullsOrTheAnswerHasRows() {
        assertEquals(
                List.of(),
                notes(
                        TREES,
                        "SELECT count(*) AS row_count WHERE qaddress IS NULL",
                        true,
                        "How many trees have no address?",
                        row("row_count", "0")));
        assertEquals(
                List.of(),
                notes(
                        TREES,
                        "SELECT count(*) AS row_count WHERE qspecies IS NULL",
                        false,
                        "How many trees have an unknown species?",
                        row("row_count", "3")));
    }

    @Test
    void aBucketFirstInARankingIsNoAnswer() {
        String soql = "SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n ASC LIMIT 1";
        List<Hint> noted = notes(
                INCIDENTS,
                soql,
                false,
                "Which police district had the fewest incidents?",
                row("police_district", "Out of SF", "n", "35"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT police_district, count(*) AS n WHERE police_district != 'Out of SF'"
                        + " GROUP BY police_district ORDER BY n ASC LIMIT 1",
                noted.get(0).query());
    }

    @Test
    void aBucketFirstInAListOfEveryGroupIsOneOfThem() {
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        "SELECT police_district, count(*) AS n GROUP BY police_district HAVING n < 150 ORDER BY n",
                        false,
                        "police districts with fewer than 150 incidents",
                        row("police_district", "Out of SF", "n", "35"),
                        row("police_district", "Bayview", "n", "80")));
    }

    @Test
    void aBucketLowerInTheRankingOrAskedForIsLeftAlone() {
        String soql = "SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n ASC LIMIT 2";
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        soql,
                        false,
                        "The two districts with the fewest incidents",
                        row("police_district", "Bayview", "n", "30"),
                        row("police_district", "Out of SF", "n", "35")));
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        soql,
                        false,
                        "Fewest incidents by district, unknown ones included",
                        row("police_district", "Out of SF", "n", "35"),
                        row("police_district", "Bayview", "n", "80")));
    }

    @Test
    void aCountOfDistinctValuesLeavesOutTheOneWrittenForNotKnown() {
        String soql = "SELECT count(DISTINCT qspecies) AS species";
        List<Hint> noted =
                notes(TREES, soql, false, "How many different tree species are there?", row("species", "11"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(DISTINCT qspecies) AS species WHERE qspecies != 'Tree(s) ::'",
                noted.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        TREES,
                        "SELECT count(DISTINCT qspecies) AS species WHERE qspecies != 'Tree(s) ::'",
                        false,
                        "How many different tree species are there?",
                        row("species", "10")));
    }

    /** 311 cases: every source a case comes in by is known. */
    private static final DatasetFacts SOURCES = facts("311 Cases", null, (Object) column(
            "source",
            "text",
            counted(400, 0, "Mobile/Open311", "Web", "Phone", "200", "Mobile/Open311", "150", "Web", "50")));

    @Test
    void aListedValueTheColumnDoesNotHaveIsToldWhereTheOthersMatched() {
        String soql = "SELECT source, count(*) AS n WHERE source IN ('Phone', 'Mobile App') GROUP BY source";
        List<Hint> noted = notes(
                SOURCES,
                soql,
                false,
                "Do more people report by phone or through the mobile app?",
                row("source", "Phone", "n", "200"));

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT source, count(*) AS n WHERE source IN ('Phone', 'Mobile/Open311') GROUP BY source",
                noted.get(0).query());
        assertEquals(
                List.of(),
                notes(
                        SOURCES,
                        "SELECT source, count(*) AS n WHERE source IN ('Phone', 'Web') GROUP BY source",
                        false,
                        "Phone or web?",
                        row("source", "Phone", "n", "200")));
    }
}
