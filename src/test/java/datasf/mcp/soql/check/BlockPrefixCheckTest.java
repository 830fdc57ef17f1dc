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

/** "The 3600 block" looked for with digits and a {@code %}, in text or in a number column. */
class BlockPrefixCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("address", "text", stats(300, 0, 290, "1 MARKET ST", "999 VALENCIA ST")),
            column("street_number", "number", stats(300, 0, 250, "1", "4100")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT address WHERE " + where),
                PERMITS,
                false,
                rows(List.of(row("address", "36 GEARY BLVD"), row("address", "3630 GEARY BLVD"))),
                Question.of(question));
    }

    @Test
    void aBlocksDigitsTakeOneWildcardForEachDigitLeft() {
        assertEquals(
                "SELECT address WHERE address LIKE '36__ GEARY BLVD%'",
                notes("address LIKE '36% GEARY BLVD%'", "what's been reported on the 3600 block of Geary?")
                        .get(0)
                        .query());
        assertEquals(
                "SELECT address WHERE address LIKE '1__ MARKET ST'",
                notes("address LIKE '1% MARKET ST'", "permits on the 100-block of Market")
                        .get(0)
                        .query());
    }

    @Test
    void digitsNoBlockBeginsOrAnExactWidthAreLeftAlone() {
        assertEquals(List.of(), notes("address LIKE '36% GEARY BLVD%'", "what's been reported on Geary?"));
        assertEquals(List.of(), notes("address LIKE '36__ GEARY BLVD%'", "the 3600 block of Geary"));
        assertEquals(List.of(), notes("address LIKE '37% GEARY BLVD%'", "the 3600 block of Geary"));
    }

    @Test
    void aNumberColumnOfAnyWidthTakesTheBlocksRange() {
        assertEquals(
                "SELECT count(*) AS n WHERE street_number BETWEEN 3200 AND 3299",
                Checks.error(
                                SoqlTree.parse("SELECT count(*) AS n WHERE street_number LIKE '32%'"),
                                PERMITS,
                                Question.of("How many permits on the 3200 block of Valencia?"))
                        .get(0)
                        .query());
        assertEquals(
                List.of(),
                Checks.error(SoqlTree.parse("SELECT count(*) AS n WHERE street_number LIKE '32%'"), PERMITS),
                "house numbers of every width, and no block named");
    }
}
