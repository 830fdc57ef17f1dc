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

/** An exclusion that also drops the rows where the column is null. */
class NullRowsCheckTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("analysis_neighborhood", "text", stats(2374, 126, 41, "Bayview Hunters Point", "Western Addition")),
            column("police_district", "text", stats(2500, 0, 10, "Bayview", "Tenderloin")));

    private static final DatasetFacts FOOD = facts(
            "Mobile Food Facility Permit",
            null,
            column(
                    "expirationdate",
                    "calendar_date",
                    stats(190, 10, 20, "2022-11-15T00:00:00.000", "2026-11-15T00:00:00.000")),
            column("facilitytype", "text", stats(200, 0, 2, "Push Cart", "Truck")));

    private static List<Hint> notes(DatasetFacts facts, String where, String question) {
        return Checks.answer(
                SoqlTree.parse("SELECT count(*) AS row_count WHERE " + where),
                facts,
                false,
                rows(List.of(row("row_count", "120"))),
                Question.of(question));
    }

    @Test
    void aFewNullsMatterWhenTheQuestionWordsTheExclusion() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE police_district = 'Central'"
                        + " AND (analysis_neighborhood != 'Chinatown' OR analysis_neighborhood IS NULL)",
                notes(
                                INCIDENTS,
                                "police_district = 'Central' AND analysis_neighborhood != 'Chinatown'",
                                "How many Central incidents, not counting the ones in Chinatown?")
                        .get(0)
                        .query());
    }

    @Test
    void aFewNullsAreLeftAloneWithoutWordedExclusion() {
        assertEquals(
                List.of(),
                notes(
                        INCIDENTS,
                        "police_district = 'Central' AND analysis_neighborhood != 'Chinatown'",
                        "How many Central incidents were outside Chinatown?"));
    }

    @Test
    void aRangeKeptForTheOtherSideOfAWordedExclusionTakesTheNullsIn() {
        assertEquals(
                "SELECT count(*) AS row_count WHERE facilitytype = 'Push Cart'"
                        + " AND (expirationdate >= '2024-01-01' OR expirationdate IS NULL)",
                notes(
                                FOOD,
                                "facilitytype = 'Push Cart' AND expirationdate >= '2024-01-01'",
                                "How many push carts, leaving out any whose expiration date falls before 2024?")
                        .get(0)
                        .query());
    }

    @Test
    void aRangeTheExclusionDoesNotNameIsLeftAlone() {
        assertEquals(
                List.of(),
                notes(
                        FOOD,
                        "facilitytype = 'Push Cart' AND expirationdate >= '2024-01-01'",
                        "Permits expiring from 2024 on, excluding trucks: how many?"));
    }
}
