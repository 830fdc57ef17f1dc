package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * Runs every path that handles a token (success, rotation, refresh, every failure,
 * the factory, shutdown) while capturing all logging in the JVM, the AWS SDK's and
 * Micronaut's included, then checks that no token and no secret value appear.
 *
 * <p>Known limit, outside this package: at TRACE, Micronaut's property resolver
 * ({@code io.micronaut.context}, {@code io.micronaut.inject}) prints resolved property
 * values, so a token given as {@code DATASF_APP_TOKEN_VALUE} would show up there. A token
 * from Secrets Manager never passes through properties; that path is checked at TRACE.
 */
class AppTokenNeverLoggedTest {

    private static final String SECRET = "datasf-mcp/socrata-app-token";
    private static final Duration TTL = Duration.ofMillis(200);

    // Distinctive values, so that a substring match cannot be a coincidence.
    private static final String BARE_TOKEN = "BareTok3nQx7Zk9Wm2Lp";
    private static final String JSON_TOKEN = "JsonTok3nVb4Nc8Rt1Hy";
    private static final String JSON_SECRET = "{\"app_token\": \"" + JSON_TOKEN + "\", \"owner\": \"OwnerFieldYt6Ug\"}";
    private static final String ROTATED_TOKEN = "RotatedTok3nAs5Df0Gh";
    private static final String MALFORMED_SECRET = "{\"app_token\": MalformedSecretJk2Lm}";
    private static final String SPACED_SECRET = "Spaced Secret Op9Iu";
    private static final String DENIED_SECRET_VALUE = "DeniedSecretEr3Ty";
    private static final String ENV_TOKEN = "EnvTok3nZx1Cv5Bn";

    private static final List<String> NEVER_LOGGED = List.of(
            BARE_TOKEN,
            JSON_TOKEN,
            JSON_SECRET,
            "OwnerFieldYt6Ug",
            ROTATED_TOKEN,
            "MalformedSecretJk2Lm",
            SPACED_SECRET,
            "Op9Iu",
            DENIED_SECRET_VALUE,
            ENV_TOKEN);

    private final MutableClock clock = new MutableClock();
    private FakeSecretsManager fake;
    private SdkTestSettings sdk;

    @BeforeEach
    void start() {
        fake = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(fake.endpoint());
    }

    @AfterEach
    void stop() {
        sdk.close();
        fake.close();
    }

    @Test
    void secretsManagerPathLogsNoTokenOrSecretValueEvenAtTrace() {
        try (var logs = CapturedLogs.ofEverything(Level.TRACE)) {
            // Success, both formats, rotation, refresh, invalidate.
            fake.putSecret("bare", BARE_TOKEN);
            fake.putSecret(SECRET, JSON_SECRET);
            try (var bare = source("bare");
                    var json = source(SECRET)) {
                assertEquals(Optional.of(BARE_TOKEN), bare.token());
                assertEquals(Optional.of(JSON_TOKEN), json.token());
                fake.putSecret(SECRET, ROTATED_TOKEN);
                clock.advance(TTL);
                assertEquals(Optional.of(ROTATED_TOKEN), json.token());
                assertEquals(Optional.of(ROTATED_TOKEN), json.refresh());
                json.invalidate();
            }

            // Every failure.
            fake.putSecret("malformed", MALFORMED_SECRET);
            fake.putSecret("spaced", SPACED_SECRET);
            fake.putSecret("denied", DENIED_SECRET_VALUE);
            fake.denyAccessTo("denied");
            for (String secretId : List.of("malformed", "spaced", "denied", "missing")) {
                try (var failing = source(secretId)) {
                    assertEquals(Optional.empty(), failing.token());
                }
            }

            // Through the factory, to shutdown.
            try (var context = ApplicationContext.run(Map.of("datasf.app-token.secret-id", SECRET))) {
                assertEquals(
                        Optional.of(ROTATED_TOKEN),
                        context.getBean(AppTokenSource.class).token());
            }

            assertEquals(
                    4,
                    logs.warnings().stream()
                            .filter(w -> w.contains("Cannot read"))
                            .count(),
                    () -> "one warning per failing secret: " + logs.warnings());
            assertNothingSecretIn(logs);
        }
    }

    @Test
    void configuredTokenIsNotLoggedAtDebug() {
        try (var logs = CapturedLogs.ofEverything(Level.DEBUG)) {
            try (var context = ApplicationContext.run(Map.of("datasf.app-token.value", ENV_TOKEN))) {
                assertEquals(
                        Optional.of(ENV_TOKEN),
                        context.getBean(AppTokenSource.class).token());
                context.getBean(AppTokenConfig.class).toString();
            }
            try (var context = ApplicationContext.run(Map.of("datasf.app-token.value", SPACED_SECRET))) {
                assertEquals(
                        Optional.empty(), context.getBean(AppTokenSource.class).token());
            }

            assertTrue(logs.warnings().stream().anyMatch(w -> w.contains("Ignoring the configured")), "warned");
            assertNothingSecretIn(logs);
        }
    }

    private static void assertNothingSecretIn(CapturedLogs logs) {
        var text = logs.allText();
        assertTrue(text.size() > 20, "the capture should have seen the libraries' debug output too");
        for (String line : text) {
            for (String secret : NEVER_LOGGED) {
                assertFalse(line.contains(secret), () -> "leaked " + secret + " in: " + line);
            }
        }
    }

    private SecretsManagerAppTokenSource source(String secretId) {
        return new SecretsManagerAppTokenSource(secretId, TTL, SecretsManagerClients::standard, clock);
    }
}
