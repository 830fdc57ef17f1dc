package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CursorMint;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Pulls sized by the byte budget ({@link PullSize}) at their edges, through the Lambda handler:
 * rows far larger than the estimate cost the page that meets them and not the ones after; a row
 * larger than the whole budget ends the walk with an answer that says so; a cursor issued before
 * cursors carried a row size still pages, and sizes the page after it. The rows are a dataset the
 * fake Socrata serves for the test ({@link ChosenSizeRows}), a number {@code n} and a
 * text {@code body} of a chosen length, walked in order of n with {@code max_rows} 1000.
 */
@LambdaTest(properties = "datasf.cursor.secret=" + PullSizeEdgesTest.SECRET)
class PullSizeEdgesTest {

    static final String SECRET = "pull-size-edges-test-secret-0123456789abcdef";
    private static final String DATASET = "size-runs";
    private static final String SMALL = "s".repeat(10);
    private static final String LARGE = "l".repeat(3000);

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    PullSizeEdgesTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** A page, what its rows take in the answer, and the bytes Socrata sent for the query it ran. */
    private record Pulled(JsonNode page, long answered, long pulled) {
        int limit() {
            return Integer.parseInt(page.at("/source/soql").asText().replaceAll(".* LIMIT (\\d+).*", "$1"));
        }

        int firstN() {
            return page.get("data").get(0).get("n").asInt();
        }

        String figures() {
            return page.get("count") + " rows of " + answered + " bytes for " + pulled + " pulled, "
                    + page.at("/source/soql").asText();
        }
    }

    private static List<String> times(int count, String body) {
        return Collections.nCopies(count, body);
    }

    /** Serves {@code bodies} as rows n = 1, 2, ... and walks them in order of n to the end. */
    private List<Pulled> serveAndWalk(List<String> bodies) {
        ChosenSizeRows.serve(socrata, DATASET, bodies);
        List<Pulled> walk = new ArrayList<>();
        JsonNode page = ok(lambda.callTool(
                "query_datasf", Map.of("dataset_id", DATASET, "soql", ChosenSizeRows.SOQL, "max_rows", 1000)));
        while (true) {
            walk.add(pulled(page));
            if (!page.has("next_cursor")) {
                return walk;
            }
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        }
    }

    private Pulled pulled(JsonNode page) {
        String ran = page.at("/source/soql").asText();
        long pulled = socrata.served().stream()
                .filter(s -> ran.equals(s.request().query().get("$query")))
                .mapToLong(FakeSocrata.Served::bodyBytes)
                .sum();
        long answered = LambdaHarness.write(page.get("data")).getBytes(StandardCharsets.UTF_8).length;
        return new Pulled(page, answered, pulled);
    }

    private static List<Integer> ns(List<Pulled> walk) {
        List<Integer> ns = new ArrayList<>();
        walk.forEach(
                p -> p.page().get("data").forEach(row -> ns.add(row.get("n").asInt())));
        return ns;
    }

    @Test
    void rowsFarLargerThanTheEstimateCostThePageThatMeetsThemOnly() {
        List<String> bodies = new ArrayList<>(times(40, SMALL));
        bodies.addAll(times(40, LARGE));
        bodies.addAll(times(40, SMALL));
        List<Pulled> walk = serveAndWalk(bodies);
        assertEquals(IntStream.rangeClosed(1, 120).boxed().toList(), ns(walk), "every row once, in order");
        // the first page goes by the schema (text of 16 bytes): it meets the large rows, and pulls
        // no more rows than a page asked for before pulls were sized
        assertTrue(walk.get(0).limit() <= 1001, walk.get(0)::figures);
        assertTrue(walk.get(0).firstN() + walk.get(0).page().get("count").asInt() > 40, "it met them");
        // the pages after it that start in the large rows go by the rows just before them, large ones
        for (Pulled page : walk.subList(1, walk.size())) {
            if (page.firstN() <= 80) {
                assertTrue(page.pulled() <= 1.5 * page.answered(), page::figures);
            }
        }
        Pulled backToSmall =
                walk.stream().filter(p -> p.firstN() > 80).findFirst().orElseThrow();
        assertTrue(backToSmall.page().get("count").asInt() >= 1, backToSmall::figures);
        assertTrue(walk.size() <= 7, () -> walk.size() + " pages"); // 3 of the large rows and then a few
    }

    @Test
    void aRowLargerThanTheWholeBudgetEndsTheWalkWithAnAnswerThatSaysSo() {
        List<String> bodies = new ArrayList<>(times(10, SMALL));
        bodies.add("h".repeat(40_000));
        bodies.addAll(times(5, SMALL));
        List<Pulled> walk = serveAndWalk(bodies);
        assertEquals(IntStream.rangeClosed(1, 10).boxed().toList(), ns(walk), "the rows before it, once");
        Pulled last = walk.get(walk.size() - 1);
        assertEquals(0, last.page().get("count").asInt(), last::figures);
        assertTrue(last.page().get("truncated").asBoolean());
        assertFalse(last.page().has("next_cursor"));
        String message = last.page().get("message").asText();
        assertTrue(message.contains("next row alone is larger") && message.contains("32768"), message);
        // sized by the last rows the page before measured, the huge one among them: a few rows, not 1,001
        assertTrue(last.limit() <= SizedRows.RECENT_MIN + 1, last::figures);
    }

    @Test
    void aCursorIssuedBeforeCursorsCarriedARowSizeAsksForItsRowsOnceThenBySize() {
        Map<String, Object> fields = CursorMint.bicycleCounts(f -> {});
        fields.put("datasetId", DataSfDatasets.POLICE_INCIDENTS);
        fields.put("offset", 35);
        fields.put("pageRows", 1000); // no rowBytes: the header of the format before
        JsonNode page = ok(lambda.callTool("query_datasf", Map.of("cursor", CursorMint.mint(fields, SECRET))));
        assertTrue(page.at("/source/soql").asText().endsWith(" LIMIT 1001 OFFSET 35"), page::toString);
        assertEquals("bytes", page.get("truncated_reason").asText());
        int count = page.get("count").asInt();
        JsonNode next = ok(lambda.callTool(
                "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        String ran = next.at("/source/soql").asText();
        assertTrue(ran.endsWith(" OFFSET " + (35 + count)), ran);
        int limit = Integer.parseInt(ran.replaceAll(".* LIMIT (\\d+) OFFSET \\d+$", "$1"));
        int nextCount = next.get("count").asInt();
        assertTrue(limit > nextCount && limit <= nextCount * 9 / 8 + 3, () -> "LIMIT " + limit + " for " + nextCount);
        List<String> ids = new ArrayList<>();
        page.get("data").forEach(row -> ids.add(row.get("row_id").asText()));
        next.get("data").forEach(row -> ids.add(row.get("row_id").asText()));
        assertEquals(ids.size(), new HashSet<>(ids).size(), "no row comes twice");
    }
}
