package datasf.mcp.soql.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.SoqlCorpora;
import datasf.mcp.support.soql.SoqlEngine;
import datasf.mcp.support.soql.SoqlError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The checker's verdict against the Java fake's on every query of the project's corpora (the
 * valid and flawed queries, the checked ones, the 600-odd of the agreement corpus): no query the
 * fake answers gets a finding, and every refusal the checker is sure of is one the fake makes with
 * the same error code.
 */
class SoqlCheckerAgreementTest {

    @Test
    void noQueryTheFakeAnswersIsRejectedAndEverySureRefusalIsTheFakes() {
        List<String> rejected = new ArrayList<>();
        List<String> wrongCode = new ArrayList<>();
        Map<String, int[]> explained = new TreeMap<>();
        int answered = 0;
        List<SoqlCorpora.Entry> corpus = SoqlCorpora.all();
        for (SoqlCorpora.Entry entry : corpus) {
            Verdict verdict = checker(entry.datasetId()).check(entry.soql());
            Optional<SoqlError> refused = fake(entry);
            if (refused.isEmpty()) {
                answered++;
                if (!verdict.passes()) {
                    rejected.add(entry + "\n    " + verdict.findings());
                }
                continue;
            }
            String code = refused.get().code();
            int[] counts = explained.computeIfAbsent(code, c -> new int[2]);
            counts[1]++;
            if (!verdict.withCode(code).isEmpty()) {
                counts[0]++;
            }
            verdict.refusal()
                    .filter(f -> !f.code().equals(code))
                    .ifPresent(f -> wrongCode.add(entry + "\n    fake: " + code + ", checker: " + f));
        }
        StringBuilder summary = new StringBuilder();
        explained.forEach((code, c) -> summary.append(String.format("  %s: %d of %d%n", code, c[0], c[1])));
        System.out.printf(
                "checker vs fake: %d queries, %d answered by the fake; refusals the checker names by code:%n%s",
                corpus.size(), answered, summary);
        assertTrue(corpus.size() >= 800, () -> "corpus: " + corpus.size());
        assertEquals(List.of(), rejected, "queries the fake answers that the checker rejects");
        assertEquals(List.of(), wrongCode, "sure refusals the fake makes with another code");
    }

    static SoqlChecker checker(String datasetId) {
        return SoqlChecker.of(ColumnTypes.of(DatasfColumns.of(datasetId)));
    }

    private static Optional<SoqlError> fake(SoqlCorpora.Entry entry) {
        try {
            SoqlEngine.query(DataSfDatasets.dataset(entry.datasetId()), entry.soql());
            return Optional.empty();
        } catch (SoqlError error) {
            return Optional.of(error);
        }
    }
}
