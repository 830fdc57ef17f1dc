package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The held-out evaluations: questions a person asks, the flawed SoQL a model plausibly writes for
 * them and the query that answers them, through the Lambda handler against the fake Socrata that
 * orders, counts and groups as real Socrata does. Two corpora share this harness:
 * held-out-queries.tsv, written by the team from the questions before the checks that answer them,
 * and blind-queries.tsv, written by an evaluator who did not read the checks (see {@link Corpus}).
 * Each flawed answer is <b>good</b> when its rows are the correct query's, or when it carries a
 * note whose query, run as written, gives the correct query's rows; <b>silently wrong</b> when its
 * rows differ and nothing is said; <b>bad</b> otherwise (an error, or notes that do not lead to
 * the answer). Rows are compared by their values in order: a label is the model's to choose.
 * Schemas are cached first, as after get_schema. Every answer that is not good is printed with its
 * notes; {@code -Dheldout.verbose=true} prints every answer's.
 */
@LambdaTest
class HeldOutEvaluationTest {

    static final String CORPUS = Corpus.HELD_OUT.resource;

    /** A corpus and what it is held to. */
    enum Corpus {
        HELD_OUT("/soql/held-out-queries.tsv", true, true),
        // Written without reading the checks, to find what they miss: its flawed answers are
        // measured and listed, not held to the bar while any is silently wrong. Three are (a
        // count of rows where the question counts what rows share, a LIMIT meant before the
        // grouping, a LIKE over several categories): what tells them apart is the question, which
        // the server does not have (docs/auto-correction.md, checks on the rows that come back).
        BLIND("/soql/blind-queries.tsv", false, true);

        final String resource;
        final boolean flawedAsserted;
        final boolean validAsserted;

        Corpus(String resource, boolean flawedAsserted, boolean validAsserted) {
            this.resource = resource;
            this.flawedAsserted = flawedAsserted;
            this.validAsserted = validAsserted;
        }
    }

    /** The schema's own count, which a data tool runs beside its query when the cache is cold. */
    private static final String SCHEMA_ROW_COUNT = "SELECT count(*) AS row_count";

    private static final List<String> DATASETS =
            List.of("wg3w-h783", "yitu-d5am", "i98e-djp9", "rqzj-sfat", "tkzw-k3nq", "vw6y-z8j6");

    /** One row of a corpus. */
    record Case(
            String family,
            String tool,
            String dataset,
            boolean valid,
            String question,
            String written,
            String correct) {
        @Override
        public String toString() {
            return family + " " + dataset + ": " + question;
        }
    }

    enum Verdict {
        GOOD,
        SILENTLY_WRONG,
        BAD
    }

    /** A flawed case's verdict and the answer it was given for (its body: rows, hints, message). */
    record Judged(Case c, Verdict verdict, JsonNode body) {}

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    HeldOutEvaluationTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    static Stream<Case> cases() {
        return cases(Corpus.HELD_OUT);
    }

    static Stream<Case> cases(Corpus corpus) {
        return FlawedSoqlEndToEndTest.rows(corpus.resource).map(f -> {
            String[] toolAndDataset = f[1].split(":");
            return new Case(
                    f[0],
                    toolAndDataset[0],
                    toolAndDataset[1],
                    f[2].equals("valid"),
                    f[3],
                    f[4],
                    f.length > 5 ? f[5] : "");
        });
    }

    static Stream<Case> valid() {
        return cases().filter(Case::valid);
    }

    @Test
    void theCorpusHasFortyFlawedQuestionsInEveryFamilyAndValidOnesOfTheSameShapes() {
        assertTrue(cases().filter(c -> !c.valid()).count() >= 40, "flawed questions");
        assertTrue(valid().count() >= 10, "valid questions");
        for (String family : List.of("nulls-top", "null-group", "things", "grain", "count-col")) {
            assertTrue(cases().filter(c -> c.family().equals(family)).count() >= 5, family);
        }
    }

