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

/** A status of today where the question asks how things stood on a day. */
class AsOfStatusCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column("status", "text", stats(300, 0, 6, "complete", "issued")),
            column(
                    "completed_date",
                    "calendar_date",
                    stats(120, 180, 110, "2019-03-01T00:00:00.000", "2027-04-01T00:00:00.000")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                PERMITS,
                false,
                rows(List.of(row("row_count", "120"))),
                Question.of(question));
    }

    @Test
    void aStatusAsOfADayIsTheEventBeforeItsEnd() {
        for (String question : List.of(
                "As of June 30, 2025, how many permits had been completed?",
                "how many permits were complete as of 2025-06-30")) {
            assertEquals(
                    "SELECT count(*) AS row_count WHERE completed_date < '2025-07-01'",
                    notes("status = 'complete'", question).get(0).query(),
                    question);
        }
    }

    @Test
    void aStatusOfNowOrWithoutADayIsLeftAlone() {
        assertEquals(List.of(), notes("status = 'complete'", "How many permits are complete?"));
        assertEquals(
                List.of(), notes("status = 'complete'", "As of June 30, 2025, how many permits are still complete?"));
        assertEquals(List.of(), notes("status = 'issued'", "As of June 30, 2025, how many permits were issued?"));
    }
}
