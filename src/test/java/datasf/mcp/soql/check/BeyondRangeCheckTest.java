package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A bound in another unit than the column's: past every value, or the question's number as it is. */
class BeyondRangeCheckTest {

    private static final DatasetFacts TREES =
            facts("Street Tree List", null, (Object) column("dbh", "number", stats(320, 80, 40, "1", "39")));

    private static List<Hint> notes(String soql, boolean empty, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), TREES, empty, rows(List.of(row("row_count", "0"))), Question.of(question));
    }

    @Test
    void aBoundInCentimetresOfAColumnInInchesIsConverted() {
        List<Hint> noted = notes(
                "SELECT count(*) AS row_count WHERE dbh > 60",
                true,
                "How many street trees have a trunk diameter of more than 60 cm?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE dbh > 23.62", noted.get(0).query());
        assertTrue(noted.get(0).why().contains("60 cm is 23.62 inches"), noted.get(0)::why);
    }

    @Test
    void aBoundPastTheValuesWithoutAUnitIsToldWithoutAQuery() {
        List<Hint> noted =
                notes("SELECT count(*) AS row_count WHERE dbh > 60", true, "How many trees are wider than 60?");

        assertEquals(1, noted.size(), noted::toString);
        assertTrue(noted.get(0).why().startsWith("dbh's values run from 1 to 39"), noted.get(0)::why);
        assertNull(noted.get(0).query());
    }

    @Test
    void aBoundWithinTheValuesOrAnAnswerWithRowsIsLeftAlone() {
        assertEquals(List.of(), notes("SELECT count(*) AS row_count WHERE dbh > 30", true, "trunks over 30 cm"));
        assertEquals(List.of(), notes("SELECT count(*) AS row_count WHERE dbh > 60", false, "trunks over 60"));
    }

    @Test
    void theQuestionsCentimetresComparedAsTheyAreAreTakenForInches() {
        List<Hint> noted = notes(
                "SELECT count(*) AS row_count WHERE dbh > 30",
                false,
                "How many street trees have a trunk more than 30 cm across?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE dbh > 11.81", noted.get(0).query());
        // converted already, or no unit asked: nothing to say
        assertEquals(
                List.of(),
                notes("SELECT count(*) AS row_count WHERE dbh > 11.81", false, "trunks more than 30 cm across"));
        assertEquals(List.of(), notes("SELECT count(*) AS row_count WHERE dbh > 30", false, "trunks over 30 inches"));
    }

    @Test
    void theQuestionsFeetComparedAsTheyAreAreTakenForInches() {
        List<Hint> noted = notes(
                "SELECT count(*) AS row_count WHERE dbh > 2",
                false,
                "How many trees have a trunk more than 2 feet across?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals("SELECT count(*) AS row_count WHERE dbh > 24", noted.get(0).query());
        assertTrue(noted.get(0).why().contains("2 feet is 24 inches"), noted.get(0)::why);

        List<Hint> aFoot = notes(
                "SELECT count(*) AS row_count WHERE dbh > 1",
                false,
                "How many trees are more than a foot across at the trunk?");
        assertEquals("SELECT count(*) AS row_count WHERE dbh > 12", aFoot.get(0).query());
        assertTrue(aFoot.get(0).why().contains("1 foot is 12 inches"), aFoot.get(0)::why);
    }

    @Test
    void feetAreLeftAloneWhenConvertedOrWhenTheColumnSaysItIsInFeet() {
        assertEquals(
                List.of(),
                notes("SELECT count(*) AS row_count WHERE dbh > 24", false, "trunks more than 2 feet across"));
        DatasetFacts heights =
                facts("Buildings", null, (Object) column("height_ft", "number", stats(320, 80, 40, "1", "300")));
        assertEquals(
                List.of(),
                Checks.answer(
                        SoqlTree.parse("SELECT count(*) AS row_count WHERE height_ft > 2"),
                        heights,
                        false,
                        rows(List.of(row("row_count", "5"))),
                        Question.of("buildings over 2 feet tall")));
    }
}
