package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The false alarms of the checks, measured: every valid query the project keeps (valid-queries.tsv,
 * the valid rows of checked-queries.tsv and held-out-queries.tsv, the queries of QueryAfterSearchTest)
 * is answered with rows
 * and no note; of the agreement corpus's queries Socrata answers with rows, exactly those of
 * agreement-noted.tsv carry one, each a silent mistake the spec names. Schemas are cached first,
 * as on a warm instance.
 */
@LambdaTest
class ValidCorpusNotesTest {

    private static final List<String> DATASETS =
            List.of("wg3w-h783", "yitu-d5am", "i98e-djp9", "rqzj-sfat", "tkzw-k3nq", "vw6y-z8j6");

    private final LambdaHarness lambda;

    ValidCorpusNotesTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    @Test
    void everyValidQueryIsAnsweredWithRowsAndNoNote() {
        warm();
        List<List<String>> corpus = new ArrayList<>();
        FlawedSoqlEndToEndTest.rows("/soql/valid-queries.tsv").forEach(f -> corpus.add(List.of("query", f[0], f[1])));
        AnswerChecksEndToEndTest.valid().forEach(c -> corpus.add(List.of(c.tool(), c.dataset(), c.written())));
        HeldOutEvaluationTest.valid().forEach(c -> corpus.add(List.of(c.tool(), c.dataset(), c.written())));
        // QueryAfterSearchTest's
        corpus.add(List.of(
                "query",
                "wg3w-h783",
                "SELECT incident_category, count(*) AS n WHERE incident_year = '2024' "
                        + "GROUP BY incident_category ORDER BY n DESC LIMIT 3"));
        corpus.add(List.of("count", "wg3w-h783", "police_district = 'Mission'"));
        List<String> noted = new ArrayList<>();
        for (List<String> query : corpus) {
            JsonNode answer = query.get(0).equals("count")
                    ? ok(lambda.callTool("count_rows", Map.of("dataset_id", query.get(1), "where", query.get(2))))
                    : ok(query(query.get(1), query.get(2)));
            assertFalse(answer.path("count").asLong() == 0, () -> "valid queries have rows: " + query);
            if (answer.has("hints")) {
                noted.add(query.get(2) + " -> " + answer.get("hints"));
            }
        }
        System.out.printf("checks on the valid corpora: %d queries, %d noted%n", corpus.size(), noted.size());
        assertTrue(corpus.size() >= 74, () -> "valid queries: " + corpus.size());
        assertEquals(List.of(), noted, "false alarms");
    }

    @Test
    void ofTheAgreementCorpusOnlyItsSilentMistakesCarryANote() {
        warm();
        Set<String> expected = new TreeSet<>();
        FlawedSoqlEndToEndTest.rows("/soql/agreement-noted.tsv").forEach(f -> expected.add(f[0] + " " + f[1]));
        Set<String> noted = new TreeSet<>();
        int withRows = 0;
        for (String line : agreementCorpus()) {
            String dataset = line.substring(0, line.indexOf(' '));
            String soql = line.substring(line.indexOf(' ') + 1);
            JsonNode result = query(dataset, soql);
            if (result.path("isError").asBoolean()) {
                continue;
            }
            JsonNode answer = ok(result);
            if (answer.has("message") && answer.get("message").asText().startsWith("No rows matched")) {
                continue;
            }
            withRows++;
            if (answer.has("hints")) {
                noted.add(line);
            }
        }
        System.out.printf(
                "checks on the agreement corpus: %d answers with rows, %d noted (%d listed as silent mistakes)%n",
                withRows, noted.size(), expected.size());
        assertEquals(expected, noted);
    }

    private void warm() {
        DATASETS.forEach(id -> ok(lambda.callTool("get_schema", Map.of("dataset_id", id))));
    }

    private JsonNode query(String dataset, String soql) {
        return lambda.callTool("query_datasf", Map.of("dataset_id", dataset, "soql", soql));
    }

    private static Set<String> agreementCorpus() {
        try (InputStream in = ValidCorpusNotesTest.class.getResourceAsStream("/soql/agreement-corpus.txt")) {
            Set<String> lines = new LinkedHashSet<>();
            Stream.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .forEach(lines::add);
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
