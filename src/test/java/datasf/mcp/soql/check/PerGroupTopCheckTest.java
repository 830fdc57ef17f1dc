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
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A top n of each of a few groups, written as one top n over them all. */
class PerGroupTopCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("police_district", "text", stats(300, 0, 10, "Bayview", "Tenderloin")),
            column("incident_category", "text", stats(300, 0, 30, "Arson", "Warrant")));

    private static final String TOP = "SELECT police_district, incident_category, count(*) AS n"
            + " WHERE police_district IN ('Mission', 'Tenderloin') GROUP BY police_district, incident_category";

    private static List<Hint> notes(String soql, String question, List<Map<String, String>> kept) {
        return Checks.answer(SoqlTree.parse(soql), INCIDENTS, false, rows(kept), Question.of(question));
    }

    @Test
    void theTopOfEachGroupIsListedGroupByGroup() {
        List<Map<String, String>> kept = List.of(
                row("police_district", "Mission", "incident_category", "Larceny Theft", "n", "40"),
                row("police_district", "Tenderloin", "incident_category", "Drug Offense", "n", "38"));
        assertEquals(
                TOP + " ORDER BY police_district, n DESC, incident_category",
                notes(
                                TOP + " ORDER BY n DESC, incident_category LIMIT 2",
                                "Top 2 incident categories in each of Mission and Tenderloin",
                                kept)
                        .get(0)
                        .query());
        // no "each", but the LIMIT kept one district's groups only
        assertEquals(
                TOP + " ORDER BY police_district, n DESC",
                notes(
                                TOP + " ORDER BY n DESC LIMIT 2",
                                "top 2 incident categories in Mission and in Tenderloin",
                                List.of(
                                        row(
                                                "police_district",
                                                "Mission",
                                                "incident_category",
                                                "Larceny Theft",
                                                "n",
                                                "40"),
                                        row("police_district", "Mission", "incident_category", "Assault", "n", "39")))
                        .get(0)
                        .query());
    }

    @Test
    void aTopOfPairsOrAListTheLimitDoesNotFillIsLeftAlone() {
        List<Map<String, String>> both = List.of(
                row("police_district", "Mission", "incident_category", "Larceny Theft", "n", "40"),
                row("police_district", "Tenderloin", "incident_category", "Drug Offense", "n", "38"));
        assertEquals(
                List.of(),
                notes(TOP + " ORDER BY n DESC LIMIT 2", "the two largest district and category pairs", both));
        assertEquals(
                List.of(),
                notes(TOP + " ORDER BY n DESC LIMIT 5", "Top categories in each of Mission and Tenderloin", both));
    }
}
