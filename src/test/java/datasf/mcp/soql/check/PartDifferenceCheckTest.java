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

/** A duration taken as the difference of two months (or days) of the year. */
class PartDifferenceCheckTest {

    private static final DatasetFacts PERMITS = facts(
            "Building Permits",
            null,
            column(
                    "filed_date",
                    "calendar_date",
                    stats(300, 0, 300, "2019-01-02T00:00:00.000", "2025-10-30T00:00:00.000")),
            column(
                    "issued_date",
                    "calendar_date",
                    stats(200, 100, 200, "2019-02-02T00:00:00.000", "2026-01-30T00:00:00.000")));

    private static List<Hint> notes(String select) {
        return Checks.answer(SoqlTree.parse("SELECT " + select), PERMITS, false, rows(List.of(row("x", "0.14"))));
    }

    @Test
    void monthsBetweenTwoDatesCountTheYearsToo() {
        assertEquals(
                "SELECT avg((date_extract_y(issued_date) - date_extract_y(filed_date)) * 12"
                        + " + date_extract_m(issued_date) - date_extract_m(filed_date)) AS x",
                notes("avg(date_extract_m(issued_date) - date_extract_m(filed_date)) AS x")
                        .get(0)
                        .query());
        assertEquals(
                "SELECT avg(date_diff_d(issued_date, filed_date)) AS x",
                notes("avg(date_extract_d(issued_date) - date_extract_d(filed_date)) AS x")
                        .get(0)
                        .query());
    }

    @Test
    void aPartLessANumberOrTheSameDateIsLeftAlone() {
        assertEquals(List.of(), notes("date_extract_m(issued_date) - 1 AS x"));
        assertEquals(List.of(), notes("date_extract_y(issued_date) - date_extract_y(filed_date) AS x"));
    }
}
