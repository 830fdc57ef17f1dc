package datasf.mcp.soql.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.Step;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import datasf.mcp.soql.syntax.SoqlLexer;
import datasf.mcp.soql.syntax.SoqlToken;
import datasf.mcp.soql.syntax.SoqlTokenType;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** What the repairer guarantees on any query: valid SoQL untouched, every change reported, literals kept. */
class SoqlRepairerPropertyTest {

    private static final SoqlRepairer REPAIRER = new SoqlRepairer(new SoqlColumnCorrector());
    private static final LocalDateTime NOW = LocalDateTime.of(2025, 11, 22, 10, 30, 15);

    @Provide
    Arbitrary<SoqlQueries.Written> validQueries() {
        return SoqlQueries.valid();
    }

    @Provide
    Arbitrary<SoqlQueries.Written> flawedQueries() {
        return SoqlQueries.flawed();
    }

    @Property(tries = 400)
    void validSoqlIsSentExactlyAsWritten(@ForAll("validQueries") SoqlQueries.Written written) {
        Repair repair = REPAIRER.repair(written.soql(), written.schema(), NOW);

        assertEquals(written.soql(), repair.soql());
        assertEquals(List.of(), repair.corrections());
    }

    @Property(tries = 400)
    void everyChangeIsReportedAndReplayingTheStepsGivesTheQuerySent(
            @ForAll("flawedQueries") SoqlQueries.Written written) {
        Repair repair = REPAIRER.repair(written.soql(), written.schema(), NOW);
        Statistics.label("corrections").collect(Math.min(repair.corrections().size(), 4));

        assertTrue(repair.changed(), "every injected mistake is one the repairer fixes");
        assertEquals(repair.soql(), SoqlRepairerTableTest.replay(written.soql(), repair.steps()));
        for (Step step : repair.steps()) {
            Correction reported = step.reportedAs();
            assertNotNull(reported, () -> "unreported step " + step);
            assertTrue(repair.corrections().contains(reported), () -> step + " reported as " + reported);
            assertTrue(reported.original().contains(step.original().strip()), () -> step + " within " + reported);
            assertTrue(reported.corrected().contains(step.replacement().strip()), () -> step + " within " + reported);
        }
    }

    @Property(tries = 400)
    void stringLiteralsAreKeptByteForByteUnlessAReportedCorrectionChangedThem(
            @ForAll("flawedQueries") SoqlQueries.Written written) {
        Repair repair = REPAIRER.repair(written.soql(), written.schema(), NOW);
        List<String> before = strings(written.soql());
        List<String> after = strings(repair.soql());

        List<String> gone = new ArrayList<>(before);
        after.forEach(gone::remove);
        List<String> added = new ArrayList<>(after);
        before.forEach(added::remove);
        for (String literal : gone) {
            assertTrue(
                    repair.corrections().stream().anyMatch(c -> c.original().contains(literal)),
                    () -> literal + " disappeared without a correction: " + repair);
        }
        for (String literal : added) {
            assertTrue(
                    repair.corrections().stream().anyMatch(c -> c.corrected().contains(literal)),
                    () -> literal + " appeared without a correction: " + repair);
        }
    }

    private static List<String> strings(String soql) {
        return SoqlLexer.tokenize(soql).stream()
                .filter(t -> t.type() == SoqlTokenType.STRING)
                .map(SoqlToken::text)
                .toList();
    }
}
