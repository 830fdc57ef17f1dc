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

/** {@code = false} on a checkbox whose unchecked rows are null. */
class BooleanNullCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("filed_online", "checkbox", stats(400, 2100, 1, "true", "true")),
            column("incident_year", "text", stats(2500, 0, 8, "2018", "2025")));

    private static List<Hint> notes(String where) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                INCIDENTS,
                false,
                rows(List.of(row("row_count", "2000"))));
    }

    @Test
    void falseOnACheckboxOfNullsTakesTheNullsIn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE (filed_online = false OR filed_online IS NULL) AND incident_year = '2023'",
                notes("filed_online = false AND incident_year = '2023'").get(0).query());
    }

    @Test
    void falseBesideItsOwnNullsIsLeftAlone() {
        assertEquals(List.of(), notes("(filed_online IS NULL OR filed_online = false) AND incident_year = '2023'"));
        assertEquals(List.of(), notes("(filed_online = false OR filed_online IS NULL)"));
    }
}
