package datasf.mcp.query;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.SdkTestSettings;
import io.micronaut.context.exceptions.BeanInstantiationException;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Where the cursor key comes from, through the Lambda handler: a Secrets Manager secret (read on
 * first use, shared by every instance, read again after a restore), a configured value, or a random
 * key of one instance, whose cursors no other instance accepts.
 */
class CursorKeysTest {

    private static final String SECRET = "datasf-mcp/cursor-key";
    private static final String KEY_A = "cursor-key-A-0123456789abcdef0123456789";
    private static final String KEY_B = "cursor-key-B-0123456789abcdef0123456789";

    private FakeSecretsManager secretsManager;
    private SdkTestSettings sdk;
    private FakeSocrata socrata;

    @BeforeEach
    void start() {
        secretsManager = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(secretsManager.endpoint());
        socrata = FakeSocrata.start();
    }

    @AfterEach
    void stop() {
        socrata.close();
        sdk.close();
        secretsManager.close();
    }

    private LambdaHarness instance(String property, String value) {
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        if (property != null) {
            properties.put(property, value);
        }
        return new LambdaHarness(properties);
    }

    /** A first page that leaves rows for a cursor. */
    private static String firstCursor(LambdaHarness instance) {
        JsonNode page = ok(instance.callTool(
                "query_datasf", Map.of("dataset_id", "uczf-rk3c", "soql", "SELECT *", "max_rows", 5)));
        return page.get("next_cursor").asText();
    }

    private static JsonNode next(LambdaHarness instance, String cursor) {
        return instance.callTool("query_datasf", Map.of("cursor", cursor));
    }

    @Test
    void withoutAConfiguredKeyACursorWorksOnlyOnTheInstanceThatIssuedIt() {
        try (LambdaHarness a = instance(null, null);
                LambdaHarness b = instance(null, null)) {
            String cursor = firstCursor(a);
            assertEquals(5, ok(next(a, cursor)).get("count").asInt());
            JsonNode refused = error(next(b, cursor));
            assertEquals("validation", refused.get("error_type").asText());
            assertTrue(refused.get("error").asText().startsWith("Invalid cursor"), refused::toString);
        }
    }

    @Test
    void aConfiguredKeyIsSharedByEveryInstance() {
        try (LambdaHarness a = instance("datasf.cursor.secret", KEY_A);
                LambdaHarness b = instance("datasf.cursor.secret", KEY_A)) {
            assertEquals(5, ok(next(b, firstCursor(a))).get("count").asInt());
        }
    }

    @Test
    void aConfiguredKeyShorterThan32CharactersStopsStartupNamingTheVariable() {
        BeanInstantiationException failure = assertThrows(BeanInstantiationException.class, () -> {
            try (LambdaHarness tooShort = instance("datasf.cursor.secret", "short-key")) {
                firstCursor(tooShort);
            }
        });
        assertTrue(
                failure.getMessage().contains("DATASF_CURSOR_SECRET")
                        && failure.getMessage().contains("at least 32"),
                failure.getMessage());
        assertFalse(failure.getMessage().contains("short-key"), "never the value");
    }

    @Test
    void aKeyInSecretsManagerIsReadOnFirstUseSharedAndReadAgainAfterARestore() {
        secretsManager.putSecret(SECRET, KEY_A);
        try (LambdaHarness a = instance("datasf.cursor.secret-id", SECRET);
                LambdaHarness b = instance("datasf.cursor.secret-id", SECRET)) {
            assertEquals(0, secretsManager.getSecretValueCalls(), "nothing is read at startup");
            String cursor = firstCursor(a);
            assertEquals(1, secretsManager.getSecretValueCalls());
            assertEquals(
                    5, ok(next(b, cursor)).get("count").asInt(), "another instance with the same secret accepts it");
            firstCursor(a);
            assertEquals(2, secretsManager.getSecretValueCalls(), "cached for the TTL: one read per instance");

            // rotated while a snapshot was kept: a restored instance reads the new key
            secretsManager.putSecret(SECRET, KEY_B);
            a.handler().afterRestore(null);
            String afterRestore = firstCursor(a);
            assertEquals(3, secretsManager.getSecretValueCalls());
            assertEquals(
                    "validation",
                    error(next(b, afterRestore)).get("error_type").asText(),
                    "b still holds the old key until its TTL ends");
        }
    }

    @Test
    void anUnreadableSecretWarnsAndPagingStillWorksOnThisInstance() {
        secretsManager.denyAccessTo(SECRET);
        try (LambdaHarness a = instance("datasf.cursor.secret-id", SECRET);
                CapturedLogs logs = CapturedLogs.of("datasf.mcp.query", Level.WARN)) {
            String cursor = firstCursor(a);
            assertEquals(5, ok(next(a, cursor)).get("count").asInt());
            assertEquals(1, logs.warnings().size(), logs.warnings()::toString);
            assertTrue(
                    logs.warnings().get(0).contains("AccessDeniedException")
                            && logs.warnings().get(0).contains("work only here"),
                    logs.warnings().get(0));
        }
    }

    @Test
    void aSecretShorterThan32CharactersIsRefusedByRuleNotByValue() {
        secretsManager.putSecret(SECRET, "too-short-cursor-key");
        try (LambdaHarness a = instance("datasf.cursor.secret-id", SECRET);
                CapturedLogs logs = CapturedLogs.of("datasf.mcp.query", Level.WARN)) {
            firstCursor(a);
            assertTrue(
                    logs.warnings().get(0).contains("at least 32 characters"),
                    logs.warnings().get(0));
            assertFalse(logs.warnings().get(0).contains("too-short-cursor-key"));
        }
    }
}
