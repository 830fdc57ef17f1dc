package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import datasf.mcp.support.soql.SoqlEngine;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A page asks Socrata for about as many rows as the answer's byte budget holds, not for
 * {@code max_rows} of them: walking a wide {@code SELECT *} pulls a small multiple of the bytes
 * it answers, pages stay full, and every row comes once. The fake Socrata counts the bytes of
 * every body it sends ({@link FakeSocrata#served()}); the police incidents' rows are about 875
 * bytes each as JSON, so a 32 KiB answer holds about 35 of them, where a page used to pull 1,001
 * (28 times the bytes it answered). Through the Lambda handler.
 */
@LambdaTest
class BudgetSizedPullsTest {

    private static final String POLICE = DataSfDatasets.POLICE_INCIDENTS;
    private static final int BUDGET = 32768;
    private static final String GROUPS =
            "incident_description, incident_subcategory, resolution, police_district, " + "analysis_neighborhood";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    BudgetSizedPullsTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** What a walk of some pages answered (each page's rows as a key) and what it pulled for that. */
    private record Walk(List<String> rows, List<JsonNode> pages, long answeredBytes, long pulledBytes) {
        double ratio() {
            return (double) pulledBytes / answeredBytes;
        }

        String figures() {
            return rows.size() + " rows in " + pages.size() + " pages: pulled " + pulledBytes + " bytes to answer "
                    + answeredBytes + String.format(" (%.2fx)", ratio());
        }
    }

    /** Up to {@code pages} pages from a query_datasf call on, following next_cursor; {@code key} names a JSON row. */
    private Walk walk(Map<String, Object> first, int pages, Function<JsonNode, String> key) {
        return walk("query_datasf", first, pages, key);
    }

    /** Up to {@code pages} pages from a call of {@code tool} on, following next_cursor. */
    private Walk walk(String tool, Map<String, Object> first, int pages, Function<JsonNode, String> key) {
        List<JsonNode> answers = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        long answered = 0;
        JsonNode page = ok(lambda.callTool(tool, first));
        while (true) {
            answers.add(page);
            answered += rows(page, key, rows);
            if (answers.size() == pages || !page.has("next_cursor")) {
                break;
            }
            page = ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        }
        long pulled = socrata.served().stream()
                .filter(s -> s.request().path().equals("/resource/" + POLICE + ".json"))
                .filter(s -> !s.request().query().getOrDefault("$query", "").contains("AS row_count"))
                .mapToLong(FakeSocrata.Served::bodyBytes)
                .sum();
        return new Walk(rows, answers, answered, pulled);
    }

    /** Adds the page's row keys to {@code rows}; returns the bytes its rows take in the answer. */
    private static long rows(JsonNode page, Function<JsonNode, String> key, List<String> rows) {
        if (page.has("csv")) {
            String csv = page.get("csv").asText();
            List<String> lines = List.of(csv.split("\n"));
            int rowId = List.of(lines.get(0).split(",")).indexOf("row_id");
            // no value before row_id holds a comma (dates, times, a year, a weekday)
            lines.subList(1, lines.size()).forEach(line -> rows.add(line.split(",")[rowId]));
            return csv.getBytes(StandardCharsets.UTF_8).length;
        }
        JsonNode data = page.has("rows") ? page.get("rows") : page.get("data"); // aggregate's, query_datasf's
        data.forEach(row -> rows.add(key.apply(row)));
        return LambdaHarness.write(data).getBytes(StandardCharsets.UTF_8).length;
    }

    /**
     * The walks of every row order by {@link #ROW_ORDER}: the fake's {@code :id}s are not all
     * distinct (as the reference fake's: 60 of the police incidents' repeat), and it gives tied rows
     * in another order at every OFFSET, so pages over {@code :id} alone can repeat or skip a row
     * wherever a page ends within a tie; {@code row_id} is unique.
     */
    private static final String ROW_ORDER = " ORDER BY row_id";

    /** The first {@code count} row ids in {@link #ROW_ORDER}, as one unpaged query gives them. */
    private static Set<String> firstRowIds(int count) {
        Set<String> ids = new TreeSet<>();
        SoqlEngine.query(DataSfDatasets.dataset(POLICE), "SELECT row_id" + ROW_ORDER + " LIMIT " + count)
                .rows()
                .forEach(row -> ids.add(String.valueOf(row.get("row_id"))));
        return ids;
    }

    private static Map<String, Object> arguments(String soql, String format) {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("dataset_id", POLICE);
        arguments.put("soql", soql);
        arguments.put("format", format);
        return arguments;
    }

    private static void assertEachOnce(List<String> rows) {
        assertEquals(rows.size(), new HashSet<>(rows).size(), "no row comes twice");
    }

    /** Every page but the last holds about what the budget allows: fewer pulls never mean emptier pages. */
    private static void assertFull(Walk walk) {
        for (JsonNode page : walk.pages().subList(0, walk.pages().size() - 1)) {
            long bytes = LambdaHarness.write(page).getBytes(StandardCharsets.UTF_8).length;
            assertTrue(bytes > 0.9 * BUDGET, () -> "a page of " + bytes + " bytes: " + walk.figures());
            assertEquals("bytes", page.get("truncated_reason").asText());
        }
    }

    /** Five full pages, each row once, pulled for at most three times the bytes they answer. */
    private static void assertFivePagesPullingAtMostThrice(Walk walk) {
        assertEquals(5, walk.pages().size());
        assertEachOnce(walk.rows());
        assertFull(walk);
        assertTrue(walk.ratio() <= 3, walk::figures);
    }

    /** Five pages of {@code SELECT *} with 1000 rows a page allowed; rows named by their row_id. */
    private Walk selectStar(String format) {
        Map<String, Object> first = arguments("SELECT *" + ROW_ORDER, format);
        first.put("max_rows", 1000);
        Walk walk = walk(first, 5, row -> row.get("row_id").asText());
        assertEquals(firstRowIds(walk.rows().size()), new TreeSet<>(walk.rows()), "the rows from the start");
        return walk;
    }

    @Test
    void walkingFivePagesOfAWideSelectStarPullsAtMostThreeTimesWhatItAnswers() {
        assertFivePagesPullingAtMostThrice(selectStar("json"));
    }

    /** A CSV row takes about half the bytes of the JSON object Socrata sends for it: 2.4 times. */
    @Test
    void csvPagesAreSizedByTheirOwnRowsAndFitTheBudget() {
        assertFivePagesPullingAtMostThrice(selectStar("csv"));
    }

    @Test
    void anAggregatedQueryWithItsDefaultRowsPullsAboutWhatItAnswers() {
        String soql = "SELECT " + GROUPS + ", count(*) AS n GROUP BY " + GROUPS + " ORDER BY n DESC";
        assertFivePagesPullingAtMostThrice(walk(arguments(soql, "json"), 5, JsonNode::toString));
    }

    @Test
    void aggregatesPagesAreSizedToo() {
        Map<String, Object> first = new HashMap<>();
        first.put("dataset_id", POLICE);
        first.put("group_by", List.of(GROUPS.split(", ")));
        first.put("limit", 1000);
        assertFivePagesPullingAtMostThrice(walk("aggregate", first, 5, JsonNode::toString));
    }

    @Test
    void aPageAfterTheFirstAsksForTheRowsTheBudgetHolds() {
        Map<String, Object> first = arguments("SELECT *", "json");
        first.put("max_rows", 1000);
        JsonNode page = ok(lambda.callTool("query_datasf", first));
        JsonNode second = ok(lambda.callTool(
                "query_datasf", Map.of("cursor", page.get("next_cursor").asText())));
        String ran = second.at("/source/soql").asText();
        int limit = Integer.parseInt(ran.replaceAll(".* LIMIT (\\d+) OFFSET \\d+$", "$1"));
        int count = second.get("count").asInt();
        // the rows that fit, an eighth more, and one to know whether more exist
        assertTrue(limit > count && limit <= count * 9 / 8 + 3, () -> "LIMIT " + limit + " for " + count + " rows");
    }
}
