package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import datasf.mcp.support.Docker;
import datasf.mcp.support.SdkTestSettings;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.testcontainers.containers.localstack.LocalStackContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The same scenarios against LocalStack's Secrets Manager. Needs a Docker engine, which neither
 * these machines nor CI have: tagged "docker", it runs only where the pom's docker profile turns
 * on by itself (a Docker socket), so other builds neither run nor report it; the fake-based tests
 * and {@code SecretsManagerMotoTest} cover the behaviour there. {@link Docker#available()} still
 * guards it (with -Pdocker and no engine it is skipped), answered before Testcontainers looks for
 * an engine, whose search logs an ERROR. See docs/testing.md.
 */
@Tag("docker")
@EnabledIf(value = "datasf.mcp.support.Docker#available", disabledReason = "no Docker engine (docs/testing.md)")
@Testcontainers
class SecretsManagerAppTokenSourceLocalStackTest {

    // Pinned: recent "latest" LocalStack images require an auth token.
    @Container
    private static final LocalStackContainer LOCALSTACK = new LocalStackContainer(
                    DockerImageName.parse("localstack/localstack:3.8.1"))
            .withServices(LocalStackContainer.Service.SECRETSMANAGER);

    private static final Duration TTL = Duration.ofMillis(200);

    private final MutableClock clock = new MutableClock();
    private final String secretName = "datasf-mcp/socrata-app-token-" + UUID.randomUUID();
    private SdkTestSettings sdk;
    private SecretsManagerClient admin;

    @BeforeEach
    void pointTheSdkAtLocalStack() {
        // Our source is configured only through the SDK's standard settings, as in production.
        sdk = SdkTestSettings.with(
                SdkTestSettings.SERVICE_ENDPOINT,
                LOCALSTACK.getEndpoint(),
                LOCALSTACK.getRegion(),
                LOCALSTACK.getAccessKey(),
                LOCALSTACK.getSecretKey());
        // The test's own client, used to create and rotate the secret, is configured explicitly.
        admin = SecretsManagerClient.builder()
                .endpointOverride(LOCALSTACK.getEndpoint())
                .region(Region.of(LOCALSTACK.getRegion()))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(LOCALSTACK.getAccessKey(), LOCALSTACK.getSecretKey())))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .build();
    }

    @AfterEach
    void close() {
        admin.close();
        sdk.close();
    }

    @Test
    void readsAJsonSecretAndPicksUpRotation() {
        admin.createSecret(r -> r.name(secretName).secretString("{\"app_token\": \"localStackToken1\"}"));

        try (var source = source(secretName)) {
            assertEquals(Optional.of("localStackToken1"), source.token());

            admin.putSecretValue(r -> r.secretId(secretName).secretString("{\"app_token\": \"localStackToken2\"}"));
            assertEquals(Optional.of("localStackToken1"), source.token(), "cached within the TTL");
            clock.advance(TTL);
            assertEquals(Optional.of("localStackToken2"), source.token());

            admin.putSecretValue(r -> r.secretId(secretName).secretString("localStackToken3"));
            assertEquals(Optional.of("localStackToken3"), source.refresh());
        }
    }

    @Test
    void readsByArn() {
        var arn = admin.createSecret(r -> r.name(secretName).secretString(" bareLocalStackToken \n"))
                .arn();

        try (var source = source(arn)) {
            assertEquals(Optional.of("bareLocalStackToken"), source.token());
        }
    }

    @Test
    void missingSecretIsAnonymous() {
        try (var source = source("datasf-mcp/does-not-exist-" + UUID.randomUUID())) {
            assertEquals(Optional.empty(), source.token());
        }
    }

    private SecretsManagerAppTokenSource source(String secretId) {
        return new SecretsManagerAppTokenSource(secretId, TTL, SecretsManagerClients::standard, clock);
    }
}
