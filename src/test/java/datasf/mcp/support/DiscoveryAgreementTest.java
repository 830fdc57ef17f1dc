package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Java fake's Discovery API ({@link DataSfCatalog}, on with {@link FakeSocrata#serveDataSfCatalog()})
 * and the reference fake's answer the same requests (src/test/resources/socrata/discovery-agreement.txt:
 * keywords with and without {@code min_should_match} in each of its formats, filters, orders,
 * paging, the portal's categories, and bad parameters) alike: the same status, the same datasets
 * in the same order with the same total, the same categories and counts, the same error message.
 * Both are real servers here, asked over HTTP; where the reference cannot run, the comparisons are
 * skipped ({@link ReferenceFake}).
 */
class DiscoveryAgreementTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static ReferenceFake reference;
    private static FakeSocrata fake;

    @BeforeAll
    static void startBoth() throws IOException {
        reference = ReferenceFake.start();
        fake = FakeSocrata.start().serveDataSfCatalog();
    }

    @AfterAll
    static void stopBoth() throws InterruptedException {
        fake.close();
        reference.close();
    }

    static List<String> corpus() throws IOException {
        try (InputStream in = DiscoveryAgreementTest.class.getResourceAsStream("/socrata/discovery-agreement.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .toList();
        }
    }

    @Test
    void theCorpusCoversKeywordsEveryMinShouldMatchFormFiltersOrdersPagingAndCategories() throws IOException {
        String all = String.join("\n", corpus());
        for (String part : List.of(
                "min_should_match=1\n",
                "min_should_match=-1",
                "min_should_match=50%",
                "min_should_match=-25%",
                "min_should_match=2<-1",
                "min_should_match=abc",
                "categories=",
                "tags=",
                "order=",
                "offset=",
                "only=",
                "/domain_categories")) {
            assertTrue(all.contains(part), "the corpus has a request with " + part);
        }
        assertTrue(corpus().size() >= 50, "requests: " + corpus().size());
    }

    /** Tagged "reference": run where the reference fake is (FakeSocrataAgreementTest says how). */
    @TestFactory
    @Tag("reference")
    Stream<DynamicTest> bothFakesAnswerEveryDiscoveryRequestAlike() throws IOException {
        reference.assume();
        return corpus().stream().map(line -> DynamicTest.dynamicTest(line, () -> assertAgree(line)));
    }

    private static void assertAgree(String line) throws IOException, InterruptedException {
        Answer expected = ask(reference.url(), line);
        Answer actual = ask(fake.baseUrl(), line);
        assertEquals(
                expected.status(),
                actual.status(),
                () -> "status; reference said " + expected.body() + "\njava said " + actual.body());
        assertEquals(summary(expected.json()), summary(actual.json()), () -> "java said " + actual.body());
    }

    /** What must agree: the error, or the ids in order with the total, or the categories with counts. */
    private static String summary(JsonNode answer) {
        if (answer.has("error")) {
            return "error: " + answer.get("error").asText();
        }
        List<String> items = new ArrayList<>();
        for (JsonNode result : answer.path("results")) {
            items.add(
                    result.has("resource")
                            ? result.at("/resource/id").asText()
                            : result.path("domain_category").asText() + "="
                                    + result.path("count").asLong());
        }
        return items
                + (answer.has("resultSetSize")
                        ? " of " + answer.get("resultSetSize").asLong()
                        : "");
    }

    record Answer(int status, String body, JsonNode json) {}

    private static Answer ask(String baseUrl, String line) throws IOException, InterruptedException {
        int question = line.indexOf('?');
        String path = question < 0 ? line : line.substring(0, question);
        String query = question < 0
                ? ""
                : Stream.of(line.substring(question + 1).split("&"))
                        .map(pair -> {
                            int eq = pair.indexOf('=');
                            return URLEncoder.encode(pair.substring(0, eq), StandardCharsets.UTF_8) + "="
                                    + URLEncoder.encode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                        })
                        .collect(Collectors.joining("&", "?", ""));
        HttpResponse<String> response = HTTP.send(
                HttpRequest.newBuilder(URI.create(baseUrl + path + query))
                        .timeout(Duration.ofSeconds(20))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body(), MAPPER.readTree(response.body()));
    }
}
