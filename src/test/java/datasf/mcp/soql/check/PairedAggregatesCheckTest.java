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

/** Two aggregates set against each other over different rows, one of them skipping its nulls. */
class PairedAggregatesCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("estimated_cost", "number", stats(300, 0, 290, "0", "9000000")),
            column("revised_cost", "number", stats(120, 180, 110, "0", "9500000")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), PERMITS, false, rows(List.of(row("d", "1200"))), Question.of(question));
    }

    @Test
    void bothSidesAreTakenOverTheRowsWithAValue() {
        assertEquals(
                "SELECT sum(revised_cost) - sum(estimated_cost) AS d WHERE revised_cost IS NOT NULL",
                notes("SELECT sum(revised_cost) - sum(estimated_cost) AS d", "how much did revisions raise costs?")
                        .get(0)
                        .query());
        assertEquals(
                "SELECT avg(estimated_cost) AS e, avg(revised_cost) AS r WHERE revised_cost IS NOT NULL",
                notes(
                                "SELECT avg(estimated_cost) AS e, avg(revised_cost) AS r",
                                "compare the average estimated cost with the average revised cost")
                        .get(0)
                        .query());
    }

    @Test
    void sameRowsOrFiguresNotSetAgainstEachOtherAreLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "SELECT sum(revised_cost) - sum(estimated_cost) AS d WHERE revised_cost IS NOT NULL",
                        "how much did revisions raise costs?"));
        assertEquals(
                List.of(),
                notes("SELECT avg(estimated_cost) AS e, avg(revised_cost) AS r", "average estimated and revised cost"));
    }
}
