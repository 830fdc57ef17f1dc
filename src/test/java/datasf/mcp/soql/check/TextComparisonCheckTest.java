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

/** Text of dates written like 20250313, compared with a literal written another way. */
class TextComparisonCheckTest {

    private static final DatasetFacts PERMITS = facts("Mobile Food Facility Permit", null, (Object)
            column("received", "text", stats(300, 0, 280, "20190102", "20250928", "20210313", "20230601")));

    private static List<Hint> notes(String where) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                PERMITS,
                false,
                rows(List.of(row("row_count", "40"))));
    }

    @Test
    void aDayWrittenAnotherWayIsWrittenLikeTheColumn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE received >= '20230601'",
                notes("received >= '2023-06-01'").get(0).query());
    }

    @Test
    void aYearsFirstDaySortsTheSameEitherWay() {
        assertEquals(List.of(), notes("received >= '2023-01-01' AND received < '2024-01-01'"));
        // after the first day: '20230101' > '2023-01-01', so the first day would be taken in
        assertEquals(
                "SELECT count(*) AS row_count WHERE received > '20230101'",
                notes("received > '2023-01-01'").get(0).query());
    }
}
