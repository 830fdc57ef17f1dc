package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * DataSF's datasets are federated in the Discovery API: {@code domains} alone finds only the few
 * that are not (4 of 28 in the fake, about 4 of 666 on the real API), so every catalog request
 * (search, list, a category, the categories) must name the portal's domain in
 * {@code search_context} too. Through the Lambda handler against the fake, which plays that.
 */
@LambdaTest
class FederatedDiscoveryTest {

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    FederatedDiscoveryTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeEach
    void catalog() {
        socrata.serveDataSfCatalog();
    }

    @Test
    void withoutSearchContextTheFakeFindsOnlyTheFourDatasetsThatAreNotFederated() throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(socrata.discoveryUrl() + "?domains=127.0.0.1&only=dataset"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(4, LambdaHarness.read(answer.body()).get("resultSetSize").asInt());
    }

    @Test
    void searchFindsTheFederatedDatasets() {
        JsonNode out = ok(lambda.callTool("search_datasf", Map.of("query", "police incidents")));
        assertEquals("wg3w-h783", out.at("/results/0/id").asText(), out.toString());
        assertTrue(out.get("total_matches").asLong() > 1, out.toString());
        assertEveryCatalogRequestNamesThePortalTwice();
    }

    @Test
    void listFindsMoreThanTheDatasetsThatAreNotFederatedAndSoDoesACategory() {
        JsonNode all = ok(lambda.callTool("list_datasf", Map.of("limit", 10)));
        assertEquals(10, all.get("count").asInt(), all.toString());
        JsonNode safety = ok(lambda.callTool("list_datasf", Map.of("category", "Public Safety", "limit", 10)));
        List<String> ids = new ArrayList<>();
        safety.get("results").forEach(r -> ids.add(r.get("id").asText()));
        assertTrue(ids.containsAll(List.of("wg3w-h783", "nuek-vuh3")), ids.toString());
        assertTrue(all.get("categories").size() > 5, "the portal's categories: " + all.get("categories"));
        assertEveryCatalogRequestNamesThePortalTwice();
    }

    private void assertEveryCatalogRequestNamesThePortalTwice() {
        List<FakeSocrata.Request> catalog = socrata.requests().stream()
                .filter(r -> r.path().startsWith("/api/catalog/v1"))
                .toList();
        assertTrue(!catalog.isEmpty());
        for (FakeSocrata.Request request : catalog) {
            assertEquals("127.0.0.1", request.query().get("domains"), request.toString());
            assertEquals("127.0.0.1", request.query().get("search_context"), request.toString());
        }
    }
}
