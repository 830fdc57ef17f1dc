package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.SdkTestSettings;
import datasf.mcp.support.ToolResults;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The App Token's life cycle through the tools: read from Secrets Manager (real AWS SDK client
 * against {@link FakeSecretsManager}) on first use, sent to {@link FakeSocrata} over real HTTP,
 * re-read when Socrata refuses it, re-read after its TTL, and dropped for anonymous access when
 * the secret cannot be read. Each test is one Lambda handler with its own context.
 */
class AppTokenEndToEndTest {

    private static final String SECRET = "datasf-mcp/socrata-app-token";
    private static final String TOKEN_A = "TokenAq1w2e3r4t5y6u7";
    private static final String TOKEN_B = "TokenBz9x8c7v6b5n4m3";

    private FakeSecretsManager secretsManager;
    private SdkTestSettings sdk;
    private FakeSocrata socrata;
    private LambdaHarness lambda;

    @BeforeEach
    void startFakes() {
        secretsManager = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(secretsManager.endpoint());
        socrata = FakeSocrata.start();
    }

    @AfterEach
    void stopAll() {
        if (lambda != null) {
            lambda.close();
        }
        socrata.close();
        sdk.close();
        secretsManager.close();
    }

    /** The server as deployed: the secret named by DATASF_APP_TOKEN_SECRET_ID (ttl: null = default). */
    private LambdaHarness startServer(String ttl) {
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.put("datasf.app-token.secret-id", SECRET);
        if (ttl != null) {
            properties.put("datasf.app-token.ttl", ttl);
        }
        lambda = new LambdaHarness(properties);
        return lambda;
    }

    private JsonNode query() {
        return lambda.callTool("query_datasf", Map.of("dataset_id", "4tka-6guv", "soql", "SELECT * LIMIT 1"));
    }

    /** Tokens of the tools' own requests (query_datasf also looks the schema up on a cold cache). */
    private List<String> tokensSent() {
        return socrata.toolRequests().stream().map(r -> r.header("X-App-Token")).toList();
    }

    private static String jsonSecret(String token) {
        return "{\"app_token\":\"" + token + "\"}";
    }

    /** Socrata's refusal of a token; when {@code quoting}, the answer repeats the token it refused. */
    private static FakeSocrata.Response refusal(int status, String token, boolean quoting) {
        return FakeSocrata.Response.json(
                status,
                quoting
                        ? "{\"code\":\"invalid_app_token\",\"error\":true,\"message\":\"Invalid app token " + token
                                + "\"}"
                        : FakeSocrata.resource("errors/forbidden.json"));
    }

