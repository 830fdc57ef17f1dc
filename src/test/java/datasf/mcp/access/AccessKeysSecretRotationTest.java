package datasf.mcp.access;

import static datasf.mcp.support.NoInternals.assertNoInternals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.SdkTestSettings;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Access keys from Secrets Manager (DATASF_ACCESS_SECRET_ID), through the Lambda handler, with a
 * fake Secrets Manager speaking the real wire protocol (the AWS SDK signs and sends real requests).
 */
@Deep
class AccessKeysSecretRotationTest {

    private static final String SECRET = "datasf-mcp/access-keys";
    private static final String OLD = "old-key-0123456789abcdef";
    private static final String NEW = "new-key-fedcba9876543210";
    /** Long enough that two requests in a row land within it on a busy machine; short enough to wait out. */
    private static final long TTL_MS = 1000;

    private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";

    private FakeSecretsManager secrets;
    private SdkTestSettings sdk;
    private LambdaHarness lambda;

    @BeforeEach
    void start() {
        secrets = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(secrets.endpoint());
    }

    @AfterEach
    void stop() {
        if (lambda != null) {
            lambda.close();
        }
        sdk.close();
        secrets.close();
    }

    private void startServer(String secretId) {
        lambda = new LambdaHarness(Map.of("datasf.access.secret-id", secretId, "datasf.access.ttl", TTL_MS + "ms"));
    }

    private int ping(String key) {
        return lambda.send(
                        "POST",
                        "/mcp",
                        Map.of(
                                "Accept",
                                LambdaHarness.ACCEPT_BOTH,
                                "Content-Type",
                                "application/json",
                                "Authorization",
                                "Bearer " + key),
                        PING)
                .getStatusCode();
    }

    private static void waitOutTheTtl() throws InterruptedException {
        Thread.sleep(TTL_MS + 100);
    }

    @Test
    void keysAreReadLazilyCachedAndRotationIsPickedUpAfterTheTtl() throws InterruptedException {
        secrets.putSecret(SECRET, "{\"keys\":[\"" + OLD + "\"],\"owner\":\"team\"}");
        startServer(SECRET);
        assertEquals(0, secrets.getSecretValueCalls(), "nothing is read at startup (SnapStart)");

        assertEquals(200, ping(OLD));
        assertEquals(401, ping(NEW));
        assertEquals(1, secrets.getSecretValueCalls(), "cached for the TTL");

        // rotation, step 1: the new key is added next to the old one
        secrets.putSecret(SECRET, "{\"keys\":[\"" + OLD + "\",\"" + NEW + "\"]}");
        waitOutTheTtl();
        assertEquals(200, ping(NEW));
        assertEquals(200, ping(OLD));

        // step 2: the old key is removed
        secrets.putSecret(SECRET, NEW);
        waitOutTheTtl();
        assertEquals(401, ping(OLD));
        assertEquals(200, ping(NEW));
        assertTrue(secrets.requests().stream().allMatch(r -> r.secretId().equals(SECRET)));
    }

    @Test
    void anUnreadableSecretFailsClosedWith503AndHealthSaysDegradedWithoutDetails() throws InterruptedException {
        startServer(SECRET);
        APIGatewayV2HTTPResponse response = lambda.send(
                "POST",
                "/mcp",
                Map.of(
                        "Accept",
                        LambdaHarness.ACCEPT_BOTH,
                        "Content-Type",
                        "application/json",
                        "Authorization",
                        "Bearer " + OLD),
                PING);
        assertEquals(503, response.getStatusCode());
        assertNoInternals(response.getBody());
        assertTrue(response.getBody().contains("access keys could not be loaded"), response.getBody());

        // a monitor must not see "ok" while every /mcp call fails; nor the secret's name or AWS's error
        APIGatewayV2HTTPResponse health = lambda.send("GET", "/health", Map.of(), null);
        assertEquals(503, health.getStatusCode(), health.getBody());
        assertEquals("30", header(health, "Retry-After"));
        JsonNode body = LambdaHarness.read(health.getBody());
        assertEquals("degraded", body.get("status").asText());
        assertEquals("unavailable", body.at("/checks/access_keys").asText());
        assertFalse(
                health.getBody().contains(SECRET) || health.getBody().contains("ResourceNotFound"), health.getBody());
        long reads = secrets.getSecretValueCalls();
        long start = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            lambda.send("GET", "/health", Map.of(), null);
        }
        // at most one read per back-off (min(TTL, 1 minute)) that passed while polling: none on an
        // idle machine, where the 20 polls take a few milliseconds
        long backOffsPassed = (System.nanoTime() - start) / 1_000_000 / TTL_MS;
        assertTrue(
                secrets.getSecretValueCalls() <= reads + backOffsPassed,
                "health polls do not hammer Secrets Manager: " + (secrets.getSecretValueCalls() - reads) + " reads in "
                        + backOffsPassed + " back-offs");

        secrets.putSecret(SECRET, OLD); // the operator fixes the secret; the next read after the backoff finds it
        waitOutTheTtl();
        health = lambda.send("GET", "/health", Map.of(), null);
        assertEquals(200, health.getStatusCode(), health.getBody());
        assertEquals("ok", LambdaHarness.read(health.getBody()).get("status").asText());
        assertEquals(200, ping(OLD));
    }

    @Test
    void healthStaysOkWhileTheLastKeysReadAreStillServed() throws InterruptedException {
        secrets.putSecret(SECRET, OLD);
        startServer(SECRET);
        assertEquals(200, ping(OLD));
        secrets.denyAccessTo(SECRET);
        waitOutTheTtl();
        assertEquals(200, lambda.send("GET", "/health", Map.of(), null).getStatusCode());
        assertEquals(200, ping(OLD));
    }

    private static String header(APIGatewayV2HTTPResponse response, String name) {
        return response.getHeaders().entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(name))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
    }

    @Test
    void aSecretThatBecomesUnreadableKeepsTheLastKeysAndSaysWhyInTheLog() throws InterruptedException {
        secrets.putSecret(SECRET, OLD);
        startServer(SECRET);
        assertEquals(200, ping(OLD));
        secrets.denyAccessTo(SECRET);
        waitOutTheTtl();
        try (CapturedLogs logs = CapturedLogs.of("datasf.mcp.access", Level.INFO)) {
            assertEquals(200, ping(OLD));
            assertEquals(1, logs.warnings().size(), logs.warnings().toString());
            String warning = logs.warnings().get(0);
            assertTrue(
                    warning.contains("AccessDeniedException (HTTP 400)")
                            && warning.contains("Keeping the last keys read"),
                    warning);
            assertFalse(warning.contains(OLD));
        }
    }

    @Test
    void aMalformedSecretIsReportedByRuleNotByValue() {
        secrets.putSecret(SECRET, "{\"keys\":[\"short\"]}");
        startServer(SECRET);
        try (CapturedLogs logs = CapturedLogs.of("datasf.mcp.access", Level.INFO)) {
            assertEquals(503, ping(OLD));
            String warning = logs.warnings().get(0);
            assertTrue(warning.contains("key #1 is shorter than 16 characters"), warning);
            assertFalse(warning.contains("\"short\""), warning);
        }
    }
}
