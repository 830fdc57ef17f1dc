package datasf.mcp.soql.check;

import static datasf.mcp.soql.check.CheckFixtures.column;
import static datasf.mcp.soql.check.CheckFixtures.facts;
import static datasf.mcp.soql.check.CheckFixtures.stats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import datasf.mcp.soql.Hint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A suggested list of groups kept by HAVING leaves out the group of rows without a value. */
class NullGroupSuggestionsTest {

    private static final DatasetFacts INCIDENTS = facts(
            "Police Department Incident Reports",
            null,
            column("analysis_neighborhood", "text", stats(480, 20, 41, "Bayview", "Western Addition")),
            column("police_district", "text", stats(500, 0, 11, "Bayview", "Tenderloin")));

    private static Hint hint(String query) {
        return new Hint("an aggregate in WHERE", "WHERE filters rows before grouping", "use HAVING", query);
    }

    @Test
    void aHavingListOverAColumnWithNullsLeavesTheNullGroupOut() {
        List<Hint> finished = NullGroupSuggestions.leftOut(
                List.of(hint("SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood"
                        + " HAVING n > 100 ORDER BY n DESC")),
                INCIDENTS,
                Question.of("Which neighborhoods had more than 100 incidents?"));

        assertEquals(
                "SELECT analysis_neighborhood, count(*) AS n WHERE analysis_neighborhood IS NOT NULL"
                        + " GROUP BY analysis_neighborhood HAVING n > 100 ORDER BY n DESC",
                finished.get(0).query());
    }

    @Test
    void aColumnWithoutNullsAFilteredOneOrAQuestionAskingForMissingIsLeftAlone() {
        assertNull(NullGroupSuggestions.leftOut(
                "SELECT police_district, count(*) AS n GROUP BY police_district HAVING n > 5", INCIDENTS));
        assertNull(NullGroupSuggestions.leftOut(
                "SELECT analysis_neighborhood, count(*) AS n WHERE analysis_neighborhood != 'Mission'"
                        + " GROUP BY analysis_neighborhood HAVING n > 5",
                INCIDENTS));
        assertNull(NullGroupSuggestions.leftOut(
                "SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood", INCIDENTS));
        Hint asked = hint("SELECT analysis_neighborhood, count(*) AS n GROUP BY analysis_neighborhood HAVING n > 5");
        assertEquals(
                List.of(asked),
                NullGroupSuggestions.leftOut(
                        List.of(asked), INCIDENTS, Question.of("Neighborhoods over 5 incidents, unknown included")));
    }
}
