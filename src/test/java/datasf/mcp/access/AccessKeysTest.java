package datasf.mcp.access;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.logging.LogbackConfigurator;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.LambdaHarness;
import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Access keys from DATASF_ACCESS_KEYS, through the Lambda handler. Each test uses its own key (own bucket). */
class AccessKeysTest {

    private static final String ALPHA = "alpha-key-0123456789abcdef";
    private static final String BRAVO = "bravo-key-0123456789abcdef";
    private static final String CHARLIE = "charlie-key-0123456789abcdef";
    private static final String DELTA = "delta-key-0123456789abcdef";
    private static final String ECHO = "echo-key-0123456789abcdef";
    private static final String WRONG = "wrong-key-0123456789abcdef";
    private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";

    private static LambdaHarness lambda;
    /** The rate limiter's time: it stands still unless a test moves it. */
    private static ManualRateClock clock;

    @BeforeAll
    static void start() {
        lambda = new LambdaHarness(Map.of(
                "datasf.access.keys",
                String.join(",", ALPHA, BRAVO, CHARLIE, DELTA) + "\n" + ECHO,
                "datasf.access.rate",
                "1",
                "datasf.access.burst",
                "5",
                ManualRateClock.ENABLED,
                "true"));
        clock = lambda.context().getBean(ManualRateClock.class);
    }

    @AfterAll
    static void stop() {
        lambda.close();
    }

    private static APIGatewayV2HTTPResponse post(String authorization, String body) {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        if (authorization != null) {
            headers.put("Authorization", authorization);
        }
        return lambda.send("POST", "/mcp", headers, body);
    }

    private static String header(APIGatewayV2HTTPResponse response, String name) {
        return response.getHeaders().entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(name))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    private static JsonNode refused(APIGatewayV2HTTPResponse response, int status) {
        assertEquals(status, response.getStatusCode(), response.getBody());
        assertNoInternals(response.getBody());
        JsonNode body = LambdaHarness.read(response.getBody());
        assertEquals("2.0", body.get("jsonrpc").asText());
        assertTrue(body.get("id").isNull());
        assertEquals(-32000, body.at("/error/code").asInt());
        return body.get("error");
    }

    @Test
    void noKeyIs401WithABearerChallenge() {
        APIGatewayV2HTTPResponse response = post(null, PING);
        JsonNode error = refused(response, 401);
        assertEquals("Bearer realm=\"datasf-mcp\"", header(response, "WWW-Authenticate"));
        assertTrue(error.get("message").asText().contains("Authorization: Bearer <key>"), error.toString());
    }

    @Test
    void wrongKeyIs401InvalidToken() {
        APIGatewayV2HTTPResponse response = post("Bearer " + WRONG, PING);
        JsonNode error = refused(response, 401);
        assertTrue(header(response, "WWW-Authenticate").startsWith("Bearer "));
        assertTrue(header(response, "WWW-Authenticate").contains("error=\"invalid_token\""));
        assertEquals(
                "Unauthorized: the access key is not valid",
                error.get("message").asText());
        assertFalse(response.getBody().contains(WRONG));
    }

    @Test
    void otherSchemesAre401() {
        refused(post("Basic " + ALPHA, PING), 401);
        refused(post(ALPHA, PING), 401);
        refused(post("Bearer ", PING), 401);
        refused(post("Bearer " + ALPHA.substring(1), PING), 401);
    }

    @Test
    void theRightKeyPassesInAnyCaseOfTheScheme() {
        APIGatewayV2HTTPResponse response = post("Bearer " + ALPHA, PING);
        assertEquals(200, response.getStatusCode(), response.getBody());
        assertEquals(200, post("bearer  " + BRAVO + " ", PING).getStatusCode());
    }

    @Test
    void keysAfterANewLineCountToo() {
        assertEquals(200, post("Bearer " + ECHO, PING).getStatusCode());
    }

