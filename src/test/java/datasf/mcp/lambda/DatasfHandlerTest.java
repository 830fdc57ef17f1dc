package datasf.mcp.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.access.AccessControl;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.SdkTestSettings;
import datasf.mcp.support.ToolResults;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Lambda handler's init-phase priming and SnapStart restore hook, driven as Lambda would:
 * priming through the handler itself, then restore, against the fake Socrata and a Secrets
 * Manager fake speaking the real wire protocol (all three secrets configured).
 */
class DatasfHandlerTest {

    private static final String TOKEN_SECRET = "datasf-mcp/socrata-app-token";
    private static final String KEYS_SECRET = "datasf-mcp/access-keys";
    private static final String CURSOR_SECRET = "datasf-mcp/cursor-key";
    private static final String KEY = "k3y-For-Handler-Test-0123456789";

    private FakeSecretsManager secretsManager;
    private SdkTestSettings sdk;
    private FakeSocrata socrata;
    private LambdaHarness lambda;

    @BeforeEach
    void start() {
        secretsManager = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(secretsManager.endpoint());
        socrata = FakeSocrata.start();
        secretsManager.putSecret(TOKEN_SECRET, "TokenBeforeSnapshot1");
        secretsManager.putSecret(KEYS_SECRET, KEY);
        secretsManager.putSecret(CURSOR_SECRET, "cursor-key-before-snapshot-0123456789abcdef");
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.put("datasf.app-token.secret-id", TOKEN_SECRET);
        properties.put("datasf.access.secret-id", KEYS_SECRET);
        properties.put("datasf.cursor.secret-id", CURSOR_SECRET);
        lambda = new LambdaHarness(properties);
    }

    @AfterEach
    void stop() {
        lambda.close();
        socrata.close();
        sdk.close();
        secretsManager.close();
    }

    private APIGatewayV2HTTPResponse call(String body, String key) {
        Map<String, String> headers =
                new HashMap<>(Map.of("Accept", LambdaHarness.ACCEPT_BOTH, "Content-Type", "application/json"));
        if (key != null) {
            headers.put("Authorization", "Bearer " + key);
        }
        return lambda.send("POST", "/mcp", headers, body);
    }

    private static String toolCall(String name, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\",\"params\":{\"name\":\"" + name
                + "\",\"arguments\":" + arguments + "}}";
    }

    @Test
    void primingCallsNeitherSocrataNorSecretsManagerAndKeepsTheKeyCheck() {
        lambda.handler().prime();
        assertEquals(List.of(), socrata.requests(), "no Socrata request while priming");
        assertEquals(0, secretsManager.getSecretValueCalls(), "no secret read while priming");

        assertEquals(
                401,
                call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", null)
                        .getStatusCode(),
                "after priming the access-key check is back");
        APIGatewayV2HTTPResponse listed = call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", KEY);
        assertEquals(200, listed.getStatusCode(), listed.getBody());
        assertThrows(
                IllegalStateException.class,
                () -> lambda.context().getBean(AccessControl.class).openInitPass(),
                "after init no pass can be opened: the access check cannot be bypassed");
    }

    /**
     * Every priming request, of both eras (2025-11-25 and 2026-07-28), is served: priming warms
     * the paths users take, not a refusal.
     */
    @Test
    void everyPrimingRequestIsServed() {
        try (CapturedLogs logs = CapturedLogs.of("datasf.mcp.lambda.Primer", Level.WARN)) {
            lambda.handler().prime();
            assertEquals(List.of(), logs.warnings());
        }
    }

    @Test
    void primingTwiceIsPrimingOnce() {
        lambda.handler().prime();
        lambda.handler().beforeCheckpoint(null);
        assertEquals(0, secretsManager.getSecretValueCalls());
    }

    @Test
    void afterRestoreTheSecretsAreReadAgainAndTheClientReconnects() {
        lambda.handler().prime();
        JsonNode first = LambdaHarness.read(call(toolCall("get_schema", "{\"dataset_id\":\"uczf-rk3c\"}"), KEY)
                .getBody());
        ToolResults.ok(first.get("result"));
        assertTrue(socrata.requests().stream().allMatch(r -> "TokenBeforeSnapshot1".equals(r.header("X-App-Token"))));
        long reads = secretsManager.getSecretValueCalls();

        // the snapshot lives on while the operator rotates both secrets
        secretsManager.putSecret(TOKEN_SECRET, "TokenAfterRestore22");
        String newKey = "n3w-Key-After-Restore-0123456789";
        secretsManager.putSecret(KEYS_SECRET, newKey);
        lambda.handler().afterRestore(null);
        socrata.reset();

        assertEquals(
                401,
                call(toolCall("count_rows", "{\"dataset_id\":\"uczf-rk3c\",\"where\":\"status = '0'\"}"), KEY)
                        .getStatusCode(),
                "the old key is gone after restore");
        JsonNode counted = LambdaHarness.read(
                call(toolCall("count_rows", "{\"dataset_id\":\"uczf-rk3c\",\"where\":\"status = '0'\"}"), newKey)
                        .getBody());
        ToolResults.ok(counted.get("result"));
        assertFalse(socrata.requests().isEmpty());
        assertTrue(
                socrata.requests().stream().allMatch(r -> "TokenAfterRestore22".equals(r.header("X-App-Token"))),
                "the token is read afresh after restore, not after its TTL");
        assertTrue(secretsManager.getSecretValueCalls() >= reads + 2, "both secrets were read again");
    }
}
