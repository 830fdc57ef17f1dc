package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The fakes' modes beyond the portal itself: a portal's old host after a move
 * ({@link FakeSocrata#movedTo}, the reference's {@code --moved-to}) answers every request with a 301
 * to the same path and query at the new origin and a {@code $select} request with a 403 HTML page;
 * a refused App Token ({@link FakeSocrata#acceptOnlyTokens}, the reference's {@code /__tokens}) is
 * Socrata's 403 {@code invalid_app_token}. Checked on the Java fake, and against the reference
 * fake where it runs ({@link ReferenceFake}).
 */
class FakeModesAgreementTest {

    private static final String NEW_ORIGIN = "https://data.sf.gov";
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    /** Request targets as a client of the old host sends them. */
    private static final List<String> TARGETS = List.of(
            "/api/views/wg3w-h783.json",
            "/resource/wg3w-h783.json?$query=SELECT%20*%20LIMIT%201",
            "/resource/wg3w-h783.json?$select=incident_id&$limit=1",
            "/resource/wg3w-h783.json?%24select=incident_id",
            "/resource/wg3w-h783.csv?$where=police_district%3D%27Mission%27",
            "/api/catalog/v1?domains=data.sfgov.org&search_context=data.sfgov.org&only=dataset",
            "/api/views/metadata/v1/wg3w-h783",
            "/d/wg3w-h783",
            "/");

    private static ReferenceFake reference;
    private static ReferenceFake referenceTokens;
    private static FakeSocrata moved;
    private static FakeSocrata fake;

    @BeforeAll
    static void start() throws IOException {
        reference = ReferenceFake.movedTo(NEW_ORIGIN);
        referenceTokens = ReferenceFake.start();
        moved = FakeSocrata.movedTo(NEW_ORIGIN);
        fake = FakeSocrata.start();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        moved.close();
        fake.close();
        reference.close();
        referenceTokens.close();
    }

    @Test
    void theMovedHostRedirectsEveryRequestAndRefusesSelectWithAPage() throws Exception {
        HttpResponse<String> views = get(moved.baseUrl(), "/api/views/wg3w-h783.json?x=1");
        assertEquals(301, views.statusCode());
        assertEquals(
                NEW_ORIGIN + "/api/views/wg3w-h783.json?x=1",
                views.headers().firstValue("Location").orElseThrow());
        HttpResponse<String> select = get(moved.baseUrl(), "/resource/wg3w-h783.json?$select=incident_id");
        assertEquals(403, select.statusCode());
        assertTrue(select.body().contains("<title>403 Forbidden</title>"), select.body());
        assertEquals(2, moved.requests().size(), "both requests are logged");
    }

    @Test
    void aTokenNotAcceptedGetsSocratasInvalidAppTokenAndNoTokenPasses() throws Exception {
        fake.acceptOnlyTokens("good-token");
        try {
            assertEquals(
                    403,
                    get(fake.baseUrl(), "/api/views/wg3w-h783.json", "bad-token")
                            .statusCode());
            assertEquals(
                    200,
                    get(fake.baseUrl(), "/api/views/wg3w-h783.json", "good-token")
                            .statusCode());
            assertEquals(200, get(fake.baseUrl(), "/api/views/wg3w-h783.json").statusCode());
        } finally {
            fake.reset();
        }
    }

    /** Tagged "reference": run where the reference fake is (FakeSocrataAgreementTest says how). */
    @TestFactory
    @Tag("reference")
    Stream<DynamicTest> bothMovedHostsAnswerEveryRequestAlike() {
        reference.assume();
        return TARGETS.stream()
                .map(target -> DynamicTest.dynamicTest(target, () -> {
                    HttpResponse<String> expected = get(reference.url(), target);
                    HttpResponse<String> actual = get(moved.baseUrl(), target);
                    assertEquals(expected.statusCode(), actual.statusCode(), "status");
                    assertEquals(
                            expected.headers().firstValue("Location"),
                            actual.headers().firstValue("Location"));
                    assertEquals(expected.body(), actual.body(), "the page");
                }));
    }

    @Test
    @Tag("reference")
    void bothFakesRefuseATokenTheyDoNotAcceptAlike() throws Exception {
        referenceTokens.assume();
        HTTP.send(
                HttpRequest.newBuilder(URI.create(referenceTokens.url() + "/__tokens"))
                        .POST(HttpRequest.BodyPublishers.ofString("{\"valid\":[\"good-token\"]}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        fake.acceptOnlyTokens("good-token");
        try {
            for (String token : new String[] {"bad-token", "good-token"}) {
                HttpResponse<String> expected = get(referenceTokens.url(), "/api/views/wg3w-h783.json", token);
                HttpResponse<String> actual = get(fake.baseUrl(), "/api/views/wg3w-h783.json", token);
                assertEquals(expected.statusCode(), actual.statusCode(), token);
                if (expected.statusCode() == 403) {
                    assertTrue(expected.body().contains("invalid_app_token"), expected.body());
                    assertTrue(actual.body().contains("invalid_app_token"), actual.body());
                }
            }
        } finally {
            fake.reset();
        }
    }

    private static HttpResponse<String> get(String base, String target, String... token)
            throws IOException, InterruptedException {
        HttpRequest.Builder request =
                HttpRequest.newBuilder(URI.create(base + target)).timeout(Duration.ofSeconds(20));
        if (token.length > 0) {
            request.header("X-App-Token", token[0]);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
