package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A number compared where the question names its sibling: the revised cost, not the estimate. */
class NamedNumberColumnCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("estimated_cost", "number", stats(300, 0, 290, "1", "9000000")),
            column("revised_cost", "number", stats(206, 94, 200, "1", "9500000")),
            column("number_of_existing_stories", "number", stats(300, 0, 20, "1", "40")),
            column("number_of_proposed_stories", "number", stats(300, 0, 20, "1", "40")));

    private static List<Hint> notes(String soql, String question) {
        return Checks.answer(
                SoqlTree.parse(soql), PERMITS, false, rows(List.of(row("row_count", "21"))), Question.of(question));
    }

    @Test
    void theFigureTheQuestionNamesIsCompared() {
        List<Hint> noted = notes(
                "SELECT count(*) AS row_count WHERE estimated_cost > 2000000",
                "how many permits are over $2M after the cost was revised?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE revised_cost > 2000000",
                noted.get(0).query());
        assertTrue(noted.get(0).why().startsWith("estimated_cost is the estimated figure"), noted.get(0)::why);
    }

    @Test
    void aQuestionNamingBothNeitherOrTheComparedOneIsLeftAlone() {
        String soql = "SELECT count(*) AS row_count WHERE estimated_cost > 2000000";
        assertEquals(List.of(), notes(soql, "How many permits cost more than $2M?"));
        assertEquals(List.of(), notes(soql, "How many permits were estimated over $2M before being revised?"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT count(*) AS row_count WHERE coalesce(revised_cost, estimated_cost) > 2000000",
                        "How many permits are over $2M, revised cost where there is one?"));
        assertEquals(
                List.of(),
                notes(
                        "SELECT count(*) AS row_count WHERE number_of_proposed_stories > 10",
                        "How many permits propose more than 10 stories?"));
    }
}
