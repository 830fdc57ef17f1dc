package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** count_rows, distinct_values and aggregate through the Lambda handler: success and error paths. */
@LambdaTest
class SummaryToolsTest {

    private static final String BIKES = "uczf-rk3c";
    private final FakeSocrata socrata;
    private final LambdaHarness lambda;
    private static JsonNode rows;

    SummaryToolsTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void readRows() {
        rows = LambdaHarness.read(FakeSocrata.resource("rows/uczf-rk3c.json"));
    }

    private static long rowsWhere(String field, String value) {
        long n = 0;
        for (JsonNode row : rows) {
            n += value.equals(row.path(field).asText(null)) ? 1 : 0;
        }
        return n;
    }

    @Test
    void countRowsWithoutConditionUsesTheCachedSchema() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        int before = socrata.requests().size();
        JsonNode out = ok(lambda.callTool("count_rows", Map.of("dataset_id", BIKES)));
        assertEquals(2000, out.get("count").asLong());
        assertEquals(before, socrata.requests().size(), "no upstream call on a cached schema");
        assertEquals("Bicycle Counts", out.at("/source/dataset_name").asText());
    }

    @Test
    void countRowsWithAConditionCountsUpstreamAndCorrectsColumns() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode out = ok(lambda.callTool("count_rows", Map.of("dataset_id", BIKES, "where", "statsu = '0'")));
        assertEquals(rowsWhere("status", "0"), out.get("count").asLong());
        assertEquals("status = '0'", out.get("where").asText());
        assertEquals("statsu", out.at("/corrections/0/original").asText());
        assertTrue(out.at("/source/soql").asText().startsWith("SELECT count(*) AS row_count WHERE status"));
    }

    @Test
    void countRowsCarriesSocratasMessageOnABadCondition() {
        ok(lambda.callTool("get_schema", Map.of("dataset_id", BIKES)));
        JsonNode err = error(lambda.callTool("count_rows", Map.of("dataset_id", BIKES, "where", "bogus = ")));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Could not parse SoQL query"));
    }

    @Test
    void distinctValuesAreMostFrequentFirstWithCounts() {
        JsonNode out = ok(lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "status")));
        assertEquals("status", out.get("column").asText());
        JsonNode values = out.get("values");
        assertTrue(values.size() >= 1);
        long previous = Long.MAX_VALUE;
        long total = 0;
        for (JsonNode value : values) {
            assertTrue(value.get("count").asLong() <= previous);
            previous = value.get("count").asLong();
            total += previous;
            assertEquals(
                    rowsWhere("status", value.get("value").asText()),
                    value.get("count").asLong());
        }
        assertEquals(2000, total);
        assertFalse(out.get("truncated").asBoolean());
        assertTrue(out.at("/source/soql").asText().contains("GROUP BY status ORDER BY count DESC"));
    }

    @Test
    void distinctValuesCorrectsTheColumnAndTruncatesToTheLimit() {
        JsonNode out =
                ok(lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "Date", "limit", 3)));
        assertEquals("date", out.get("column").asText());
        assertEquals(3, out.get("count").asInt());
        assertTrue(out.get("truncated").asBoolean());
        JsonNode typo = ok(lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "statsu")));
        assertEquals("status", typo.get("column").asText());
        assertEquals("statsu", typo.at("/corrections/0/original").asText());
    }

    @Test
    void distinctValuesOfAnUnknownColumnSuggestsRealOnes() {
        JsonNode err = error(lambda.callTool("distinct_values", Map.of("dataset_id", BIKES, "column", "neighborhood")));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().startsWith("Invalid column"), err.toString());
        assertEquals(
                0,
                socrata.requests().stream()
                        .filter(r -> r.path().startsWith("/resource/")
                                && r.query().get("$query").contains("GROUP BY"))
                        .count(),
                "no query with an unknown column");
    }

    @Test
    void distinctValuesOfAMissingDatasetIsNotFound() {
        assertEquals(
                "not_found",
                error(lambda.callTool("distinct_values", Map.of("dataset_id", "zzzz-zzzz", "column", "x")))
                        .get("error_type")
                        .asText());
    }

    @Test
    void aggregateGroupsAndSumsWithSafelyBuiltSoql() {
        JsonNode out = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        BIKES,
                        "group_by",
                        List.of("status"),
                        "metrics",
                        List.of(Map.of("fn", "count"), Map.of("fn", "sum", "column", "counts")))));
        assertEquals(
                "SELECT status, count(*) AS count, sum(counts) AS sum_counts GROUP BY status ORDER BY count DESC, status LIMIT 101",
                out.at("/source/soql").asText());
        long total = 0;
        for (JsonNode row : out.get("rows")) {
            total += row.get("count").asLong();
            assertTrue(row.has("sum_counts"));
        }
        assertEquals(2000, total);
    }

    @Test
    void aggregateResolvesDisplayNamesOrdersAndFilters() {
        JsonNode out = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        BIKES,
                        "group_by",
                        List.of("Status"),
                        "metrics",
                        List.of(Map.of("fn", "max", "column", "counts")),
                        "where",
                        "status = '0'",
                        "order_by",
                        "max_counts asc",
                        "limit",
                        5)));
        assertEquals(
                "SELECT status, max(counts) AS max_counts WHERE status = '0' GROUP BY status ORDER BY max_counts ASC, status LIMIT 6",
                out.at("/source/soql").asText());
        assertEquals(1, out.get("count").asInt());
    }

    @Test
    void aggregateRejectsWhatWouldNotRun() {
        JsonNode textSum = error(lambda.callTool(
                "aggregate", Map.of("dataset_id", BIKES, "metrics", List.of(Map.of("fn", "avg", "column", "date")))));
        assertTrue(textSum.get("error").asText().contains("numeric"), textSum.toString());
        JsonNode badOrder = error(lambda.callTool(
                "aggregate", Map.of("dataset_id", BIKES, "group_by", List.of("status"), "order_by", "popularity")));
        assertTrue(badOrder.get("error").asText().startsWith("Invalid order_by"), badOrder.toString());
        JsonNode badFn = error(lambda.callTool(
                "aggregate",
                Map.of("dataset_id", BIKES, "metrics", List.of(Map.of("fn", "median", "column", "counts")))));
        assertEquals("validation", badFn.get("error_type").asText());
        JsonNode unknownGroup =
                error(lambda.callTool("aggregate", Map.of("dataset_id", BIKES, "group_by", List.of("colour"))));
        assertTrue(unknownGroup.get("error").asText().startsWith("Invalid group_by"), unknownGroup.toString());
        JsonNode sumWithoutColumn = error(
                lambda.callTool("aggregate", Map.of("dataset_id", BIKES, "metrics", List.of(Map.of("fn", "sum")))));
        assertTrue(sumWithoutColumn.get("error").asText().contains("needs a column"));
    }

    @Test
    void aggregateWithoutGroupsIsOneRow() {
        JsonNode out = ok(lambda.callTool(
                "aggregate",
                Map.of(
                        "dataset_id",
                        BIKES,
                        "metrics",
                        List.of(Map.of("fn", "min", "column", "counts"), Map.of("fn", "max", "column", "counts")))));
        assertEquals(1, out.get("count").asInt());
        assertEquals(
                "SELECT min(counts) AS min_counts, max(counts) AS max_counts LIMIT 101",
                out.at("/source/soql").asText());
    }
}
