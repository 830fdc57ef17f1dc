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

/** A typical value asked for, answered with the mean. */
class TypicalValueCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("estimated_cost", "number", stats(200, 0, 180, "1000", "90000000")),
            column("description", "text", stats(200, 0, 50, "reroofing", "kitchen and bathroom remodel")));

    private static List<Hint> notes(String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT avg(estimated_cost) AS cost WHERE description = 'reroofing'"),
                PERMITS,
                false,
                rows(List.of(row("cost", "45210"))),
                Question.of(question));
    }

    @Test
    void aTypicalValueIsTheMedian() {
        for (String question : List.of(
                "What does a typical reroofing job cost?",
                "how much does reroofing typically cost",
                "reroofing cost, without a few huge jobs skewing it")) {
            List<Hint> noted = notes(question);
            assertEquals(1, noted.size(), question);
            assertEquals(
                    "SELECT median(estimated_cost) AS cost WHERE description = 'reroofing'",
                    noted.get(0).query());
        }
    }

    @Test
    void anAverageAskedForIsLeftAlone() {
        for (String question : List.of(
                "What's the average cost of a reroofing job?",
                "What does reroofing typically cost? Average is fine.",
                "mean cost of reroofing")) {
            assertEquals(List.of(), notes(question), question);
        }
    }
}