    @Test
    void theBlindCorpusHasFortyFlawedQuestionsAndTwelveValidOnes() {
        assertTrue(cases(Corpus.BLIND).filter(c -> !c.valid()).count() >= 40, "flawed questions");
        assertTrue(cases(Corpus.BLIND).filter(Case::valid).count() >= 12, "valid questions");
        assertTrue(cases(Corpus.BLIND).allMatch(c -> c.valid() || !c.correct().isBlank()), "correct queries");
    }

    /** Held out: nine in ten right or naming a fix that works, none silently wrong; blind: measured. */
    @ParameterizedTest
    @EnumSource(Corpus.class)
    void flawedAnswersAreRightOrNameAFixThatWorks(Corpus corpus) {
        warm();
        Map<Verdict, List<Judged>> verdicts = new TreeMap<>();
        Map<String, int[]> byFamily = new TreeMap<>();
        cases(corpus).filter(c -> !c.valid()).forEach(c -> {
            Judged judged = judge(c);
            verdicts.computeIfAbsent(judged.verdict(), v -> new ArrayList<>()).add(judged);
            byFamily.computeIfAbsent(c.family(), f -> new int[3])[
                    judged.verdict().ordinal()]++;
        });
        int good = verdicts.getOrDefault(Verdict.GOOD, List.of()).size();
        List<Judged> silent = verdicts.getOrDefault(Verdict.SILENTLY_WRONG, List.of());
        int bad = verdicts.getOrDefault(Verdict.BAD, List.of()).size();
        int all = good + silent.size() + bad;
        System.out.printf(
                "%s evaluation: %d flawed, %d good, %d silently wrong, %d bad%n",
                corpus, all, good, silent.size(), bad);
        byFamily.forEach((family, counts) -> System.out.printf(
                "  %-11s good %d, silently wrong %d, bad %d%n", family, counts[0], counts[1], counts[2]));
        verdicts.forEach((verdict, which) -> {
            if (verdict != Verdict.GOOD) {
                which.forEach(HeldOutEvaluationTest::print);
            }
        });
        if (corpus.flawedAsserted) {
            assertEquals(List.of(), silent.stream().map(j -> j.c().toString()).toList(), "silently wrong");
            assertTrue(good * 10 >= all * 9, () -> good + " good of " + all);
        }
    }

    @ParameterizedTest
    @EnumSource(Corpus.class)
    void validQuestionsAreSentAsWrittenAndCarryNoNote(Corpus corpus) {
        warm();
        List<String> touched = new ArrayList<>();
        cases(corpus).filter(Case::valid).forEach(c -> {
            socrata.reset();
            JsonNode answer = ok(run(c.tool(), c.dataset(), c.written(), true));
            assertFalse(values(c.tool(), answer).isEmpty(), () -> c + " has rows");
            List<String> sent = socrata.requests().stream()
                    .filter(r -> !r.path().startsWith("/api/views/"))
                    .map(r -> r.query().getOrDefault("$query", ""))
                    .filter(q -> !q.equals(SCHEMA_ROW_COUNT))
                    .toList();
            boolean asWritten = sent.size() == 1 && sentAsWritten(c, sent.get(0));
            if (answer.has("hints") || answer.has("corrections") || !asWritten) {
                touched.add(c + "\n    " + c.written() + "\n    sent: " + sent + "\n    corrections: "
                        + answer.path("corrections") + "\n    hints: " + answer.path("hints"));
            }
        });
        System.out.printf(
                "%s evaluation: %d valid, %d untouched%n",
                corpus,
                cases(corpus).filter(Case::valid).count(),
                cases(corpus).filter(Case::valid).count() - touched.size());
        touched.forEach(t -> System.out.println("  TOUCHED: " + t));
        if (corpus.validAsserted) {
            assertEquals(List.of(), touched, "valid questions sent as written with no note");
        }
    }

