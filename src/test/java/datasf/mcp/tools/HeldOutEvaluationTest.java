package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.soql.text.ClauseSplices;
import datasf.mcp.soql.tree.Clause;
import datasf.mcp.soql.tree.OrderItem;
import datasf.mcp.soql.tree.Select;
import datasf.mcp.soql.tree.SoqlTree;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The held-out evaluations: questions a person asks, the flawed SoQL a model plausibly writes for
 * them and the query that answers them, through the Lambda handler against the fake Socrata that
 * orders, counts and groups as real Socrata does. Two corpora share this harness:
 * held-out-queries.tsv, written by the team from the questions before the checks that answer them,
 * and blind-queries.tsv, written by an evaluator who did not read the checks (see {@link Corpus}).
 * Each flawed answer is <b>good</b> when its rows are the correct query's (the query it ran giving
 * them with the correct query's tie-breaking sort keys), or when it carries a
 * note whose query, run as written or with the correct query's tie-breaking sort keys
 * ({@link #withTieBreaks}), gives the correct query's rows; <b>silently wrong</b> when its
 * rows differ and nothing is said; <b>bad</b> otherwise (an error, or notes that do not lead to
 * the answer). Rows are compared by their values in order: a label is the model's to choose.
 * Schemas are cached first, as after get_schema. Every answer that is not good is printed with its
 * notes; {@code -Dheldout.verbose=true} prints every answer's.
 */
@LambdaTest
class HeldOutEvaluationTest {

    static final String CORPUS = Corpus.HELD_OUT.resource;

    /** How far a corpus's flawed answers are held to the bar (its valid ones always are, asked). */
    enum Bar {
        /** With the person's question and without it. */
        ALWAYS,
        /** With the person's question. */
        ASKED,
        /** Measured and listed: the mistakes left are said in docs/auto-correction.md. */
        MEASURED
    }

    /** A corpus and what it is held to. */
    enum Corpus {
        HELD_OUT("/soql/held-out-queries.tsv", Bar.ALWAYS),
        // Written without reading the checks, to find what they miss. Without the person's question
        // three of its flawed queries look exactly like valid ones (a count of rows where the
        // question counts what rows share, a LIMIT meant before the grouping, a LIKE over several
        // categories).
        BLIND("/soql/blind-queries.tsv", Bar.ASKED),
        // A second, written once the checks read the question, by an evaluator who read neither;
        // its valid queries are written in the shapes of the flawed ones. Learned from.
        BLIND_2("/soql/blind2-queries.tsv", Bar.ASKED),
        // A third, by an evaluator who read neither the checks nor the other corpora; its first
        // run was recorded before any check changed for it (81 of 86 good, 2 silently wrong).
        // Learned from.
        BLIND_3("/soql/blind3-queries.tsv", Bar.ASKED),
        // A fourth and a fifth, by evaluators who read nothing of the project, recorded before any
        // check changed for them (56 of 67 and 56 of 62 good; 7 and 3 silently wrong): what the
        // checks do with mistakes no one listed. The fourth's first run taught the checks a few
        // rules since (59 of 67 now); what is left of both is listed, not held to the bar.
        BLIND_4("/soql/blind4-queries.tsv", Bar.MEASURED),
        BLIND_5("/soql/blind5-queries.tsv", Bar.MEASURED),
        // A sixth, the same way, once the fourth and fifth were learned from (64 of 73 good on
        // first run, 3 silently wrong).
        BLIND_6("/soql/blind6-queries.tsv", Bar.MEASURED),
        // A seventh and an eighth, the same way, written together once the sixth was learned from.
        // The seventh's first run (55 of 68 good, 9 silently wrong) was recorded before any check
        // changed for it, and it was learned from; the eighth's was recorded after that.
        BLIND_7("/soql/blind7-queries.tsv", Bar.MEASURED),
        BLIND_8("/soql/blind8-queries.tsv", Bar.MEASURED),
        // A ninth, the same way, once the seventh and eighth were learned from; its first run
        // recorded before any check changed for it.
        BLIND_9("/soql/blind9-queries.tsv", Bar.MEASURED),
        // A tenth, the same way, once the ninth was learned from; its first run recorded before any
        // check changed for it.
        BLIND_10("/soql/blind10-queries.tsv", Bar.MEASURED),
        // An eleventh, the same way, once the tenth was learned from; its first run recorded
        // before any check changed for it.
        BLIND_11("/soql/blind11-queries.tsv", Bar.MEASURED),
        // A twelfth, the same way, once the eleventh was learned from: measured, not learned from.
        BLIND_12("/soql/blind12-queries.tsv", Bar.MEASURED),
        // A thirteenth and a fourteenth, the same way, written together once the twelfth was
        // measured; their first runs recorded before any check changed for them (58 of 68 and 57 of
        // 65 good; 7 and 3 silently wrong).
        BLIND_13("/soql/blind13-queries.tsv", Bar.MEASURED),
        BLIND_14("/soql/blind14-queries.tsv", Bar.MEASURED),
        // A fifteenth and a sixteenth, the same way, written while the thirteenth and fourteenth
        // were learned from, and first run once that was done (63 of 71 and 63 of 68 good; 6 and 2
        // silently wrong; every valid query untouched): measured, not learned from.
        BLIND_15("/soql/blind15-queries.tsv", Bar.MEASURED),
        BLIND_16("/soql/blind16-queries.tsv", Bar.MEASURED),
        // A seventeenth and an eighteenth, the same way, written while the fifteenth and sixteenth
        // were measured; first run once 'cars stolen', 'car break-ins' and 'Public Works' were read
        // (61 of 64 and 61 of 65 good; 1 and 2 silently wrong; 2 of 53 and 0 of 52 valid noted).
        BLIND_17("/soql/blind17-queries.tsv", Bar.MEASURED),
        BLIND_18("/soql/blind18-queries.tsv", Bar.MEASURED),
        // A nineteenth and a twentieth, the same way, written while the seventeenth and eighteenth
        // were learned from, and first run once that was done (63 of 68 and 59 of 67 good; 4 and 5
        // silently wrong; 2 of 53 and 2 of 60 valid noted).
        BLIND_19("/soql/blind19-queries.tsv", Bar.MEASURED),
        BLIND_20("/soql/blind20-queries.tsv", Bar.MEASURED),
        // A twenty-first and a twenty-second, the same way, written while the nineteenth and
        // twentieth were learned from, and first run once that was done (71 of 72 and 60 of 67 good;
        // 1 and 5 silently wrong; 2 of 58 and 0 of 55 valid noted): measured, not learned from.
        BLIND_21("/soql/blind21-queries.tsv", Bar.MEASURED),
        BLIND_22("/soql/blind22-queries.tsv", Bar.MEASURED),
        // A twenty-third and a twenty-fourth, the same way, written while the twenty-first and
        // twenty-second were learned from, and first run once that was done (45 of 49 and 49 of 51
        // good; 4 and 2 silently wrong; 2 of 40 and 0 of 43 valid noted): measured, then learned
        // from only where a valid query was noted.
        BLIND_23("/soql/blind23-queries.tsv", Bar.MEASURED),
        BLIND_24("/soql/blind24-queries.tsv", Bar.MEASURED),
        // A twenty-fifth and a twenty-sixth, the same way, written while the twenty-third and
        // twenty-fourth were learned from, and first run once that was done (63 of 70 and 61 of 65
        // good; 6 and 2 silently wrong; 0 of 65 and 1 of 56 valid noted).
        BLIND_25("/soql/blind25-queries.tsv", Bar.MEASURED),
        BLIND_26("/soql/blind26-queries.tsv", Bar.MEASURED),
        // A twenty-seventh and a twenty-eighth, the same way, written while the twenty-fifth and
        // twenty-sixth were learned from, and first run once that was done (62 of 72 and 59 of 67
        // good; 7 and 6 silently wrong; 5 of 76 and 2 of 63 valid noted).
        BLIND_27("/soql/blind27-queries.tsv", Bar.MEASURED),
        BLIND_28("/soql/blind28-queries.tsv", Bar.MEASURED),
        // A twenty-ninth and a thirtieth, the same way, written while the twenty-seventh and
        // twenty-eighth were learned from, and first run once that was done (65 of 74 and 57 of 65
        // good; 9 and 5 silently wrong; 2 of 60 and 1 of 53 valid noted).
        BLIND_29("/soql/blind29-queries.tsv", Bar.MEASURED),
        BLIND_30("/soql/blind30-queries.tsv", Bar.MEASURED),
        // A thirty-first and a thirty-second, the same way, written while the twenty-ninth and
        // thirtieth were learned from, and first run once that was done (55 of 73 and 61 of 68
        // good; 15 and 4 silently wrong; 0 of 57 and 0 of 61 valid noted).
        BLIND_31("/soql/blind31-queries.tsv", Bar.MEASURED),
        BLIND_32("/soql/blind32-queries.tsv", Bar.MEASURED),
        // A thirty-third and a thirty-fourth, the same way, written while the thirty-first and
        // thirty-second were learned from, and first run once that was done (56 of 67 and 63 of 71
        // good; 9 and 7 silently wrong; 1 of 55 and 1 of 59 valid noted).
        BLIND_33("/soql/blind33-queries.tsv", Bar.MEASURED),
        BLIND_34("/soql/blind34-queries.tsv", Bar.MEASURED),
        // A thirty-fifth and a thirty-sixth, the same way, written while the ties left silent were
        // learned from, and first run once that was done (57 of 68 and 62 of 73 good; 8 and 9
        // silently wrong; 2 of 63 and 0 of 62 valid noted).
        BLIND_35("/soql/blind35-queries.tsv", Bar.MEASURED),
        BLIND_36("/soql/blind36-queries.tsv", Bar.MEASURED),
        // A thirty-seventh and a thirty-eighth, the same way, written while the thirty-fifth and
        // thirty-sixth were learned from, and first run once that was done (53 of 66 and 48 of 69
        // good; 12 and 17 silently wrong; 3 of 56 and 1 of 62 valid noted).
        BLIND_37("/soql/blind37-queries.tsv", Bar.MEASURED),
        BLIND_38("/soql/blind38-queries.tsv", Bar.MEASURED),
        // A thirty-ninth and a fortieth, the same way, written while the thirty-seventh and
        // thirty-eighth were learned from, and first run once that was done (61 of 70 and 36 of 70
        // good; 5 and 25 silently wrong; 1 of 62 and 3 of 60 valid noted).
        BLIND_39("/soql/blind39-queries.tsv", Bar.MEASURED),
        BLIND_40("/soql/blind40-queries.tsv", Bar.MEASURED),
        // A forty-first and a forty-second, the same way, written while the thirty-ninth and fortieth
        // were learned from, and first run once that was done (53 of 66 and 51 of 65 good; 9 and 11
        // silently wrong; 2 of 53 and 1 of 58 valid noted).
        BLIND_41("/soql/blind41-queries.tsv", Bar.MEASURED),
        BLIND_42("/soql/blind42-queries.tsv", Bar.MEASURED),
        // A forty-third and a forty-fourth, the same way, written while the forty-first and
        // forty-second were learned from, and first run once that was done (47 of 59 and 59 of 69
        // good; 8 and 9 silently wrong; 2 of 50 and 2 of 64 valid noted).
        BLIND_43("/soql/blind43-queries.tsv", Bar.MEASURED),
        BLIND_44("/soql/blind44-queries.tsv", Bar.MEASURED),
        // A forty-fifth to a forty-eighth, the same way, written while the forty-third and
        // forty-fourth were learned from, and first run once that was done (57 of 64, 56 of 61, 55
        // of 66 and 62 of 71 good; 6, 2, 7 and 7 silently wrong; 2 of 56, 0 of 52, 1 of 57 and 0
        // of 57 valid noted).
        BLIND_45("/soql/blind45-queries.tsv", Bar.MEASURED),
        BLIND_46("/soql/blind46-queries.tsv", Bar.MEASURED),
        BLIND_47("/soql/blind47-queries.tsv", Bar.MEASURED),
        BLIND_48("/soql/blind48-queries.tsv", Bar.MEASURED),
        // A forty-ninth and a fiftieth, the same way, written while the forty-fifth to
        // forty-eighth were learned from, and first run once that was done (58 of 68 and 66 of 68
        // good; 7 and 0 silently wrong; 1 of 61 and 1 of 56 valid noted).
        BLIND_49("/soql/blind49-queries.tsv", Bar.MEASURED),
        BLIND_50("/soql/blind50-queries.tsv", Bar.MEASURED),
        // A fifty-first and a fifty-second, the same way, written while the forty-fifth to
        // fiftieth were learned from, and first run once that was done (51 of 66 and 53 of 62 good;
        // 13 and 6 silently wrong; 0 of 54 and 0 of 55 valid noted).
        BLIND_51("/soql/blind51-queries.tsv", Bar.MEASURED),
        BLIND_52("/soql/blind52-queries.tsv", Bar.MEASURED),
        // A fifty-third and a fifty-fourth, the same way, written while the forty-ninth to
        // fifty-second were learned from, and first run once that was done (47 of 48 and 59 of 68
        // good; 0 and 7 silently wrong; 0 of 70 and 1 of 64 valid noted).
        BLIND_53("/soql/blind53-queries.tsv", Bar.MEASURED),
        BLIND_54("/soql/blind54-queries.tsv", Bar.MEASURED),
        // A fifty-fifth and a fifty-sixth, the same way, written while the fifty-first to
        // fifty-fourth were learned from, and first run once that was done (36 of 63 and 50 of 60
        // good; 24 and 7 silently wrong; 2 of 59 and 1 of 54 valid noted).
        BLIND_55("/soql/blind55-queries.tsv", Bar.MEASURED),
        BLIND_56("/soql/blind56-queries.tsv", Bar.MEASURED);

        final String resource;
        final Bar bar;

        Corpus(String resource, Bar bar) {
            this.resource = resource;
            this.bar = bar;
        }
    }

    /** Whether the model passes the person's question with its query (the tools' {@code question}). */
    enum Asked {
        WITH_QUESTION,
        WITHOUT_QUESTION
    }

    static Stream<Arguments> evaluations() {
        return Stream.of(Corpus.values())
                .flatMap(corpus -> Stream.of(Asked.values()).map(asked -> Arguments.of(corpus, asked)));
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

    /**
     * {@code -Dheldout.only=REGEX} evaluates only the questions it finds, and holds nothing to the
     * bar: for looking at a few answers while a check is written.
     */
    private static final String ONLY = System.getProperty("heldout.only");

    private static Stream<Case> evaluated(Corpus corpus) {
        return ONLY == null
                ? cases(corpus)
                : cases(corpus)
                        .filter(c -> Pattern.compile(ONLY).matcher(c.question()).find());
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

    @ParameterizedTest
    @EnumSource(value = Corpus.class, names = "BLIND.*", mode = EnumSource.Mode.MATCH_ALL)
    void eachBlindCorpusHasFortyFlawedQuestionsAndTwelveValidOnes(Corpus corpus) {
        assertTrue(cases(corpus).filter(c -> !c.valid()).count() >= 40, "flawed questions");
        assertTrue(cases(corpus).filter(Case::valid).count() >= 12, "valid questions");
        assertTrue(cases(corpus).allMatch(c -> c.valid() || !c.correct().isBlank()), "correct queries");
    }

    /**
     * Nine in ten right or naming a fix that works, none silently wrong, as each corpus's
     * {@link Bar} says; every answer that is not good is printed with its notes.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("evaluations")
    void flawedAnswersAreRightOrNameAFixThatWorks(Corpus corpus, Asked asked) {
        warm();
        Map<Verdict, List<Judged>> verdicts = new TreeMap<>();
        Map<String, int[]> byFamily = new TreeMap<>();
        evaluated(corpus).filter(c -> !c.valid()).forEach(c -> {
            Judged judged = judge(c, asked);
            verdicts.computeIfAbsent(judged.verdict(), v -> new ArrayList<>()).add(judged);
            byFamily.computeIfAbsent(c.family(), f -> new int[3])[
                    judged.verdict().ordinal()]++;
        });
        int good = verdicts.getOrDefault(Verdict.GOOD, List.of()).size();
        List<Judged> silent = verdicts.getOrDefault(Verdict.SILENTLY_WRONG, List.of());
        int bad = verdicts.getOrDefault(Verdict.BAD, List.of()).size();
        int all = good + silent.size() + bad;
        System.out.printf(
                "%s evaluation %s: %d flawed, %d good, %d silently wrong, %d bad%n",
                corpus, asked, all, good, silent.size(), bad);
        byFamily.forEach((family, counts) -> System.out.printf(
                "  %-11s good %d, silently wrong %d, bad %d%n", family, counts[0], counts[1], counts[2]));
        verdicts.forEach((verdict, which) -> {
            if (verdict != Verdict.GOOD) {
                which.forEach(HeldOutEvaluationTest::print);
            }
        });
        if (ONLY == null && (corpus.bar == Bar.ALWAYS || corpus.bar == Bar.ASKED && asked == Asked.WITH_QUESTION)) {
            assertEquals(List.of(), silent.stream().map(j -> j.c().toString()).toList(), "silently wrong");
            assertTrue(good * 10 >= all * 9, () -> good + " good of " + all);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("evaluations")
    void validQuestionsAreSentAsWrittenAndCarryNoNote(Corpus corpus, Asked asked) {
        warm();
        List<String> touched = new ArrayList<>();
        evaluated(corpus).filter(Case::valid).forEach(c -> {
            socrata.reset();
            JsonNode answer = ok(run(c.tool(), c.dataset(), c.written(), true, question(c, asked)));
            assertFalse(values(c.tool(), answer).isEmpty(), () -> c + " has rows");
            List<String> sent = socrata.requests().stream()
                    .filter(r -> !r.path().startsWith("/api/views/"))
                    .map(r -> r.query().getOrDefault("$query", ""))
                    .filter(q -> !q.equals(SCHEMA_ROW_COUNT))
                    .toList();
            // an empty answer says it may come from a mistake, whatever the query: that is no note,
            // and the values the advisor looked up to say it are no change to the query
            boolean empty = answer.path("message").asText().startsWith("No rows matched");
            boolean asWritten = !sent.isEmpty() && sentAsWritten(c, sent.get(0)) && (sent.size() == 1 || empty);
            if (answer.has("hints") && !empty || answer.has("corrections") || !asWritten) {
                touched.add(c + "\n    " + c.written() + "\n    sent: " + sent + "\n    corrections: "
                        + answer.path("corrections") + "\n    hints: " + answer.path("hints"));
            }
        });
        System.out.printf(
                "%s evaluation %s: %d valid, %d untouched%n",
                corpus,
                asked,
                cases(corpus).filter(Case::valid).count(),
                cases(corpus).filter(Case::valid).count() - touched.size());
        touched.forEach(t -> System.out.println("  TOUCHED: " + t));
        if (ONLY == null && (asked == Asked.WITH_QUESTION || corpus.bar == Bar.ALWAYS)) {
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

    /** The question the call carries: the case's, or none. */
    private static String question(Case c, Asked asked) {
        return asked == Asked.WITH_QUESTION ? c.question() : null;
    }

    private Judged judge(Case c, Asked asked) {
        List<List<String>> expected = values("query", ok(run("query", c.dataset(), c.correct(), false)));
        assertFalse(expected.isEmpty(), () -> "the correct query has rows: " + c.correct());
        JsonNode result = run(c.tool(), c.dataset(), c.written(), true, question(c, asked));
        boolean failed = result.path("isError").asBoolean();
        JsonNode body = failed ? error(result) : ok(result);
        if (Boolean.getBoolean("heldout.verbose")) {
            System.out.println("CASE " + asked + " " + c + "\n  " + c.written() + "\n  hints: "
                    + body.path("hints").toPrettyString() + "\n  corrections: " + body.path("corrections")
                    + "\n  message: " + body.path("message") + "\n  body: " + body);
        }
        if (!failed && (values(c.tool(), body).equals(expected) || sameBesidesTies(c, body, expected))) {
            return new Judged(c, Verdict.GOOD, body);
        }
        for (JsonNode hint : body.path("hints")) {
            if (hint.hasNonNull("query")) {
                String query = hint.get("query").asText();
                for (String asRun : List.of(query, withTieBreaks(query, c.correct()))) {
                    JsonNode rerun = run("query", c.dataset(), asRun, false);
                    if (!rerun.path("isError").asBoolean()
                            && values("query", ok(rerun)).equals(expected)) {
                        return new Judged(c, Verdict.GOOD, body);
                    }
                }
            }
        }
        return new Judged(c, failed || body.has("hints") ? Verdict.BAD : Verdict.SILENTLY_WRONG, body);
    }

    /**
     * Whether the query the answer ran, with the correct query's tie-breaking sort keys, gives the
     * correct rows: the answer's rows are then the right ones, in an order among ties that is the
     * evaluator's to choose, as for a note's query.
     */
    private boolean sameBesidesTies(Case c, JsonNode body, List<List<String>> expected) {
        String ran = body.path("source").path("soql").asText("");
        String broken = ran.isEmpty() ? ran : withTieBreaks(ran, c.correct());
        if (broken.equals(ran)) {
            return false;
        }
        JsonNode rerun = run("query", c.dataset(), broken, false);
        return !rerun.path("isError").asBoolean() && values("query", ok(rerun)).equals(expected);
    }

    /**
     * A note's query with the correct query's tie-breaking sort keys, stage by stage: the keys the
     * correct query orders by beyond the note's own count ({@code ORDER BY n DESC, district} for
     * the note's {@code ORDER BY n DESC}). Ties are the evaluator's to break, so that rows compare
     * in one order; what the note asks for is left as it is. The query as written when the two
     * have other stages or either does not parse.
     */
    static String withTieBreaks(String note, String correct) {
        SoqlTree noted = SoqlTree.parse(note);
        SoqlTree wanted = SoqlTree.parse(correct);
        if (!noted.isValid()
                || !wanted.isValid()
                || noted.query().selects().size() != wanted.query().selects().size()) {
            return note;
        }
        String text = note;
        for (int stage = noted.query().selects().size() - 1; stage >= 0; stage--) {
            Select select = noted.query().selects().get(stage);
            List<OrderItem> own = select.orderBy();
            List<OrderItem> keys = wanted.query().selects().get(stage).orderBy();
            if (keys.size() <= own.size()) {
                continue;
            }
            String extra = keys.subList(own.size(), keys.size()).stream()
                    .map(key -> key.in(correct))
                    .collect(Collectors.joining(", "));
            text = own.isEmpty()
                    ? ClauseSplices.addClause(text, select, Clause.Kind.ORDER_BY, "ORDER BY " + extra)
                    : ClauseSplices.insert(text, own.get(own.size() - 1).end(), ", " + extra);
        }
        return text;
    }

    /** The answer's rows as lists of values, in order; a count_rows answer is one row of one value. */
    private static List<List<String>> values(String tool, JsonNode answer) {
        if (tool.equals("count")) {
            return List.of(List.of(answer.get("count").asText()));
        }
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : answer.get(tool.equals("aggregate") ? "rows" : "data")) {
            List<String> values = new ArrayList<>();
            row.forEach(value -> values.add(value.isValueNode() ? number(value.asText()) : value.toString()));
            rows.add(values);
        }
        return rows;
    }

    /**
     * A decimal to twelve significant digits: two ways of writing one share (a sum over a count, a
     * count of distinct over another) differ in the last digit of a double, not in the answer.
     */
    private static String number(String value) {
        if (!DECIMAL.matcher(value).matches()) {
            return value;
        }
        return new java.math.BigDecimal(value)
                .round(new java.math.MathContext(12))
                .stripTrailingZeros()
                .toPlainString();
    }

    private static final java.util.regex.Pattern DECIMAL =
            java.util.regex.Pattern.compile("-?\\d+\\.\\d+(?:[eE][-+]?\\d+)?");

    private JsonNode run(String tool, String dataset, String text, boolean autoCorrect) {
        return run(tool, dataset, text, autoCorrect, null);
    }

    /** One call; {@code question}, when not null, is passed as the person's question. */
    private JsonNode run(String tool, String dataset, String text, boolean autoCorrect, String question) {
        Map<String, Object> arguments;
        String name;
        if (tool.equals("count")) {
            name = "count_rows";
            arguments = new HashMap<>(Map.of("dataset_id", dataset, "where", text));
        } else if (tool.equals("aggregate")) {
            name = "aggregate";
            arguments = new HashMap<>(json(text));
        } else {
            name = "query_datasf";
            arguments = new HashMap<>(Map.of("dataset_id", dataset, "soql", text));
            if (!autoCorrect) {
                arguments.put("auto_correct", false);
            }
        }
        if (question != null) {
            arguments.put("question", question);
        }
        return lambda.callTool(name, arguments);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String text) {
        return new ObjectMapper().convertValue(LambdaHarness.read(text), Map.class);
    }

    private void warm() {
        DATASETS.forEach(id -> ok(lambda.callTool("get_schema", Map.of("dataset_id", id))));
    }
}