    @Test
    void everyMethodOnMcpNeedsTheKeyButHealthDoesNot() {
        refused(lambda.send("GET", "/mcp", Map.of("Accept", "text/event-stream"), null), 401);
        refused(lambda.send("DELETE", "/mcp", Map.of(), null), 401);
        // methods no route names too: without a key, not even that they are not served
        refused(lambda.send("CONNECT", "/mcp", Map.of(), null), 401);
        refused(lambda.send("FOO", "/mcp", Map.of(), null), 401);
        APIGatewayV2HTTPResponse withKey = lambda.send(
                "GET", "/mcp", Map.of("Accept", "text/event-stream", "Authorization", "Bearer " + DELTA), null);
        assertEquals(405, withKey.getStatusCode());
        assertEquals(200, lambda.send("GET", "/health", Map.of(), null).getStatusCode());
    }

    @Test
    void eachKeyHasItsOwnRateAnsweredWith429AndRetryAfter() {
        for (int i = 0; i < 5; i++) {
            assertEquals(200, post("Bearer " + CHARLIE, PING).getStatusCode(), "burst of 5, request " + (i + 1));
        }
        APIGatewayV2HTTPResponse limited = post("Bearer " + CHARLIE, PING);
        JsonNode error = refused(limited, 429);
        long retryAfter = Long.parseLong(header(limited, "Retry-After"));
        assertEquals(1, retryAfter, "1 request per second");
        assertTrue(error.get("message").asText().contains("retry after 1s"), error.toString());

        assertEquals(200, post("Bearer " + DELTA, PING).getStatusCode(), "another key is not affected");
        clock.advance(Duration.ofSeconds(retryAfter));
        assertEquals(200, post("Bearer " + CHARLIE, PING).getStatusCode(), "a token came back");
    }

    @Test
    void authFailuresAreAuditedByFingerprintNeverByKey() {
        try (CapturedLogs logs = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO)) {
            post(null, PING);
            post("Bearer " + WRONG, PING);
            post("Basic abc", PING);
            List<JsonNode> audits = logs.events().stream()
                    .map(e -> LambdaHarness.read(e.getFormattedMessage()))
                    .filter(l -> l.get("event").asText().equals("auth_failure"))
                    .toList();
            assertEquals(
                    List.of("missing_key", "wrong_key", "malformed_authorization"),
                    audits.stream().map(a -> a.get("reason").asText()).toList());
            assertEquals(
                    sha256Prefix(WRONG), audits.get(1).get("key_fingerprint").asText());
            audits.forEach(a -> assertEquals("127.0.0.1", a.get("source_ip").asText(), a.toString()));
            assertFalse(audits.get(0).has("key_fingerprint"));
            List<JsonNode> requests = logs.events().stream()
                    .map(e -> LambdaHarness.read(e.getFormattedMessage()))
                    .filter(l -> l.get("event").asText().equals("request"))
                    .toList();
            assertEquals(3, requests.size());
            requests.forEach(
                    r -> assertEquals("unauthorized", r.get("error_type").asText()));
            logs.events().forEach(e -> assertFalse(e.getFormattedMessage().contains(WRONG)));
        }
    }

    @Test
    void requestsWithAValidKeyAreLoggedWithItsFingerprint() {
        try (CapturedLogs logs = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.INFO)) {
            post("Bearer " + BRAVO, PING);
            JsonNode line = LambdaHarness.read(logs.events().get(0).getFormattedMessage());
            assertEquals(sha256Prefix(BRAVO), line.get("key_fingerprint").asText());
            assertEquals("ok", line.get("outcome").asText());
        }
    }

    @Test
    void badlyWrittenKeysStopTheServerNamingTheVariableAndRuleNotTheKey() {
        RuntimeException e = assertThrows(
                RuntimeException.class,
                () -> new LambdaHarness(Map.of("datasf.access.keys", "Tiny7Key," + ALPHA)).close());
        String all = messages(e);
        assertTrue(all.contains("DATASF_ACCESS_KEYS: key #1 is shorter than 16 characters"), all);
        assertFalse(all.contains("Tiny7Key"), all);
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append(" | ");
        }
        return all.toString();
    }

    static String sha256Prefix(String key) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(key.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash).substring(0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
