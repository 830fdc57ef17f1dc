package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.counted;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.row;
import static datasf.mcp.soql.check.CheckFixtures.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.soql.tree.SoqlTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A weekday looked for by name in schedules that write days as ranges. */
class WeekdayRangeCheckTest {

    private static final DatasetFacts SPOTS = facts("Mobile Food Facility Permit", null, (Object) column(
            "dayshours",
            "text",
            counted(
                    200,
                    0,
                    "Mo-Fr:10AM-3PM",
                    "Sa-Su:11AM-8PM",
                    "Sa-Su:11AM-8PM",
                    "71",
                    "Mo/We/Fr:6AM-6PM",
                    "68",
                    "Mo-Fr:10AM-3PM",
                    "61")));

    private static List<Hint> notes(String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                SPOTS,
                false,
                rows(List.of(row("row_count", "68"))),
                Question.of(question));
    }

    @Test
    void aRangeThatCoversTheDayIsAdded() {
        List<Hint> noted = notes("dayshours LIKE '%We%'", "How many spots are open on Wednesdays?");

        assertEquals(1, noted.size(), noted::toString);
        assertEquals(
                "SELECT count(*) AS row_count WHERE (dayshours LIKE '%We%' OR dayshours LIKE '%Mo-Fr%')",
                noted.get(0).query());
        assertTrue(noted.get(0).why().contains("'Mo-Fr' (61 rows) covers We"), noted.get(0)::why);
    }

    @Test
    void aDayAtARangesEndOrNoDayAskedIsLeftAlone() {
        // Saturday is written at the end of Sa-Su, so the LIKE finds it
        assertEquals(List.of(), notes("dayshours LIKE '%Sa%'", "How many spots are open on Saturdays?"));
        // a day the question does not name
        assertEquals(List.of(), notes("dayshours LIKE '%We%'", "How many spots have 'We' in their hours?"));
        // the range itself, looked for already
        assertEquals(
                List.of(),
                notes("dayshours LIKE '%We%' OR dayshours LIKE 'Mo-Fr%'", "How many spots are open on Wednesdays?"));
    }
}
