package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.catalog.DatasetSummary;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** search_datasf and list_datasf through the Lambda handler against the local fake Socrata. */
@LambdaTest
class DiscoveryToolsTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    DiscoveryToolsTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @Test
    void searchReturnsSummariesWithEveryField() {
        JsonNode out = ok(lambda.callTool("search_datasf", Map.of("query", "bus")));
        assertEquals(5, out.get("count").asInt(), "default limit is 5");
        assertEquals(5, out.get("results").size());
        assertEquals(882, out.get("total_matches").asLong());
        JsonNode first = out.at("/results/0");
        assertEquals("ez4e-fazm", first.get("id").asText());
        assertEquals("Bus Breakdown and Delays", first.get("name").asText());
        assertTrue(first.get("description").asText().length() <= DatasetSummary.MAX_DESCRIPTION + 1);
        assertEquals("Transportation", first.get("category").asText());
        assertEquals("2025-08-25T10:35:42.000Z", first.get("updated_at").asText());
        assertEquals(
                socrata.baseUrl() + "/d/ez4e-fazm",
                first.get("permalink").asText(),
                "the configured portal's page, as get_schema and every source name it");
        assertFalse(out.has("message"));
    }

    @Test
    void listedDatasetsLinkTheConfiguredPortalToo() {
        JsonNode out = ok(lambda.callTool("list_datasf", Map.of("limit", 3)));
        for (JsonNode result : out.get("results")) {
            assertEquals(
                    socrata.baseUrl() + "/d/" + result.get("id").asText(),
                    result.get("permalink").asText());
        }
    }

    @Test
    void searchAsksTheDiscoveryApiForThisPortalsDatasetsOnly() {
        lambda.callTool("search_datasf", Map.of("query", "bus stops", "limit", 3));
        FakeSocrata.Request request = socrata.requests().get(0);
        assertEquals("/api/catalog/v1", request.path());
        assertEquals("bus stops", request.query().get("q"));
        assertEquals("127.0.0.1", request.query().get("domains"), "domain derived from the base URL");
        assertEquals("127.0.0.1", request.query().get("search_context"));
        assertEquals("dataset", request.query().get("only"));
        assertEquals("3", request.query().get("limit"));
    }

    @Test
    void searchWithNoMatchSaysSoClearly() {
        JsonNode out = ok(lambda.callTool("search_datasf", Map.of("query", "nomatch unicorns")));
        assertEquals(0, out.get("count").asInt());
        assertEquals(0, out.get("results").size());
        assertTrue(out.get("message").asText().startsWith("No datasets matched"));
    }

    @Test
    void searchLimitAboveTheConfiguredMaxIsAValidationErrorWithoutUpstreamCall() {
        JsonNode err = error(lambda.callTool("search_datasf", Map.of("query", "bus", "limit", 21)));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("limit"));
        assertEquals(0, socrata.requests().size());
    }

    @Test
    void searchQueryRulesAreNamed() {
        JsonNode empty = error(lambda.callTool("search_datasf", Map.of("query", "")));
        assertTrue(empty.get("error").asText().contains("query"), empty.toString());
        JsonNode tooLong = error(lambda.callTool("search_datasf", Map.of("query", "x".repeat(501))));
        assertTrue(tooLong.get("error").asText().contains("query"), tooLong.toString());
        assertTrue(tooLong.get("error").asText().contains("500"), tooLong.toString());
    }

    @Test
    void listWithoutCategoryIsMostViewedAndNamesTheCategories() {
        JsonNode out = ok(lambda.callTool("list_datasf", Map.of()));
        assertEquals(10, out.get("count").asInt());
        assertTrue(out.get("order").asText().contains("page_views_last_month"));
        assertEquals(
                "page_views_last_month",
                socrata.requests().stream()
                        .filter(r -> r.path().equals("/api/catalog/v1"))
                        .findFirst()
                        .orElseThrow()
                        .query()
                        .get("order"));
        for (JsonNode result : out.get("results")) {
            assertTrue(result.has("category"), result.toString());
        }
        assertEquals("Public Safety", out.at("/categories/0/name").asText());
        assertTrue(out.at("/categories/0/count").asLong() > 0);
    }

    @Test
    void listByCategoryUsesThePortalsSpellingAndReturnsOnlyThatCategory() {
        JsonNode out = ok(lambda.callTool("list_datasf", Map.of("category", "transportation", "limit", 4)));
        assertEquals("Transportation", out.get("category").asText());
        assertEquals(4, out.get("count").asInt());
        for (JsonNode result : out.get("results")) {
            assertEquals("Transportation", result.get("category").asText());
        }
        FakeSocrata.Request request = socrata.requests().stream()
                .filter(r -> r.path().equals("/api/catalog/v1"))
                .findFirst()
                .orElseThrow();
        assertEquals("Transportation", request.query().get("categories"));
        assertEquals("127.0.0.1", request.query().get("search_context"), "domain categories need search_context");
    }

    @Test
    void unknownCategoryIsAValidationErrorListingTheRealOnes() {
        JsonNode err = error(lambda.callTool("list_datasf", Map.of("category", "Dragons")));
        assertEquals("validation", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("category"));
        assertTrue(err.get("error").asText().contains("Public Safety"));
    }

    @Test
    void categoriesAreFetchedOncePerInstance() {
        lambda.callTool("list_datasf", Map.of());
        lambda.callTool("list_datasf", Map.of("limit", 2));
        assertEquals(1, socrata.count("/api/catalog/v1/domain_categories"));
    }

    @Test
    void discoveryOutageIsAClassifiedError() {
        socrata.script(
                "/api/catalog/v1", FakeSocrata.Response.json(500, FakeSocrata.resource("errors/internal-error.json")));
        JsonNode err = error(lambda.callTool("search_datasf", Map.of("query", "bus")));
        assertEquals("api_error", err.get("error_type").asText());
        assertTrue(err.get("error").asText().contains("Internal error"), err.toString());
    }
}
