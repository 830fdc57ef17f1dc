package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.Hint;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.Step;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.support.CapturedLogs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The gate every suggested query passes: a query that fails the checker is withheld (its hint
 * keeps its words) and the fault is logged; what the checker held against the query the answer is
 * about is not held against its suggestions.
 */
class SuggestionsTest {

    private static final SoqlChecker POLICE = SoqlChecker.of(ColumnTypes.of(DatasfColumns.POLICE_INCIDENTS));

    @Test
    void aHintWhoseQueryFailsKeepsItsWordsAndLosesItsQueryAndTheFaultIsLogged() {
        Hint good = new Hint("a", "b", "c", "SELECT count(*) AS n WHERE police_district = 'Mission'");
        Hint ungrouped =
                new Hint("d", "e", "f", "SELECT police_district, resolution, count(*) GROUP BY police_district");
        Hint unparsed = new Hint("g", "h", "i", "SELECT count(*) WHERE x ~ 'a'");
        Hint words = new Hint("j", "k", "l", null);
        try (CapturedLogs logs = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            List<Hint> passed = Suggestions.about(
                            POLICE, "SELECT count(*) AS n WHERE police_district = 'MISSION'", null)
                    .pass(List.of(good, ungrouped, unparsed, words));

            assertEquals(good, passed.get(0));
            assertEquals(new Hint("d", "e", "f", null), passed.get(1));
            assertNull(passed.get(2).query());
            assertEquals(words, passed.get(3));
            assertEquals(2, logs.warnings().size(), logs.warnings()::toString);
            assertTrue(logs.warnings().get(0).contains("the hint on d"), logs.warnings()::toString);
            assertTrue(logs.warnings().get(0).contains("query.soql.column-not-in-group-bys"));
        }
    }

    @Test
    void aHintOnTextThatIsNoSoqlIsWithheldWithoutAFault() {
        Hint built = new Hint("x.T3vx", "e", "T3vx", "T3vx");
        try (CapturedLogs logs = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            List<Hint> passed = Suggestions.about(POLICE, "x.T3vx", null).pass(List.of(built));

            assertNull(passed.get(0).query());
            assertEquals(List.of(), logs.warnings(), "no SoQL in, no SoQL out: expected");
        }
    }

    @Test
    void whatSocrataRanWithoutComplaintIsNotHeldAgainstASuggestion() {
        // Socrata answered the query: a finding in it is the checker's, not Socrata's, and a
        // suggestion that keeps that part passes
        String ran = "SELECT count(*) AS n WHERE filed_online = 1 AND police_district = 'MISSION'";
        String fixed = "SELECT count(*) AS n WHERE filed_online = 1 AND police_district = 'Mission'";
        assertTrue(Suggestions.about(POLICE, ran, null).passes(fixed));
        // a query Socrata refused for that reason is no excuse
        try (CapturedLogs logs = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            assertFalse(
                    Suggestions.about(POLICE, ran, "query.soql.type-mismatch").passes(fixed));
            assertTrue(logs.warnings().get(0).contains("the query of a re-run"), logs.warnings()::toString);
        }
    }

    @Test
    void aLaterNoteOnAnotherPartOfTheQueryCarriesTheFixesBeforeIt() {
        String ran = "SELECT count(*) AS n WHERE police_district = 'Mission' AND filed_online = false";
        Hint first = new Hint(
                "count(*)",
                "a",
                "count(DISTINCT incident_number)",
                ran.replace("count(*)", "count(DISTINCT incident_number)"));
        Hint second = new Hint("filed_online = false", "b", "filed_online IS NULL", ran.replace("= false", "IS NULL"));
        Hint same = new Hint("filed_online", "c", "d", ran.replace("filed_online = false", "filed_online != true"));
        Hint words = new Hint("e", "f", "g", null);

        List<Hint> together =
                Suggestions.about(POLICE, ran, null).passTogether(ran, List.of(first, words, second, same));

        assertEquals(first, together.get(0));
        assertEquals(words, together.get(1));
        assertEquals(
                "SELECT count(DISTINCT incident_number) AS n WHERE police_district = 'Mission' AND filed_online IS NULL",
                together.get(2).query());
        assertTrue(together.get(2).suggestion().startsWith("filed_online IS NULL"), together::toString);
        // a fix of a part another already changed is another answer to the same mistake: it keeps its own
        assertEquals(same, together.get(3));
    }

    @Test
    void aToolsOwnLimitIsCarriedIntoTheQueriesItSuggests() {
        List<Hint> limited = Suggestions.limited(
                List.of(
                        new Hint("a", "b", "c", "SELECT police_district, count(*) AS n GROUP BY police_district"),
                        new Hint("d", "e", "f", "SELECT incident_id ORDER BY incident_id LIMIT 3"),
                        new Hint("g", "h", "i", null)),
                5);

        assertEquals(
                "SELECT police_district, count(*) AS n GROUP BY police_district LIMIT 5",
                limited.get(0).query());
        assertEquals(
                "SELECT incident_id ORDER BY incident_id LIMIT 3",
                limited.get(1).query());
        assertNull(limited.get(2).query());
    }

    @Test
    void aRepairThatBreaksAQueryTheCheckerPassesIsUndone() {
        SoqlTree written = SoqlTree.parse("SELECT count(*) AS n WHERE police_district = 'Mission'");
        Repair broken = new Repair(
                SoqlTree.parse("SELECT count(*) AS n WHERE police_district = 1"),
                List.of(Correction.of(Correction.Kind.literal, "'Mission'", "1", null)),
                List.of(),
                List.of(new Step(45, "'Mission'", "1", null)),
                true);
        try (CapturedLogs logs = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            assertEquals(Repair.none(written), Suggestions.pass(POLICE, broken, written));
            assertEquals(1, logs.warnings().size());
        }
        Repair fine = new Repair(written, List.of(), List.of(), List.of(), true);
        assertEquals(fine, Suggestions.pass(POLICE, fine, written));
    }
}
