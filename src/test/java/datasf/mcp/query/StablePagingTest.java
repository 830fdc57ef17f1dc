package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Paging over answers whose order leaves ties returns every group (and row) exactly once. The fake
 * Socrata gives tied rows in another order at every OFFSET, as real Socrata may; building permits
 * per street have many streets with the same count. aggregate writes its own tie-breakers;
 * query_datasf sends the query as written and breaks ties only once the answer needs more pages,
 * and {@code source.soql} always shows the query that ran. Through the Lambda handler.
 */
@LambdaTest
class StablePagingTest {

    private static final String PERMITS = DataSfDatasets.BUILDING_PERMITS;
    private static final String BY_COUNT = "SELECT street_name, count(*) AS n GROUP BY street_name ORDER BY n DESC";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    StablePagingTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    /** Every page from {@code first} on, following next_cursor; each page's answer is kept. */
    private List<JsonNode> pages(JsonNode first) {
        List<JsonNode> pages = new ArrayList<>(List.of(first));
        while (pages.get(pages.size() - 1).has("next_cursor")) {
            assertTrue(pages.size() < 100, "the walk ends");
            String cursor = pages.get(pages.size() - 1).get("next_cursor").asText();
            pages.add(ok(lambda.callTool("query_datasf", Map.of("cursor", cursor))));
        }
        return pages;
    }

    private static List<JsonNode> rows(List<JsonNode> pages, String rowsField) {
        List<JsonNode> rows = new ArrayList<>();
        pages.get(0).get(rowsField).forEach(rows::add);
        pages.subList(1, pages.size()).forEach(page -> page.get("data").forEach(rows::add));
        return rows;
    }

    /** Permits per street as the data holds them, counted without paging. */
    private static Map<String, Long> permitsPerStreet() {
        return DataSfDatasets.dataset(PERMITS).rows().stream()
                .collect(Collectors.groupingBy(
                        r -> String.valueOf(r.get("street_name")), TreeMap::new, Collectors.counting()));
    }

    /** Each group's count by street, failing on a street that comes twice. */
    private static Map<String, Long> byStreet(List<JsonNode> rows, String countField) {
        Map<String, Long> counts = new TreeMap<>();
        for (JsonNode row : rows) {
            String street = row.path("street_name").asText("null");
            Long before = counts.put(street, row.get(countField).asLong());
            assertEquals(null, before, "each street once: " + street);
        }
        return counts;
    }

    private JsonNode query(String soql, int maxRows) {
        return ok(lambda.callTool("query_datasf", Map.of("dataset_id", PERMITS, "soql", soql, "max_rows", maxRows)));
    }

    @Test
    void aggregatePagesOverEqualCountsGiveEveryGroupOnce() {
        JsonNode first = ok(lambda.callTool(
                "aggregate", Map.of("dataset_id", PERMITS, "group_by", List.of("street_name"), "limit", 7)));
        assertTrue(first.at("/source/soql").asText().contains("ORDER BY count DESC, street_name"), first::toString);
        assertEquals(permitsPerStreet(), byStreet(rows(pages(first), "rows"), "count"));
    }

