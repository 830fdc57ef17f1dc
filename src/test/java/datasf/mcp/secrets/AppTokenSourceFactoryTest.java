package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ch.qos.logback.classic.Level;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.SdkTestSettings;
import io.micronaut.context.ApplicationContext;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Which {@link AppTokenSource} a real Micronaut context builds from configuration. */
class AppTokenSourceFactoryTest {

    private static final String SECRET = "datasf-mcp/socrata-app-token";

    private FakeSecretsManager fake;
    private SdkTestSettings sdk;

    @BeforeEach
    void startFake() {
        fake = FakeSecretsManager.start();
        fake.putSecret(SECRET, "{\"app_token\":\"fromSecret\"}");
        sdk = SdkTestSettings.secretsManagerAt(fake.endpoint());
    }

    @AfterEach
    void stopFake() {
        sdk.close();
        fake.close();
    }

    @Test
    void secretIdSelectsSecretsManagerAndReadsNothingAtStartup() {
        try (var context = ApplicationContext.run(
                Map.of("datasf.app-token.secret-id", SECRET, "datasf.app-token.value", "ignoredWhenASecretIsSet"))) {
            var source = context.getBean(AppTokenSource.class);

            assertInstanceOf(SecretsManagerAppTokenSource.class, source);
            assertEquals(0, fake.getSecretValueCalls(), "bean creation must not call AWS (SnapStart)");
            assertEquals(Optional.of("fromSecret"), source.token());
            assertEquals(1, fake.getSecretValueCalls());
        }
    }

    @Test
    void plainValueSelectsTheConfiguredToken() {
        try (var context = ApplicationContext.run(Map.of("datasf.app-token.value", "  plainToken  "))) {
            var source = context.getBean(AppTokenSource.class);

            assertInstanceOf(StaticAppTokenSource.class, source);
            assertEquals(Optional.of("plainToken"), source.token());
            assertEquals(Optional.of("plainToken"), source.refresh());
        }
    }

    @Test
    void nothingConfiguredIsAnonymous() {
        assumeNoTokenInTheRealEnvironment();
        try (var context = ApplicationContext.run()) {
            var source = context.getBean(AppTokenSource.class);

            assertSame(AnonymousAppTokenSource.INSTANCE, source);
            assertEquals(Optional.empty(), source.token());
            assertEquals(Optional.empty(), source.refresh());
        }
    }

    @Test
    void blankValuesCountAsUnset() {
        try (var context = ApplicationContext.run(Map.of(
                "datasf.app-token.secret-id", "   ",
                "datasf.app-token.value", ""))) {
            assertSame(AnonymousAppTokenSource.INSTANCE, context.getBean(AppTokenSource.class));
        }
    }

    @Test
    void unusableConfiguredTokenFallsBackToAnonymous() {
        try (CapturedLogs logs = CapturedLogs.of("datasf.mcp.secrets", Level.WARN);
                var context = ApplicationContext.run(Map.of("datasf.app-token.value", "two words"))) {
            assertSame(AnonymousAppTokenSource.INSTANCE, context.getBean(AppTokenSource.class));
            assertEquals(
                    List.of("Ignoring the configured Socrata app token (DATASF_APP_TOKEN_VALUE): token contains "
                            + "whitespace, control or non-ASCII characters. Calling Socrata anonymously."),
                    logs.warnings(),
                    "the operator is told, without the token");
        }
    }

    @Test
    void ttlDefaultsToFifteenMinutes() {
        assumeNoTokenInTheRealEnvironment();
        try (var context = ApplicationContext.run()) {
            assertEquals(
                    Duration.ofMinutes(15),
                    context.getBean(AppTokenConfig.class).ttl());
        }
        try (var context = ApplicationContext.run(Map.of("datasf.app-token.secret-id", SECRET))) {
            var config = context.getBean(AppTokenConfig.class);
            assertEquals(Duration.ofMinutes(15), config.ttl());
        }
    }

    @Test
    void nonPositiveTtlStopsStartup() {
        // A misconfiguration worth failing the deployment for: zero would mean one
        // Secrets Manager call per Socrata request.
        var failure = assertThrows(
                RuntimeException.class,
                () -> ApplicationContext.run(Map.of("datasf.app-token.ttl", "0s"))
                        .close());
        assertTrue(
                rootCause(failure)
                        .getMessage()
                        .contains("DATASF_APP_TOKEN_TTL (datasf.app-token.ttl) must be a positive duration"),
                failure.toString());
    }

    private static Throwable rootCause(Throwable t) {
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }

    @Test
    void configToStringHidesTheToken() {
        try (var context = ApplicationContext.run(Map.of("datasf.app-token.value", "hideMe123"))) {
            assertEquals(
                    "AppTokenConfig[secretId=<unset>, value=<redacted>, ttl=PT15M]",
                    context.getBean(AppTokenConfig.class).toString());
        }
    }

    @Test
    void shutdownReleasesTheSecretsManagerSource() {
        var context = ApplicationContext.run(Map.of("datasf.app-token.secret-id", SECRET));
        var source = context.getBean(AppTokenSource.class);
        assertEquals(Optional.of("fromSecret"), source.token());

        context.close();

        // invalidate() ran as the bean's pre-destroy hook: the cached token is gone.
        assertEquals(Optional.of("fromSecret"), source.token());
        assertEquals(2, fake.getSecretValueCalls());
    }

    private static void assumeNoTokenInTheRealEnvironment() {
        assumeTrue(
                System.getenv("DATASF_APP_TOKEN_SECRET_ID") == null
                        && System.getenv("DATASF_APP_TOKEN_VALUE") == null
                        && System.getenv("DATASF_APP_TOKEN_TTL") == null,
                "the machine running the tests configures a real token");
    }
}
