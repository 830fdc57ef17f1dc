package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaHarnesses;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Pages sized by the byte budget ({@link PullSize}, {@link RowBytes}), for any sizes of rows:
 * walking the cursors gives every row exactly once, in order, each page moving on by at least one
 * row; and once a page has seen the rows, the pages after it pull at most three times the bytes
 * they answer when the rows are alike in size (within a factor of two). The rows are a dataset the
 * fake Socrata serves for the try ({@link ChosenSizeRows}): a number {@code n} and a text
 * {@code body} of a chosen length, with characters JSON and CSV escape. Through the Lambda handler,
 * with a 32 KiB and a 6,000-byte answer budget.
 */
@LambdaTest
class BudgetSizedPagesPropertyTest {

    private static final String DATASET = "size-rows";
    private static final int SMALL_BUDGET = 6000;
    /** About what the small budget leaves for rows, after the envelope, the query and its cursor. */
    private static final int ROOM = 4800;
    /** The most a row's body may take: a few rows fit a page of the small budget, so walks are short. */
    private static final int MAX_BODY = 1500;

    private final FakeSocrata socrata;
    private final Map<Integer, LambdaHarness> byBudget = new HashMap<>();

    BudgetSizedPagesPropertyTest(FakeSocrata socrata, LambdaHarness lambda, LambdaHarnesses harnesses) {
        this.socrata = socrata;
        byBudget.put(32768, lambda);
        byBudget.put(SMALL_BUDGET, harnesses.with(Map.of("datasf.limits.response-bytes", SMALL_BUDGET)));
    }

    @Provide
    Arbitrary<Integer> budgets() {
        return Arbitraries.of(32768, SMALL_BUDGET);
    }

    /** Text JSON and CSV both escape or quote, two- and three-byte characters among it. */
    @Provide
    Arbitrary<List<String>> anySizes() {
        return Arbitraries.strings()
                .withChars('a', 'z', ' ', ',', '"', '\n', '\\', 'é', '中')
                .ofMaxLength(MAX_BODY)
                .list()
                .ofMinSize(1)
                .ofMaxSize(30);
    }

    /**
     * Rows of between some number of bytes and twice that, in any order, enough of them for three
     * to six pages of the small budget.
     */
    @Provide
    Arbitrary<List<String>> likeSizes() {
        return Arbitraries.integers().between(4, MAX_BODY / 4).flatMap(length -> {
            int perPage = ROOM / (length + 30);
            return Arbitraries.strings()
                    .withCharRange('a', 'z')
                    .ofMinLength(length)
                    .ofMaxLength(2 * length)
                    .list()
                    .ofMinSize(3 * perPage)
                    .ofMaxSize(6 * perPage);
        });
    }

    /** What a walk to the end answered and pulled. */
    private record Walk(List<JsonNode> pages, List<JsonNode> rows) {}

    private Walk walk(int budget, Map<String, Object> first) {
        LambdaHarness lambda = byBudget.get(budget);
        List<JsonNode> pages = new ArrayList<>(List.of(ok(lambda.callTool("query_datasf", first))));
        while (pages.get(pages.size() - 1).has("next_cursor")) {
            JsonNode last = pages.get(pages.size() - 1);
            assertTrue(last.get("count").asInt() > 0, () -> "a page with a cursor moves on: " + last);
            pages.add(ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", last.get("next_cursor").asText()))));
        }
        List<JsonNode> rows = new ArrayList<>();
        pages.forEach(page -> page.path("data").forEach(rows::add));
        return new Walk(pages, rows);
    }

    /** Serves {@code bodies} as rows n = 1, 2, ... and walks them in order of n. */
    private Walk serveAndWalk(List<String> bodies, int budget, int maxRows, String format) {
        ChosenSizeRows.serve(socrata, DATASET, bodies);
        Map<String, Object> first = new HashMap<>();
        first.put("dataset_id", DATASET);
        first.put("soql", ChosenSizeRows.SOQL);
        first.put("max_rows", maxRows);
        first.put("format", format);
        return walk(budget, first);
    }

    @Property(tries = 200)
    void everyRowComesOnceInOrderWhateverTheirSizes(
            @ForAll("anySizes") List<String> bodies,
            @ForAll("budgets") int budget,
            @ForAll @IntRange(min = 1, max = 1000) int maxRows,
            @ForAll boolean csv) {
        Walk walk = serveAndWalk(bodies, budget, maxRows, csv ? "csv" : "json");
        List<String> got = new ArrayList<>();
        if (csv) {
            walk.pages().forEach(page -> got.addAll(csvBodies(page.get("csv").asText())));
        } else {
            walk.rows().forEach(row -> got.add(row.path("body").asText()));
        }
        assertEquals(bodies, got, "every row once, in order");
        assertFalse(walk.pages().get(walk.pages().size() - 1).get("truncated").asBoolean());
        for (JsonNode page : walk.pages()) {
            long bytes = LambdaHarness.write(page).getBytes(StandardCharsets.UTF_8).length;
            assertTrue(bytes <= budget, () -> "within the budget: " + bytes);
        }
    }

    @Property(tries = 200)
    void pagesAfterTheFirstPullAtMostThreeTimesWhatTheyAnswer(@ForAll("likeSizes") List<String> bodies) {
        Walk walk = serveAndWalk(bodies, SMALL_BUDGET, 1000, "json");
        assertEquals(bodies.size(), walk.rows().size());
        assertTrue(walk.pages().size() >= 3, () -> walk.pages().size() + " pages");
        long answered = 0;
        for (JsonNode page : walk.pages().subList(1, walk.pages().size())) {
            answered += LambdaHarness.write(page.get("data")).getBytes(StandardCharsets.UTF_8).length;
        }
        // the pages after the first are the requests with an OFFSET
        long pulled = socrata.served().stream()
                .filter(s -> s.request().query().getOrDefault("$query", "").contains(" OFFSET "))
                .mapToLong(FakeSocrata.Served::bodyBytes)
                .sum();
        long answeredBytes = answered;
        assertTrue(
                pulled <= 3 * answeredBytes,
                () -> "pulled " + pulled + " bytes to answer " + answeredBytes + " in "
                        + (walk.pages().size() - 1) + " pages");
    }

    /** The body column of each CSV line (the second field; RFC 4180 quoting). */
    private static List<String> csvBodies(String csv) {
        List<String> bodies = new ArrayList<>();
        int at = csv.indexOf('\n') + 1; // past the header
        while (at < csv.length()) {
            at = csv.indexOf(',', at) + 1; // past n, a number
            StringBuilder body = new StringBuilder();
            if (csv.charAt(at) == '"') {
                at++;
                while (!(csv.charAt(at) == '"' && (at + 1 >= csv.length() || csv.charAt(at + 1) != '"'))) {
                    body.append(csv.charAt(at));
                    at += csv.charAt(at) == '"' ? 2 : 1;
                }
                at++;
            } else {
                while (csv.charAt(at) != '\n') {
                    body.append(csv.charAt(at++));
                }
            }
            bodies.add(body.toString());
            at++; // the newline
        }
        return bodies;
    }
}
