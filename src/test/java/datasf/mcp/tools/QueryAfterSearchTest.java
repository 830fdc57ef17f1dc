package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A query written from a search result's columns, without get_schema first, through the Lambda
 * handler: it gets every correction and hint a query after get_schema gets (the schema, not yet
 * cached, is fetched beside the query and used when Socrata refuses a name or a type), and the
 * schema is fetched once and then served from the cache.
 */
@LambdaTest
class QueryAfterSearchTest {

    private static final String INCIDENTS = DataSfDatasets.POLICE_INCIDENTS;

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    QueryAfterSearchTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void serveTheDataSfCatalog(FakeSocrata socrata) {
        socrata.serveDataSfCatalog();
    }

    private long viewsRequests() {
        return socrata.count("/api/views/");
    }

    @Test
    void aQueryStraightAfterASearchIsCorrectedWithTheSchemaFetchedOnce() {
        JsonNode found = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents")));
        assertEquals(INCIDENTS, found.at("/results/0/id").asText());
        String columns = found.at("/results/0/columns").asText();
        assertTrue(columns.contains("incident_category:text") && columns.contains("incident_year:text"), columns);

        // written from the columns, with a near-miss name and a number for a text column
        JsonNode answer = ok(lambda.callTool(
                "query_datasf",
                Map.of(
                        "dataset_id",
                        INCIDENTS,
                        "soql",
                        "SELECT incident_catagory, count(*) AS n WHERE incident_year = 2024 "
                                + "GROUP BY incident_catagory ORDER BY n DESC LIMIT 3")));

        String corrections = answer.get("corrections").toString();
        assertTrue(corrections.contains("incident_category"), corrections);
        assertTrue(corrections.contains("'2024'"), corrections);
        assertEquals(
                ok(lambda.callTool(
                                "query_datasf",
                                Map.of(
                                        "dataset_id",
                                        INCIDENTS,
                                        "soql",
                                        "SELECT incident_category, count(*) AS n WHERE incident_year = '2024' "
                                                + "GROUP BY incident_category ORDER BY n DESC LIMIT 3")))
                        .get("data"),
                answer.get("data"));
        assertEquals(1, viewsRequests(), "the schema is fetched once, then cached");

        lambda.callTool("count_rows", Map.of("dataset_id", INCIDENTS, "where", "police_district = 'Mission'"));
        assertEquals(1, viewsRequests(), "a later call finds it cached");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("datasf.mcp.tools.FlawedSoqlEndToEndTest#flawedQueries")
    void everyFlawedQueryGetsTheSameCorrectionsAndHintsWithoutTheSchemaAsWithIt(FlawedSoqlEndToEndTest.Flawed c) {
        JsonNode cold = advice(run(c)); // a fresh instance: nothing cached
        assertEquals(1, viewsRequests(), "the schema, fetched beside the query");
        lambda.clearCaches();
        socrata.reset();
        ok(lambda.callTool("get_schema", Map.of("dataset_id", c.dataset())));

        JsonNode warm = advice(run(c));

        assertEquals(atAnyRequestTime(warm), atAnyRequestTime(cold));
        assertEquals(1, viewsRequests(), "get_schema's fetch only: the query found it cached");
    }

    /**
     * The answer with each timestamp masked: a NOW() is computed when each call runs, and the two
     * calls may straddle a second.
     */
    private static String atAnyRequestTime(JsonNode answer) {
        return answer.toString().replaceAll("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d", "<request time>");
    }

    private JsonNode run(FlawedSoqlEndToEndTest.Flawed c) {
        if (c.tool().equals("count")) {
            return lambda.callTool("count_rows", Map.of("dataset_id", c.dataset(), "where", c.written()));
        }
        return lambda.callTool("query_datasf", new HashMap<>(Map.of("dataset_id", c.dataset(), "soql", c.written())));
    }

    /**
     * What the LLM is told about its query: the error or rows, the corrections, ambiguities, hints
     * and message. An error with Socrata's code is told by that code: with the schema cached, a
     * query the checker is sure Socrata refuses is refused before it is sent, in Socrata's terms;
     * without, by Socrata; the code and the hints are the same.
     */
    private static JsonNode advice(JsonNode result) {
        JsonNode body = result.path("isError").asBoolean()
                ? LambdaHarness.read(result.at("/content/0/text").asText())
                : result.get("structuredContent");
        ObjectNode advice = LambdaHarness.read("{}").deepCopy();
        for (String field :
                List.of("error", "error_type", "corrections", "ambiguities", "hints", "message", "data", "count")) {
            if (body.has(field)) {
                advice.set(field, body.get(field));
            }
        }
        Matcher code = SOQL_ERROR.matcher(body.path("error").asText());
        if (code.find()) {
            advice.put("error", code.group());
            advice.remove("error_type");
        }
        return advice;
    }

    private static final Pattern SOQL_ERROR = Pattern.compile("query\\.soql\\.[a-z-]+");
}
