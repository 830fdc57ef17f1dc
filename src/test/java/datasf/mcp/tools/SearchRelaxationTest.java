package datasf.mcp.tools;

import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * search_datasf through the Lambda handler against the fake's Discovery API over the recorded
 * DataSF catalog, which matches as Socrata does ({@code min_should_match} default {@code 3<60%}:
 * every word of a short query): a phrasing that matches nothing as written, or too little, is
 * asked once more matching any word, the exact matches first, and the answer says what was
 * relaxed; one that matches enough keeps today's answer and costs one request.
 */
@LambdaTest
class SearchRelaxationTest {

    private static final String CATALOG = "/api/catalog/v1";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    SearchRelaxationTest(FakeSocrata socrata, LambdaHarness lambda) {
        this.socrata = socrata;
        this.lambda = lambda;
    }

    @BeforeAll
    static void serveTheDataSfCatalog(FakeSocrata socrata) {
        socrata.serveDataSfCatalog();
    }

    private JsonNode search(String query) {
        return ok(lambda.callTool("search_datasf", Map.of("query", query)));
    }

    /** The Discovery searches the call made, each as its min_should_match (null: the API's default). */
    private List<String> searches() {
        List<String> sent = new ArrayList<>();
        socrata.requests().stream()
                .filter(r -> r.path().equals(CATALOG))
                .forEach(r -> sent.add(r.query().get("min_should_match")));
        return sent;
    }

    private static List<String> ids(JsonNode answer) {
        List<String> ids = new ArrayList<>();
        answer.get("results").forEach(r -> ids.add(r.get("id").asText()));
        return ids;
    }

    @Test
    void aPhrasingThatMatchesNothingAsWrittenGetsResultsMatchingSomeWordsAndSaysSo() {
        JsonNode answer = search("vehicle burglary");

        assertEquals(java.util.Arrays.asList(null, "1"), searches(), "as written, then any word");
        assertTrue(ids(answer).subList(0, 3).contains(DataSfDatasets.POLICE_INCIDENTS), answer::toString);
        assertEquals(answer.get("results").size(), answer.get("count").asInt());
        assertTrue(
                answer.get("message")
                        .asText()
                        .startsWith("No dataset matched every word of \"vehicle burglary\"; these match some of them"),
                answer::toString);
    }

    @Test
    void theMessageNamesTheWordsNoneOfTheLooserResultsMentions() {
        JsonNode answer = search("homeless encampments");

        assertEquals(DataSfDatasets.CASES_311, ids(answer).get(0), answer::toString);
        assertEquals(
                "No dataset matched every word of \"homeless encampments\"; these match some of them "
                        + "(none mentions \"homeless\").",
                answer.get("message").asText());
    }

    @Test
    void aPhrasingThatMatchesEnoughKeepsTodaysResultsWithOneRequest() {
        JsonNode answer = search("police incidents");

        assertEquals(java.util.Collections.singletonList(null), searches(), "no second request");
        assertEquals(List.of(DataSfDatasets.POLICE_INCIDENTS, "tmnf-yvry", "2zdj-bwza"), ids(answer));
        assertEquals(3, answer.get("total_matches").asLong());
        assertFalse(answer.has("message"), answer::toString);
    }

    @Test
    void aThinAnswerKeepsItsExactMatchesFirstAndAddsTheLooserOnes() throws Exception {
        List<String> exact = exactMatches("tree planting");
        List<String> looser = exactMatches("tree");

        JsonNode answer = search("tree planting");

        assertEquals(java.util.Arrays.asList(null, "1"), searches());
        assertEquals(List.of(DataSfDatasets.STREET_TREES), exact, "one dataset matches every word");
        assertEquals(exact, ids(answer).subList(0, 1), "the exact match stays first");
        assertTrue(ids(answer).containsAll(looser), () -> "and datasets of one word follow: " + answer);
        assertTrue(
                answer.get("message")
                        .asText()
                        .startsWith("Only the first result matched every word of \"tree planting\"; the others match "
                                + "some of them"),
                answer::toString);
    }

    /** The datasets the fake's Discovery API matches with every word, asked directly. */
    private List<String> exactMatches(String query) throws Exception {
        java.net.URI uri = java.net.URI.create(
                socrata.discoveryUrl() + "?only=dataset&domains=127.0.0.1&search_context=127.0.0.1&q="
                        + java.net.URLEncoder.encode(query, java.nio.charset.StandardCharsets.UTF_8));
        String body = java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(uri).build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString())
                .body();
        List<String> ids = new ArrayList<>();
        LambdaHarness.read(body)
                .get("results")
                .forEach(r -> ids.add(r.at("/resource/id").asText()));
        socrata.reset();
        return ids;
    }

    @Test
    void twoExactMatchesAreAChoiceAndCostNoSecondRequest() {
        JsonNode answer = search("street trees");

        assertEquals(java.util.Collections.singletonList(null), searches());
        assertEquals(2, answer.get("count").asInt(), answer::toString);
        assertFalse(answer.has("message"), answer::toString);
    }

    @Test
    void anAnswerAsThinAsTheLimitAskedForIsEnough() {
        JsonNode answer = ok(lambda.callTool("search_datasf", Map.of("query", "tree planting", "limit", 1)));

        assertEquals(java.util.Collections.singletonList(null), searches(), "one asked, one found: no second request");
        assertEquals(List.of(DataSfDatasets.STREET_TREES), ids(answer));
        assertFalse(answer.has("message"), answer::toString);
    }

    @Test
    void aOneWordQueryIsNeverRelaxed() {
        JsonNode answer = search("unicorns");

        assertEquals(java.util.Collections.singletonList(null), searches(), "one word: nothing to loosen");
        assertEquals(0, answer.get("count").asInt());
        assertTrue(answer.get("message").asText().startsWith("No datasets matched \"unicorns\""), answer::toString);
    }

    @Test
    void stopWordsDoNotCountAsWordsToLoosen() {
        search("the unicorns");

        assertEquals(java.util.Collections.singletonList(null), searches(), "\"the\" is no word to match");
    }

    @Test
    void whenNoWordMatchesTheAnswerSaysSoAfterOneMoreRequest() {
        JsonNode answer = search("car break-ins");

        assertEquals(java.util.Arrays.asList(null, "1"), searches());
        assertEquals(0, answer.get("count").asInt());
        assertTrue(
                answer.get("message")
                        .asText()
                        .startsWith("No datasets matched \"car break-ins\", not even one of its words"),
                answer::toString);
    }

    @Test
    void whenTheLooserRequestFailsTheExactAnswerStands() {
        // the first search finds nothing; every later request fails (retries included)
        String empty = "{\"results\":[],\"resultSetSize\":0,\"timings\":{\"serviceMillis\":4},\"warnings\":[]}";
        socrata.script(CATALOG, Response.json(200, empty));
        for (int i = 0; i < 10; i++) {
            socrata.script(CATALOG, Response.json(500, FakeSocrata.resource("errors/internal-error.json")));
        }

        JsonNode result = lambda.callTool("search_datasf", Map.of("query", "vehicle burglary"));

        JsonNode answer = ok(result);
        assertEquals(0, answer.get("count").asInt());
        assertTrue(
                answer.get("message").asText().startsWith("No datasets matched \"vehicle burglary\""),
                answer::toString);
        assertNull(searches().get(0));
        assertTrue(searches().subList(1, searches().size()).stream().allMatch("1"::equals), searches()::toString);
    }
}