    /** What the query the tool sent must be, for the case's text to have been sent as written. */
    private static boolean sentAsWritten(Case c, String sent) {
        return switch (c.tool()) {
            case "count" -> sent.equals("SELECT count(*) AS row_count WHERE " + c.written());
            case "aggregate" -> {
                JsonNode where = LambdaHarness.read(c.written()).path("where");
                yield where.isMissingNode() || sent.contains(" WHERE " + where.asText() + " ");
            }
            default ->
                FlawedSoqlEndToEndTest.withoutPaging(c.written()).equals(FlawedSoqlEndToEndTest.withoutPaging(sent));
        };
    }

    private static void print(Judged judged) {
        Case c = judged.c();
        JsonNode body = judged.body();
        System.out.println("  " + judged.verdict() + ": " + c + "\n    written: " + c.written()
                + "\n    correct: " + c.correct()
                + (body.has("error") ? "\n    error: " + body.get("error") : "")
                + (body.has("message") ? "\n    message: " + body.get("message") : "")
                + (body.has("corrections") ? "\n    corrections: " + body.get("corrections") : "")
                + (body.has("hints") ? "\n    hints: " + body.get("hints") : "")
                + (body.has("source") ? "\n    ran: " + body.path("source").path("soql") : "")
                + (body.has("error")
                        ? ""
                        : "\n    rows: " + abbreviate(values(c.tool(), body).toString())));
    }

    private static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }

    private Judged judge(Case c) {
        List<List<String>> expected = values("query", ok(run("query", c.dataset(), c.correct(), false)));
        assertFalse(expected.isEmpty(), () -> "the correct query has rows: " + c.correct());
        JsonNode result = run(c.tool(), c.dataset(), c.written(), true);
        boolean failed = result.path("isError").asBoolean();
        JsonNode body = failed ? error(result) : ok(result);
        if (Boolean.getBoolean("heldout.verbose")) {
            System.out.println("CASE " + c + "\n  " + c.written() + "\n  hints: "
                    + body.path("hints").toPrettyString() + "\n  message: " + body.path("message"));
        }
        if (!failed && values(c.tool(), body).equals(expected)) {
            return new Judged(c, Verdict.GOOD, body);
        }
        for (JsonNode hint : body.path("hints")) {
            if (hint.hasNonNull("query")) {
                JsonNode rerun = run("query", c.dataset(), hint.get("query").asText(), false);
                if (!rerun.path("isError").asBoolean()
                        && values("query", ok(rerun)).equals(expected)) {
                    return new Judged(c, Verdict.GOOD, body);
                }
            }
        }
        return new Judged(c, failed || body.has("hints") ? Verdict.BAD : Verdict.SILENTLY_WRONG, body);
    }

    /** The answer's rows as lists of values, in order; a count_rows answer is one row of one value. */
    private static List<List<String>> values(String tool, JsonNode answer) {
        if (tool.equals("count")) {
            return List.of(List.of(answer.get("count").asText()));
        }
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : answer.get(tool.equals("aggregate") ? "rows" : "data")) {
            List<String> values = new ArrayList<>();
            row.forEach(value -> values.add(value.isValueNode() ? value.asText() : value.toString()));
            rows.add(values);
        }
        return rows;
    }

    private JsonNode run(String tool, String dataset, String text, boolean autoCorrect) {
        if (tool.equals("count")) {
            return lambda.callTool("count_rows", Map.of("dataset_id", dataset, "where", text));
        }
        if (tool.equals("aggregate")) {
            return lambda.callTool("aggregate", json(text));
        }
        Map<String, Object> arguments = new HashMap<>(Map.of("dataset_id", dataset, "soql", text));
        if (!autoCorrect) {
            arguments.put("auto_correct", false);
        }
        return lambda.callTool("query_datasf", arguments);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String text) {
        return new ObjectMapper().convertValue(LambdaHarness.read(text), Map.class);
    }

    private void warm() {
        DATASETS.forEach(id -> ok(lambda.callTool("get_schema", Map.of("dataset_id", id))));
    }
}
