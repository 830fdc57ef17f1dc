package datasf.mcp.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.DatasfColumns;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.analysis.Suggestions;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.SoqlCorpora;
import datasf.mcp.support.soql.SoqlEngine;
import datasf.mcp.support.soql.SoqlError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Nothing the server suggests is unchecked: every query of every corpus (src/test/resources/soql/)
 * through the Lambda handler against the fake, schemas cached; every query a hint or note of the
 * answer gives (on rows, on an empty answer, on an error) passes the SoQL checker and runs on the
 * fake, and the gate withheld none (it logs each query it withholds).
 */
@LambdaTest
class SuggestedQueriesTest {

    private final LambdaHarness lambda;

    SuggestedQueriesTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Test
    void everySuggestedQueryPassesTheCheckerAndAnswersOnTheFake() {
        DataSfDatasets.IDS.forEach(id -> lambda.callTool("get_schema", Map.of("dataset_id", id)));
        List<String> failures = new ArrayList<>();
        int suggested = 0;
        List<SoqlCorpora.Entry> corpus = SoqlCorpora.all();
        try (CapturedLogs gate = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            for (SoqlCorpora.Entry entry : corpus) {
                suggested += checkHints(entry.toString(), entry.datasetId(), call(entry), gate, failures);
            }
        }
        System.out.printf("suggested queries: %d over %d corpus queries%n", suggested, corpus.size());
        assertEquals(List.of(), failures, "suggested queries that fail the checker or the fake, or were withheld");
        assertTrue(suggested >= 100, "suggested queries: " + suggested);
    }

    /**
     * The same for the held-out and blind corpora, each call carrying the person's question: the
     * notes that read it (a narrowed LIKE, a finer value, a fallback...) are held to the checker
     * and the fake too.
     */
    @Test
    void everyQueryANoteOnTheQuestionSuggestsPassesTheCheckerAndAnswersOnTheFake() {
        DataSfDatasets.IDS.forEach(id -> lambda.callTool("get_schema", Map.of("dataset_id", id)));
        List<String> failures = new ArrayList<>();
        int suggested = 0;
        int asked = 0;
        try (CapturedLogs gate = CapturedLogs.of(Suggestions.class.getName(), Level.WARN)) {
            for (HeldOutEvaluationTest.Corpus corpus : HeldOutEvaluationTest.Corpus.values()) {
                for (HeldOutEvaluationTest.Case c :
                        HeldOutEvaluationTest.cases(corpus).toList()) {
                    if (c.tool().equals("aggregate")) {
                        continue;
                    }
                    asked++;
                    JsonNode result = c.tool().equals("count")
                            ? lambda.callTool(
                                    "count_rows",
                                    Map.of("dataset_id", c.dataset(), "where", c.written(), "question", c.question()))
                            : lambda.callTool(
                                    "query_datasf",
                                    Map.of("dataset_id", c.dataset(), "soql", c.written(), "question", c.question()));
                    suggested += checkHints(corpus + " " + c, c.dataset(), result, gate, failures);
                }
            }
        }
        System.out.printf("suggested queries: %d over %d asked corpus queries%n", suggested, asked);
        assertEquals(List.of(), failures, "suggested queries that fail the checker or the fake, or were withheld");
        assertTrue(suggested >= 300, "suggested queries: " + suggested);
    }

    /** Holds every query the answer's hints give to the checker and the fake; how many there were. */
    private static int checkHints(
            String entry, String datasetId, JsonNode result, CapturedLogs gate, List<String> failures) {
        SoqlChecker checker = SoqlChecker.of(ColumnTypes.of(DatasfColumns.of(datasetId)));
        int withheld = gate.warnings().size();
        JsonNode hints = hints(result);
        if (gate.warnings().size() > withheld) {
            failures.add(entry + "\n    withheld: " + gate.warnings().get(withheld) + "\n    " + hints);
        }
        int suggested = 0;
        for (JsonNode hint : hints) {
            String query = hint.path("query").asText(null);
            if (query == null) {
                continue;
            }
            suggested++;
            if (!checker.check(query).passes()) {
                failures.add(entry + "\n    checker: " + query + "\n    "
                        + checker.check(query).findings());
            }
            try {
                SoqlEngine.query(DataSfDatasets.dataset(datasetId), query);
            } catch (SoqlError refused) {
                failures.add(entry + "\n    fake: " + query + "\n    " + refused.getMessage());
            }
        }
        return suggested;
    }

    private JsonNode call(SoqlCorpora.Entry entry) {
        return entry.tool().equals("count")
                ? lambda.callTool("count_rows", Map.of("dataset_id", entry.datasetId(), "where", entry.text()))
                : lambda.callTool("query_datasf", Map.of("dataset_id", entry.datasetId(), "soql", entry.text()));
    }

    private static JsonNode hints(JsonNode result) {
        JsonNode body = result.path("isError").asBoolean()
                ? LambdaHarness.read(result.at("/content/0/text").asText())
                : result.get("structuredContent");
        return body.path("hints");
    }
}
