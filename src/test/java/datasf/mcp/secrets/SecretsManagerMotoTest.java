package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.CursorMint;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.MotoServer;
import datasf.mcp.support.SdkTestSettings;
import datasf.mcp.support.SecretConsumer;
import datasf.mcp.support.ToolResults;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.iam.IamClient;
import software.amazon.awssdk.services.iam.model.AccessKey;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * Every secret the server reads from Secrets Manager (access keys, the Socrata App Token, the cursor key),
 * through its whole life cycle in moto's Secrets Manager: created, read by name and by ARN,
 * rotated with put-secret-value, marked for deletion and restored, force-deleted, and denied to
 * a role without GetSecretValue (moto enforcing IAM). The server is the real Lambda handler; its
 * SDK client is the production one, pointed at moto by the SDK's standard endpoint setting. The
 * wire-format stub ({@code FakeSecretsManager}) tests stay; this adds the service's behaviour.
 * Skipped with a notice where moto_server is not installed.
 */
@Deep
class SecretsManagerMotoTest {

    private static final Duration TTL = Duration.ofMillis(300);
    private static final String ADMIN_KEY_ID = "AKIAADMINADMINADMIN0";
    private static final String ADMIN_SECRET = "admin-secret-access-key";

    private static MotoServer moto;
    private static FakeSocrata socrata;

    private SdkTestSettings sdk;
    private SecretsManagerClient admin;
    private String secretName;
    private final List<LambdaHarness> servers = new java.util.ArrayList<>();

    /** The secrets under test: one line per secret the server reads. */
    static Stream<SecretConsumer> consumers() {
        return Stream.of(new AccessKeys(), new AppToken(socrata), new CursorKey());
    }

    @BeforeAll
    static void startMoto() throws Exception {
        if (MotoServer.executable().isEmpty()) {
            System.err.println("NOTICE: " + MotoServer.NOTICE);
        }
        Assumptions.assumeTrue(MotoServer.executable().isPresent(), MotoServer.NOTICE);
        moto = MotoServer.start(Map.of());
        socrata = FakeSocrata.start();
    }

    @AfterAll
    static void stopMoto() throws InterruptedException {
        if (moto != null) {
            moto.close();
            socrata.close();
        }
    }

    @BeforeEach
    void emptyAccount() throws Exception {
        moto.reset();
        socrata.reset();
        sdk = SdkTestSettings.with(
                SdkTestSettings.SERVICE_ENDPOINT,
                moto.endpoint(),
                MotoServer.REGION,
                "AKIASERVERSERVER0000",
                "server-secret-access-key");
        admin = moto.secretsManager(ADMIN_KEY_ID, ADMIN_SECRET);
        secretName = "datasf-mcp/moto-" + UUID.randomUUID();
    }

    @AfterEach
    void stopServers() {
        servers.forEach(LambdaHarness::close);
        admin.close();
        sdk.close();
    }

    private LambdaHarness server(SecretConsumer consumer, String secretId) {
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.putAll(consumer.configuration(secretId, TTL));
        LambdaHarness lambda = new LambdaHarness(properties);
        servers.add(lambda);
        return lambda;
    }

