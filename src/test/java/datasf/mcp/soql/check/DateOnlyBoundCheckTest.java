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

/** A date alone as the end of a range over times of day: midnight, the start of that day. */
class DateOnlyBoundCheckTest {

    private static final DatasetFacts CASES = facts("311 Cases", null, (Object) column(
            "requested_datetime",
            "calendar_date",
            stats(300, 0, 290, "2024-01-02T08:15:00.000", "2025-10-30T17:40:00.000", "2025-03-01T09:30:00.000")));

    private static List<Hint> notes(String where) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                CASES,
                false,
                rows(List.of(row("row_count", "40"))));
    }

    @Test
    void aLastDayAloneLeavesOutThatDayAfterMidnight() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE requested_datetime >= '2025-01-01'"
                        + " AND requested_datetime < '2025-07-01'",
                notes("requested_datetime BETWEEN '2025-01-01' AND '2025-06-30'")
                        .get(0)
                        .query());
    }

    @Test
    void aLastDayPastTheDataLeavesOutNothing() {
        assertEquals(List.of(), notes("requested_datetime BETWEEN '2025-01-01' AND '2025-12-31'"));
        assertEquals(List.of(), notes("requested_datetime <= '2025-12-31'"));
    }
}
