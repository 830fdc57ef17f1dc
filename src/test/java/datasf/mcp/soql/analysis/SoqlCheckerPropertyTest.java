package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.Hint;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.soql.SoqlEngine;
import datasf.mcp.support.soql.SoqlError;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The checker against the Java fake over generated queries on the recorded schemas
 * ({@link GeneratedSoql}): it never rejects one the fake answers; what it is sure Socrata
 * refuses, the fake refuses with the same code; the query its advice gives runs on the fake; and
 * no text, however deep, makes it overflow the stack.
 */
class SoqlCheckerPropertyTest {

    @Provide
    Arbitrary<GeneratedSoql.Case> queries() {
        return GeneratedSoql.queries();
    }

    @Property(tries = 3000)
    void aQueryTheFakeAnswersIsNeverRejected(@ForAll("queries") GeneratedSoql.Case query) {
        Verdict verdict = checker(query).check(query.soql());
        Optional<SoqlError> refused = fake(query.datasetId(), query.soql());
        Statistics.label("fake").collect(refused.map(SoqlError::code).orElse("answers"));
        if (refused.isEmpty()) {
            assertEquals(List.of(), verdict.findings(), query::toString);
        }
    }

    @Property(tries = 3000)
    void aSureRefusalIsTheFakesWithTheSameCode(@ForAll("queries") GeneratedSoql.Case query) {
        Optional<Finding> refusal = checker(query).check(query.soql()).refusal();
        Statistics.label("sure").collect(refusal.map(Finding::code).orElse("none"));
        refusal.ifPresent(finding -> assertEquals(
                Optional.of(finding.code()),
                fake(query.datasetId(), query.soql()).map(SoqlError::code),
                query::toString));
    }

    @Property(tries = 3000)
    void theQueryOfEachFixRunsOnTheFake(@ForAll("queries") GeneratedSoql.Case query) {
        SoqlChecker checker = checker(query);
        List<Hint> hints = Advice.of(checker).explain(checker.check(query.soql()), null);
        for (Hint hint : hints) {
            if (hint.query() != null) {
                Statistics.label("fixed").collect(hints.get(0).what().startsWith("::") ? "cast" : "grouping");
                assertTrue(checker.check(hint.query()).passes(), hint::query);
                assertEquals(Optional.empty(), fake(query.datasetId(), hint.query()), () -> query + "\n" + hint);
            }
        }
    }

    @Provide
    Arbitrary<String> deepTexts() {
        Arbitrary<Integer> depth = Arbitraries.integers().between(1, 3000);
        return Arbitraries.oneOf(
                depth.map(n -> "SELECT count(*) WHERE " + "incident_year = '2024' AND ".repeat(n) + "filed_online"),
                depth.map(n -> "SELECT " + "-".repeat(n) + "supervisor_district AS x"),
                depth.map(n -> "SELECT police_district, count(*) GROUP BY police_district ORDER BY "
                        + "supervisor_district + ".repeat(n) + "1"),
                depth.map(n -> "SELECT avg(" + "abs(".repeat(Math.min(n, 99)) + "count(*)" + ")".repeat(Math.min(n, 99))
                        + ") GROUP BY police_district"),
                depth.map(n -> "SELECT count(*) WHERE " + "NOT ".repeat(n) + "filed_online"));
    }

    @Property(tries = 200)
    void noTextOverflowsTheStack(@ForAll("deepTexts") String soql) {
        SoqlChecker checker = SoqlChecker.of(ColumnTypes.of(datasf.mcp.soql.DatasfColumns.POLICE_INCIDENTS));
        assertDoesNotThrow(() -> Advice.of(checker).explain(checker.check(soql), null));
    }

    private static SoqlChecker checker(GeneratedSoql.Case query) {
        return SoqlCheckerAgreementTest.checker(query.datasetId());
    }

    private static Optional<SoqlError> fake(String datasetId, String soql) {
        try {
            SoqlEngine.query(DataSfDatasets.dataset(datasetId), soql);
            return Optional.empty();
        } catch (SoqlError error) {
            return Optional.of(error);
        }
    }
}