    private static void waitOutTheTtl() throws InterruptedException {
        Thread.sleep(TTL.toMillis() + 150); // also the failure back-off: min(TTL, 1 minute)
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consumers")
    void readByNameAndByArnOnFirstUse(SecretConsumer consumer) {
        String arn = admin.createSecret(r -> r.name(secretName).secretString(consumer.value(1)))
                .arn();
        assertTrue(
                arn.startsWith("arn:aws:secretsmanager:" + MotoServer.REGION + ":" + MotoServer.ACCOUNT + ":secret:"
                        + secretName + "-"),
                arn);
        consumer.assertServes(server(consumer, secretName), 1);
        consumer.assertServes(server(consumer, arn), 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consumers")
    void rotationWithPutSecretValueIsPickedUpAfterTheTtl(SecretConsumer consumer) throws InterruptedException {
        admin.createSecret(r -> r.name(secretName).secretString(consumer.value(1)));
        LambdaHarness lambda = server(consumer, secretName);
        consumer.assertServes(lambda, 1);
        admin.putSecretValue(r -> r.secretId(secretName).secretString(consumer.value(2)));
        waitOutTheTtl();
        consumer.assertServes(lambda, 2);
        admin.putSecretValue(r -> r.secretId(secretName).secretString(consumer.value(3)));
        waitOutTheTtl();
        consumer.assertServes(lambda, 3);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consumers")
    void aSecretMarkedForDeletionIsLostAndARestoredOneIsReadAgain(SecretConsumer consumer) throws InterruptedException {
        admin.createSecret(r -> r.name(secretName).secretString(consumer.value(1)));
        LambdaHarness lambda = server(consumer, secretName);
        consumer.assertServes(lambda, 1);

        admin.deleteSecret(r -> r.secretId(secretName).recoveryWindowInDays(7L)); // InvalidRequestException on read
        waitOutTheTtl();
        consumer.assertLost(lambda, 1);

        admin.restoreSecret(r -> r.secretId(secretName));
        waitOutTheTtl();
        consumer.assertServes(lambda, 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consumers")
    void aForceDeletedSecretIsLost(SecretConsumer consumer) throws InterruptedException {
        admin.createSecret(r -> r.name(secretName).secretString(consumer.value(1)));
        LambdaHarness lambda = server(consumer, secretName);
        consumer.assertServes(lambda, 1);
        admin.deleteSecret(r -> r.secretId(secretName).forceDeleteWithoutRecovery(true)); // ResourceNotFoundException
        waitOutTheTtl();
        consumer.assertLost(lambda, 1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("consumers")
    void aSecretCreatedAfterStartupIsReadOnceTheBackOffHasPassed(SecretConsumer consumer) throws InterruptedException {
        LambdaHarness lambda = server(consumer, secretName);
        consumer.assertNeverRead(lambda);
        admin.createSecret(r -> r.name(secretName).secretString(consumer.value(1)));
        waitOutTheTtl();
        consumer.assertServes(lambda, 1);
    }

    /**
     * moto enforcing IAM (after INITIAL_NO_AUTH_ACTION_COUNT unauthenticated set-up calls): a role
     * allowed GetSecretValue reads the secret; one without the permission (the template grants it
     * only for the secret ARNs it is given) gets AccessDeniedException, and the server behaves as
     * with an unreadable secret.
     */
    @Test
    void aRoleWithoutGetSecretValueIsDenied() throws Exception {
        List<SecretConsumer> cases = consumers().toList();
        int setUpCalls =
                cases.size() + 2 * 3; // a CreateSecret per consumer, 2 x (CreateUser, PutUserPolicy, CreateAccessKey)
        try (MotoServer enforcing =
                        MotoServer.start(Map.of("INITIAL_NO_AUTH_ACTION_COUNT", Integer.toString(setUpCalls)));
                SecretsManagerClient setUp = enforcing.secretsManager(ADMIN_KEY_ID, ADMIN_SECRET);
                IamClient iam = enforcing.iam(ADMIN_KEY_ID, ADMIN_SECRET)) {
            for (int i = 0; i < cases.size(); i++) {
                String name = secretName + "-" + i;
                String value = cases.get(i).value(1);
                setUp.createSecret(r -> r.name(name).secretString(value));
            }
            AccessKey reader = user(iam, "reader", "secretsmanager:GetSecretValue");
            AccessKey stranger = user(iam, "stranger", "s3:ListAllMyBuckets");

            for (int i = 0; i < cases.size(); i++) {
                SecretConsumer consumer = cases.get(i);
                String name = secretName + "-" + i;
                try (SdkTestSettings asReader = SdkTestSettings.with(
                        SdkTestSettings.SERVICE_ENDPOINT,
                        enforcing.endpoint(),
                        MotoServer.REGION,
                        reader.accessKeyId(),
                        reader.secretAccessKey())) {
                    consumer.assertServes(server(consumer, name), 1);
                }
                try (SdkTestSettings asStranger = SdkTestSettings.with(
                                SdkTestSettings.SERVICE_ENDPOINT,
                                enforcing.endpoint(),
                                MotoServer.REGION,
                                stranger.accessKeyId(),
                                stranger.secretAccessKey());
                        CapturedLogs logs = CapturedLogs.of("datasf.mcp", Level.WARN)) {
                    consumer.assertNeverRead(server(consumer, name));
                    // moto answers an IAM denial 403 with a body the SDK's JSON protocol reads no
                    // code from (AWS: 400, AccessDeniedException); either way the read fails. The
                    // reader's keys, made and signed the same way, passed: the 403 is the policy's.
                    assertTrue(
                            logs.warnings().stream().anyMatch(w -> w.contains("(HTTP 403)") && !w.contains("null")),
                            () -> "denied by IAM: " + logs.warnings());
                }
            }
        }
    }

    private static AccessKey user(IamClient iam, String name, String allowedAction) {
        iam.createUser(r -> r.userName(name));
        iam.putUserPolicy(r -> r.userName(name)
                .policyName("only-" + allowedAction.replace(':', '-').replace("*", "all"))
                .policyDocument("{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\""
                        + allowedAction + "\",\"Resource\":\"*\"}]}"));
        return iam.createAccessKey(r -> r.userName(name)).accessKey();
    }

    // ------------------------------------------------------------------ the secrets the server reads

    /** DATASF_ACCESS_SECRET_ID: keys required on /mcp; fails closed, keeps the last keys it read. */
    static final class AccessKeys implements SecretConsumer {

        private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";

        @Override
        public Map<String, Object> configuration(String secretId, Duration ttl) {
            return Map.of("datasf.access.secret-id", secretId, "datasf.access.ttl", ttl.toMillis() + "ms");
        }

        @Override
        public String value(int version) {
            return "{\"keys\":[\"" + key(version) + "\"],\"owner\":\"moto test\"}";
        }

        private static String key(int version) {
            return "moto-key-v" + version + "-0123456789abcdef";
        }

        private static int ping(LambdaHarness lambda, String key) {
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

        private static int health(LambdaHarness lambda) {
            return lambda.send("GET", "/health", Map.of(), null).getStatusCode();
        }

        @Override
        public void assertServes(LambdaHarness lambda, int version) {
            assertEquals(200, ping(lambda, key(version)), "key v" + version);
            if (version > 1) {
                assertEquals(401, ping(lambda, key(version - 1)), "the rotated-out key v" + (version - 1));
            }
            assertEquals(200, health(lambda));
        }

        @Override
        public void assertNeverRead(LambdaHarness lambda) {
            assertEquals(503, ping(lambda, key(1)), "fails closed");
            assertEquals(503, health(lambda), "health says degraded");
        }

        @Override
        public void assertLost(LambdaHarness lambda, int lastVersion) {
            assertEquals(200, ping(lambda, key(lastVersion)), "the last keys read are kept");
            assertEquals(200, health(lambda));
        }

        @Override
        public String toString() {
            return "access keys";
        }
    }

    /** DATASF_APP_TOKEN_SECRET_ID: sent as X-App-Token; anonymous while the secret cannot be read. */
    static final class AppToken implements SecretConsumer {

        private final FakeSocrata socrata;

        AppToken(FakeSocrata socrata) {
            this.socrata = socrata;
        }

        @Override
        public Map<String, Object> configuration(String secretId, Duration ttl) {
            return Map.of("datasf.app-token.secret-id", secretId, "datasf.app-token.ttl", ttl.toMillis() + "ms");
        }

        @Override
        public String value(int version) {
            return version % 2 == 1 ? "{\"app_token\":\"" + token(version) + "\"}" : token(version); // both formats
        }

        private static String token(int version) {
            return "MotoToken" + version + "q1w2e3r4t5y6";
        }

        /** The X-App-Token of each request a query made (null: anonymous). */
        private List<String> tokensSent(LambdaHarness lambda) {
            socrata.reset();
            JsonNode result =
                    lambda.callTool("query_datasf", Map.of("dataset_id", "4tka-6guv", "soql", "SELECT * LIMIT 1"));
            ToolResults.ok(result);
            List<String> tokens = socrata.toolRequests().stream()
                    .map(r -> r.header("X-App-Token"))
                    .toList();
            assertFalse(tokens.isEmpty());
            return tokens;
        }

        @Override
        public void assertServes(LambdaHarness lambda, int version) {
            tokensSent(lambda).forEach(token -> assertEquals(token(version), token));
        }

        @Override
        public void assertNeverRead(LambdaHarness lambda) {
            tokensSent(lambda).forEach(token -> assertEquals(null, token, "anonymous"));
        }

        @Override
        public void assertLost(LambdaHarness lambda, int lastVersion) {
            assertNeverRead(lambda);
        }

        @Override
        public String toString() {
            return "Socrata App Token";
        }
    }

    /**
     * DATASF_CURSOR_SECRET_ID: the key cursors are signed with; a cursor signed with the current
     * version pages, one signed with an older version does not. Keeps the last key read; with none,
     * a random key of the instance (so no cursor made outside it is accepted).
     */
    static final class CursorKey implements SecretConsumer {

        @Override
        public Map<String, Object> configuration(String secretId, Duration ttl) {
            return Map.of("datasf.cursor.secret-id", secretId, "datasf.cursor.ttl", ttl.toMillis() + "ms");
        }

        @Override
        public String value(int version) {
            return "moto-cursor-key-v" + version + "-0123456789abcdef0123456789";
        }

        private static JsonNode page(LambdaHarness lambda, int version) {
            return lambda.callTool(
                    "query_datasf",
                    Map.of(
                            "cursor",
                            CursorMint.mint(
                                    CursorMint.bicycleCounts(f -> {}),
                                    "moto-cursor-key-v" + version + "-0123456789abcdef0123456789")));
        }

        private static void assertRefused(JsonNode result) {
            assertEquals("validation", ToolResults.errorType(result));
        }

        @Override
        public void assertServes(LambdaHarness lambda, int version) {
            assertEquals(
                    5, ToolResults.ok(page(lambda, version)).get("count").asInt(), "a cursor signed with v" + version);
            if (version > 1) {
                assertRefused(page(lambda, version - 1));
            }
        }

        @Override
        public void assertNeverRead(LambdaHarness lambda) {
            assertRefused(page(lambda, 1));
            JsonNode first = ToolResults.ok(lambda.callTool(
                    "query_datasf", Map.of("dataset_id", "uczf-rk3c", "soql", "SELECT *", "max_rows", 5)));
            ToolResults.ok(lambda.callTool(
                    "query_datasf", Map.of("cursor", first.get("next_cursor").asText())));
        }

        @Override
        public void assertLost(LambdaHarness lambda, int lastVersion) {
            assertEquals(
                    5, ToolResults.ok(page(lambda, lastVersion)).get("count").asInt(), "the last key read is kept");
        }

        @Override
        public String toString() {
            return "cursor key";
        }
    }
}