    @Test
    void aTokenRefusedAfterRotationIsReReadOnceAndTheRetryCarriesTheNewOne() {
        startServer(null);
        secretsManager.putSecret(SECRET, jsonSecret(TOKEN_A));
        ToolResults.ok(query());
        assertEquals(List.of(TOKEN_A), tokensSent(), "read lazily, on the first Socrata request");
        assertEquals(1, secretsManager.getSecretValueCalls());

        // Rotation: the secret gets B and Socrata stops accepting A, while the server still caches A.
        secretsManager.putSecret(SECRET, TOKEN_B);
        socrata.reset();
        socrata.refuseAppToken(TOKEN_A, refusal(401, TOKEN_A, false));
        JsonNode out;
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.DEBUG)) {
            out = ToolResults.ok(query());
            assertNoTokenIn(logs.allText(), TOKEN_A, TOKEN_B);
        }

        assertEquals(1, out.get("count").asInt(), "the retry's answer is the tool's answer");
        assertEquals(List.of(TOKEN_A, TOKEN_B), tokensSent(), "refused with A, retried once with B");
        assertEquals(2, secretsManager.getSecretValueCalls(), "the secret was re-read exactly once");

        // B is now the cached token: the next call goes straight out with it, without a read.
        socrata.reset();
        ToolResults.ok(query());
        assertEquals(List.of(TOKEN_B), tokensSent());
        assertEquals(2, secretsManager.getSecretValueCalls());
    }

    /**
     * The retry is refused too: the tool answers a classified error (not an exception, not a
     * retry storm), and neither token is in it, even when Socrata's answer quotes the token.
     */
    @ParameterizedTest(name = "HTTP {0}, secret rotated: {1}, answer quotes the token: {2}")
    @CsvSource({"401, true, false", "403, true, false", "401, false, false", "401, true, true", "403, false, true"})
    void whenTheRetryIsRefusedTooTheErrorIsClassifiedAndHoldsNoToken(int status, boolean rotated, boolean quoting) {
        startServer(null);
        secretsManager.putSecret(SECRET, TOKEN_A);
        ToolResults.ok(query());
        if (rotated) {
            secretsManager.putSecret(SECRET, TOKEN_B);
        }
        socrata.reset();
        socrata.refuseAppToken(TOKEN_A, refusal(status, TOKEN_A, quoting));
        socrata.refuseAppToken(TOKEN_B, refusal(status, TOKEN_B, quoting));

        JsonNode result;
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.DEBUG)) {
            result = query();
            assertNoTokenIn(logs.allText(), TOKEN_A, TOKEN_B);
        }

        JsonNode error = ToolResults.error(result);
        assertEquals("api_error", error.get("error_type").asText(), error::toString);
        assertTrue(error.get("error").asText().contains("HTTP " + status), error::toString);
        assertNoTokenIn(List.of(result.toString()), TOKEN_A, TOKEN_B);
        if (quoting) {
            assertTrue(error.get("error").asText().contains("Invalid app token [app token]"), error::toString);
        }
        assertEquals(List.of(TOKEN_A, rotated ? TOKEN_B : TOKEN_A), tokensSent(), "one retry, no more");
        assertEquals(2, secretsManager.getSecretValueCalls(), "one re-read for the one retry");
    }

    /**
     * A token Socrata keeps refusing (revoked, not rotated) must not turn every call into a Secrets
     * Manager read: refusals re-read the secret at most once a minute, and refusals arriving
     * together share that read.
     */
    @Test
    void twentyRefusedCallsReReadTheSecretOnce() throws Exception {
        startServer(null);
        secretsManager.putSecret(SECRET, TOKEN_A);
        ToolResults.ok(query());
        assertEquals(1, secretsManager.getSecretValueCalls());
        socrata.refuseAppToken(TOKEN_A, refusal(403, TOKEN_A, false));

        java.util.concurrent.ExecutorService callers = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<JsonNode>> results = new java.util.ArrayList<>();
            for (int i = 0; i < 20; i++) {
                results.add(callers.submit(this::query));
            }
            for (java.util.concurrent.Future<JsonNode> result : results) {
                JsonNode error = ToolResults.error(result.get(30, java.util.concurrent.TimeUnit.SECONDS));
                assertEquals("api_error", error.get("error_type").asText(), error::toString);
            }
        } finally {
            callers.shutdownNow();
        }
        assertEquals(2, secretsManager.getSecretValueCalls(), "20 refused calls, one re-read");
    }

    @Test
    @Deep
    void aRotatedSecretIsPickedUpOnceTheTtlHasPassed() throws InterruptedException {
        Duration ttl = Duration.ofSeconds(2);
        startServer(ttl.toMillis() + "ms");
        secretsManager.putSecret(SECRET, TOKEN_A);
        Instant beforeFirstRead = Instant.now();
        ToolResults.ok(query());
        Instant afterFirstRead = Instant.now();
        assertEquals(List.of(TOKEN_A), tokensSent());

        secretsManager.putSecret(SECRET, TOKEN_B);
        socrata.reset();
        ToolResults.ok(query());
        // Within the TTL the cached token is reused without asking Secrets Manager. Checked only if
        // this call did come within the TTL, which a very slow machine might not manage.
        if (Instant.now().isBefore(beforeFirstRead.plus(ttl))) {
            assertEquals(List.of(TOKEN_A), tokensSent(), "still the cached token within the TTL");
            assertEquals(1, secretsManager.getSecretValueCalls());
        }

        Thread.sleep(Math.max(
                        0,
                        Duration.between(Instant.now(), afterFirstRead.plus(ttl))
                                .toMillis())
                + 100);
        socrata.reset();
        ToolResults.ok(query());
        ToolResults.ok(lambda.callTool("search_datasf", Map.of("query", "bus")));
        assertEquals(List.of(TOKEN_B, TOKEN_B), tokensSent(), "after the TTL the new version is read and used");
        assertEquals(2, secretsManager.getSecretValueCalls(), "read once more, then cached again");
    }

    @Test
    void anUnreadableSecretMeansAnonymousCallsAndOneWarningWithoutTheValue() {
        secretsManager.putSecret(SECRET, TOKEN_A);
        secretsManager.denyAccessTo(SECRET);
        startServer(null);

        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.DEBUG)) {
            ToolResults.ok(query());
            ToolResults.ok(lambda.callTool("search_datasf", Map.of("query", "bus")));

            assertEquals(2, socrata.toolRequests().size());
            socrata.requests().forEach(r -> assertNull(r.header("X-App-Token"), "anonymous: no header at all"));
            assertEquals(1, secretsManager.getSecretValueCalls(), "no new attempt before the back-off ends");
            List<String> warnings = logs.warnings().stream()
                    .filter(w -> w.contains("Socrata app token"))
                    .toList();
            assertEquals(1, warnings.size(), logs.warnings()::toString);
            assertTrue(
                    warnings.get(0).contains(SECRET) && warnings.get(0).contains("AccessDeniedException"),
                    warnings.get(0));
            assertNoTokenIn(logs.allText(), TOKEN_A);
        }
    }

    private static void assertNoTokenIn(List<String> texts, String... tokens) {
        assertFalse(texts.isEmpty());
        for (String text : texts) {
            for (String token : tokens) {
                assertFalse(text.contains(token), () -> "token " + token + " in: " + text);
            }
        }
    }
}