    @Test
    void aggregateOrderedByAGroupColumnBreaksTiesWithTheOthers() {
        JsonNode first = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        PERMITS,
                        "group_by",
                        List.of("zipcode", "street_name"),
                        "order_by",
                        "zipcode desc",
                        "limit",
                        9)));
        String soql = first.at("/source/soql").asText();
        assertTrue(soql.contains("ORDER BY zipcode DESC, street_name LIMIT"), soql);
        List<JsonNode> rows = rows(pages(first), "rows");
        assertEquals(
                rows.size(),
                rows.stream()
                        .map(r -> r.path("zipcode").asText() + "/"
                                + r.path("street_name").asText())
                        .distinct()
                        .count(),
                "each group once");
    }

    @Test
    void aGroupedQueryPagedOverTiesGivesEveryGroupOnceAndSaysWhatRan() {
        List<JsonNode> pages = pages(query(BY_COUNT, 7));
        assertEquals(permitsPerStreet(), byStreet(rows(pages, "data"), "n"));
        for (JsonNode page : pages.subList(1, pages.size())) {
            assertTrue(page.at("/source/soql").asText().startsWith(BY_COUNT + ", street_name LIMIT "), page::toString);
        }
    }

    @Test
    void aGroupedQueryWithoutOrderIsPagedInTheGroupKeysOrder() {
        String unordered = "SELECT street_name, count(*) AS n GROUP BY street_name";
        List<JsonNode> pages = pages(query(unordered, 7));
        assertEquals(permitsPerStreet(), byStreet(rows(pages, "data"), "n"));
        assertEquals(
                unordered + " ORDER BY street_name LIMIT 8",
                pages.get(0).at("/source/soql").asText(),
                "the first page was fetched again in a total order, and says so");
    }

    @Test
    void aPageEndingBetweenDifferentCountsIsNotFetchedAgain() {
        // the most permits on one street are 13, then three streets have 12
        JsonNode first = query(BY_COUNT, 1);
        assertEquals(BY_COUNT + " LIMIT 2", first.at("/source/soql").asText(), "sent as written");
        assertEquals(1, socrata.toolRequests().size(), "one request");
        JsonNode second = ok(lambda.callTool(
                "query_datasf", Map.of("cursor", first.get("next_cursor").asText())));
        assertEquals(
                BY_COUNT + ", street_name LIMIT 2 OFFSET 1",
                second.at("/source/soql").asText());
    }

    @Test
    void aPageEndingWithinATieIsFetchedAgainInATotalOrder() {
        JsonNode first = query(BY_COUNT, 2);
        assertEquals(
                BY_COUNT + ", street_name LIMIT 3", first.at("/source/soql").asText());
        List<String> sent = socrata.toolRequests().stream()
                .map(r -> r.query().get("$query"))
                .toList();
        assertEquals(List.of(BY_COUNT + " LIMIT 3", BY_COUNT + ", street_name LIMIT 3"), sent);
    }

    @Test
    void aGroupedAnswerOnOnePageIsSentAsWritten() {
        JsonNode all = query(BY_COUNT, 1000);
        assertFalse(all.has("next_cursor"));
        assertTrue(all.at("/source/soql").asText().matches(Pattern.quote(BY_COUNT) + " LIMIT \\d+"), all::toString);
        assertEquals(1, socrata.toolRequests().size());
    }

    @Test
    void rawRowsOrderedWithTiesArePagedWithIdAsTheTieBreaker() {
        String soql = "SELECT permit_number, street_name ORDER BY street_name";
        List<JsonNode> pages = pages(query(soql, 40));
        List<JsonNode> rows = rows(pages, "data");
        Set<String> permits =
                rows.stream().map(r -> r.get("permit_number").asText()).collect(Collectors.toSet());
        assertEquals(DataSfDatasets.dataset(PERMITS).rows().size(), rows.size());
        assertEquals(rows.size(), permits.size(), "each row once");
        assertTrue(pages.get(1).at("/source/soql").asText().startsWith(soql + ", :id LIMIT"), pages.get(1)::toString);
    }

    @Test
    void maxRowsPassedWithTheCursorKeepsTheTotalOrder() {
        JsonNode first = query(BY_COUNT, 5);
        Map<String, Object> next =
                new HashMap<>(Map.of("cursor", first.get("next_cursor").asText(), "max_rows", 11));
        List<JsonNode> pages = pages(ok(lambda.callTool("query_datasf", next)));
        List<JsonNode> rows = new ArrayList<>();
        first.get("data").forEach(rows::add);
        pages.forEach(page -> page.get("data").forEach(rows::add));
        assertEquals(permitsPerStreet(), byStreet(rows, "n"));
    }
}
