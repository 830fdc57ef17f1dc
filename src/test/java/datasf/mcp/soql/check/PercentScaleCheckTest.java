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

/** A percent compared with a fraction, or a fraction with a percent. */
class PercentScaleCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("estimated_cost", "number", stats(300, 0, 290, "1", "9000000")),
            column("revised_cost", "number", stats(250, 50, 240, "1", "9500000")),
            column("status", "text", stats(300, 0, 8, "approved", "withdrawn")),
            column("supervisor_district", "number", stats(300, 0, 11, "1", "11")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), PERMITS, false, rows(List.of(row("x", "169"))), Question.of(question));
    }

    @Test
    void aPercentTimesAHundredComparesWithThePercent() {
        assertEquals(
                "SELECT count(*) AS x WHERE (revised_cost - estimated_cost) * 100 / estimated_cost > 10",
                notes(
                                "SELECT count(*) AS x WHERE (revised_cost - estimated_cost) * 100 / estimated_cost > 0.1",
                                "How many permits had their cost revised upward by more than 10 percent?")
                        .get(0)
                        .query());
    }

    @Test
    void aShareOfRowsComparesWithTheFractionOfTheMajority() {
        String soql = "SELECT supervisor_district, avg(case(status = 'withdrawn', 1, true, 0)) AS share"
                + " GROUP BY supervisor_district HAVING avg(case(status = 'withdrawn', 1, true, 0)) > %s";
        assertEquals(
                String.format(soql, "0.5"),
                notes(String.format(soql, "50"), "In which districts are the majority of permits withdrawn?")
                        .get(0)
                        .query());
    }

    @Test
    void theRightScaleOrNoPercentIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        "SELECT count(*) AS x WHERE (revised_cost - estimated_cost) * 100 / estimated_cost > 10",
                        "revised upward by more than 10%"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT count(*) AS x WHERE revised_cost / estimated_cost > 1.1",
                        "revised up by more than 10 percent"));
        assertEquals(
                List.of(),
                notes("SELECT count(*) AS x WHERE revised_cost / estimated_cost > 0.1", "how many revised costs?"));
    }
}
