package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.SdkTestSettings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * {@link SecretsManagerAppTokenSource} against {@link FakeSecretsManager} through the
 * real SDK client, built exactly as in production and pointed at the fake only by the
 * SDK's standard endpoint setting.
 */
class SecretsManagerAppTokenSourceTest {

    private static final String SECRET = "datasf-mcp/socrata-app-token";
    private static final Duration SHORT_TTL = Duration.ofMillis(200);

    private final MutableClock clock = new MutableClock();
    private FakeSecretsManager fake;
    private SdkTestSettings sdk;
    private CapturedLogs logs;
    private final List<SecretsManagerAppTokenSource> sources = new ArrayList<>();

    @BeforeEach
    void startFake() {
        fake = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(fake.endpoint());
        logs = CapturedLogs.ofSecretsPackage();
    }

    @AfterEach
    void stopFake() {
        sources.forEach(SecretsManagerAppTokenSource::close);
        logs.close();
        sdk.close();
        fake.close();
    }

    private SecretsManagerAppTokenSource source(String secretId, Duration ttl) {
        return source(secretId, ttl, SecretsManagerClients::standard);
    }

    private SecretsManagerAppTokenSource source(String secretId, Duration ttl, Supplier<SecretsManagerClient> clients) {
        var source = new SecretsManagerAppTokenSource(secretId, ttl, clients, clock);
        sources.add(source);
        return source;
    }

    // --- secret formats --------------------------------------------------------

    @Test
    void readsBareTokenThroughTheStandardSdkEndpointSetting() {
        fake.putSecret(SECRET, "  bareToken123\n");

        assertEquals(Optional.of("bareToken123"), source(SECRET, SHORT_TTL).token());

        var request = fake.requests().get(0);
        assertEquals("POST", request.method());
        assertEquals("/", request.path());
        assertEquals("secretsmanager.GetSecretValue", request.target());
        assertEquals("application/x-amz-json-1.1", request.contentType());
        assertTrue(
                request.authorization().startsWith("AWS4-HMAC-SHA256 "), "SigV4-signed like the real service expects");
        assertTrue(request.authorization().contains("/" + FakeSecretsManager.REGION + "/secretsmanager/aws4_request"));
        assertEquals(SECRET, request.secretId());
        assertEquals(List.of(), logs.warnings());
    }

    @Test
    void readsJsonToken() {
        fake.putSecret(SECRET, "{\"app_token\": \"  jsonToken456 \", \"note\": {\"owner\": \"datasf\"}}\n");

        assertEquals(Optional.of("jsonToken456"), source(SECRET, SHORT_TTL).token());
    }

    @Test
    void readsBySecretArn() {
        fake.putSecret(SECRET, "arnToken");

        assertEquals(
                Optional.of("arnToken"),
                source(FakeSecretsManager.arnOf(SECRET), SHORT_TTL).token());
        assertEquals(FakeSecretsManager.arnOf(SECRET), fake.requests().get(0).secretId());
    }

    @Test
    void honoursTheEndpointSettingSharedByAllServices() {
        sdk.close();
        sdk = SdkTestSettings.allServicesAt(fake.endpoint());
        fake.putSecret(SECRET, "viaGenericEndpoint");

        assertEquals(
                Optional.of("viaGenericEndpoint"), source(SECRET, SHORT_TTL).token());
        assertEquals(1, fake.getSecretValueCalls());
    }

    // --- failures: warn once, answer anonymous ---------------------------------

    @Test
    void missingSecretWarnsOnceAndIsAnonymous() {
        var source = source(SECRET, SHORT_TTL);

        assertEquals(Optional.empty(), source.token());
        assertEquals(Optional.empty(), source.token());

        assertEquals(1, fake.getSecretValueCalls(), "the failure is cached for the back-off");
        var warning = onlyWarning();
        assertTrue(warning.contains("'" + SECRET + "'"), warning);
        assertTrue(warning.contains("ResourceNotFoundException (HTTP 400)"), warning);
    }

    @Test
    void accessDeniedWarnsOnceAndIsAnonymous() {
        fake.putSecret(SECRET, "neverServed");
        fake.denyAccessTo(SECRET);

        assertEquals(Optional.empty(), source(SECRET, SHORT_TTL).token());

        var warning = onlyWarning();
        assertTrue(warning.contains("AccessDeniedException (HTTP 400)"), warning);
        assertFalse(warning.contains("neverServed"), warning);
    }

    @Test
    void endpointDownWarnsOnceAndIsAnonymous() throws IOException {
        sdk.close();
        sdk = SdkTestSettings.secretsManagerAt(closedLocalPort());

        assertEquals(Optional.empty(), source(SECRET, SHORT_TTL).token());

        var warning = onlyWarning();
        assertTrue(warning.contains("SdkClientException"), warning);
        assertTrue(warning.contains("ConnectException"), warning);
    }

    @Test
    void malformedSecretWarnsOnceWithoutQuotingItAndIsAnonymous() {
        fake.putSecret(SECRET, "{\"apptoken\": \"misspelledField789\"}");

        assertEquals(Optional.empty(), source(SECRET, SHORT_TTL).token());

        var warning = onlyWarning();
        assertTrue(warning.contains("no \"app_token\" field"), warning);
        assertFalse(warning.contains("misspelledField789"), warning);
    }

    @Test
    void binarySecretIsReportedAsUnsupported() {
        fake.putBinarySecret(SECRET, "YmluYXJ5VG9rZW4=");

        assertEquals(Optional.empty(), source(SECRET, SHORT_TTL).token());

        assertTrue(onlyWarning().contains("no SecretString"));
    }

    @Test
    void clientThatCannotBeBuiltWarnsAndIsAnonymous() {
        var source = source(SECRET, SHORT_TTL, () -> {
            throw software.amazon.awssdk.core.exception.SdkClientException.create("Unable to load region");
        });

        assertEquals(Optional.empty(), source.token());
        var warning = onlyWarning();
        assertTrue(
                warning.contains("cannot build the Secrets Manager client: SdkClientException: Unable to load region"),
                warning);
    }

    @Test
    void failureIsRetriedAfterTheBackOffAndRecovers() {
        var source = source(SECRET, SHORT_TTL);
        assertEquals(Optional.empty(), source.token());
        fake.putSecret(SECRET, "createdLater");

        clock.advance(SHORT_TTL.minusMillis(1));
        assertEquals(Optional.empty(), source.token(), "still inside the back-off");
        clock.advance(Duration.ofMillis(1));
        assertEquals(Optional.of("createdLater"), source.token());
        assertEquals(2, fake.getSecretValueCalls());
    }

    @Test
    void failureBackOffIsCappedAtOneMinuteForLongTtls() {
        var source = source(SECRET, Duration.ofMinutes(15));
        assertEquals(Optional.empty(), source.token());
        fake.putSecret(SECRET, "createdLater");

        clock.advance(Duration.ofSeconds(59));
        assertEquals(Optional.empty(), source.token());
        clock.advance(Duration.ofSeconds(1));
        assertEquals(Optional.of("createdLater"), source.token());
    }

    @Test
    void refreshAfterAFailureTriesAgainAtOnce() {
        var source = source(SECRET, SHORT_TTL);
        assertEquals(Optional.empty(), source.token());
        fake.putSecret(SECRET, "createdLater");

        assertEquals(Optional.of("createdLater"), source.refresh());
    }

    // --- caching, rotation, refresh, invalidate ------------------------------

    @Test
    void readsOncePerTtl() {
        fake.putSecret(SECRET, "cachedToken");
        var source = source(SECRET, SHORT_TTL);

        for (int i = 0; i < 5; i++) {
            assertEquals(Optional.of("cachedToken"), source.token());
        }
        clock.advance(SHORT_TTL.minusMillis(1));
        assertEquals(Optional.of("cachedToken"), source.token());
        assertEquals(1, fake.getSecretValueCalls());

        clock.advance(Duration.ofMillis(1));
        source.token();
        source.token();
        assertEquals(2, fake.getSecretValueCalls());
    }

    @Test
    void picksUpRotationOnceTheTtlExpires() {
        fake.putSecret(SECRET, "{\"app_token\":\"before\"}");
        var source = source(SECRET, SHORT_TTL);
        assertEquals(Optional.of("before"), source.token());

        fake.putSecret(SECRET, "{\"app_token\":\"after\"}");
        assertEquals(Optional.of("before"), source.token(), "cached until the TTL expires");

        clock.advance(SHORT_TTL);
        assertEquals(Optional.of("after"), source.token());
    }

    @Test
    void refreshReadsImmediatelyAndRestartsTheTtl() {
        fake.putSecret(SECRET, "before");
        var source = source(SECRET, SHORT_TTL);
        assertEquals(Optional.of("before"), source.token());
        fake.putSecret(SECRET, "after");

        assertEquals(Optional.of("after"), source.refresh());
        assertEquals(Optional.of("after"), source.token());
        assertEquals(2, fake.getSecretValueCalls());

        assertEquals(Optional.of("after"), source.refresh(), "every refresh() call reads");
        assertEquals(3, fake.getSecretValueCalls());
    }

    @Test
    void invalidateMakesTheNextTokenReadAgain() {
        fake.putSecret(SECRET, "before");
        var source = source(SECRET, Duration.ofMinutes(15));
        assertEquals(Optional.of("before"), source.token());
        fake.putSecret(SECRET, "afterRestore");

        source.invalidate();

        assertEquals(1, fake.getSecretValueCalls(), "invalidate itself reads nothing");
        assertEquals(Optional.of("afterRestore"), source.token());
        assertEquals(2, fake.getSecretValueCalls());
    }

    @Test
    void constructionTouchesNeitherTheSdkNorTheNetwork() {
        fake.putSecret(SECRET, "lazy");
        var clientsBuilt = new AtomicInteger();
        var source = source(SECRET, SHORT_TTL, () -> {
            clientsBuilt.incrementAndGet();
            return SecretsManagerClients.standard();
        });

        assertEquals(0, clientsBuilt.get());
        assertEquals(0, fake.getSecretValueCalls());

        assertEquals(Optional.of("lazy"), source.token());
        clock.advance(SHORT_TTL);
        source.token();
        assertEquals(1, clientsBuilt.get(), "one client, built on first use and reused");
    }

    @Test
    void invalidateAlsoRebuildsTheClient() {
        fake.putSecret(SECRET, "token");
        var clientsBuilt = new AtomicInteger();
        var source = source(SECRET, SHORT_TTL, () -> {
            clientsBuilt.incrementAndGet();
            return SecretsManagerClients.standard();
        });
        source.token();

        source.invalidate();
        source.token();

        assertEquals(2, clientsBuilt.get());
    }

    // --- threads -----------------------------------------------------------------

    @Test
    void concurrentFirstUseMakesOneRead() throws Exception {
        fake.putSecret(SECRET, "sharedToken");
        var source = source(SECRET, Duration.ofMinutes(15));
        CountDownLatch firstArrived = fake.holdRequests(1);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Optional<String>>> results = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                results.add(pool.submit(source::token));
            }
            assertTrue(firstArrived.await(10, TimeUnit.SECONDS));
            fake.releaseHeldRequests();

            for (var result : results) {
                assertEquals(Optional.of("sharedToken"), result.get(10, TimeUnit.SECONDS));
            }
            assertEquals(1, fake.getSecretValueCalls());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void refreshesWaitingBehindAnotherReadShareTheNextRead() throws Exception {
        fake.putSecret(SECRET, "before");
        var source = source(SECRET, Duration.ofMinutes(15));
        source.token();
        fake.putSecret(SECRET, "after");

        // A refresh in flight, then two more 401-driven refreshes arrive behind it.
        CountDownLatch inFlight = fake.holdRequests(1);
        var first = new FutureThread(source::refresh);
        assertTrue(inFlight.await(10, TimeUnit.SECONDS));
        var second = new FutureThread(source::refresh);
        var third = new FutureThread(source::refresh);
        second.awaitBlocked();
        third.awaitBlocked();
        fake.releaseHeldRequests();

        assertEquals(Optional.of("after"), first.get());
        assertEquals(Optional.of("after"), second.get());
        assertEquals(Optional.of("after"), third.get());
        // 1 initial read + the in-flight one (began before the others asked) + one shared.
        assertEquals(3, fake.getSecretValueCalls());
    }

    // --- no leaks -------------------------------------------------------------------

    @Test
    void toStringShowsTheSecretIdButNeverTheToken() {
        fake.putSecret(SECRET, "doNotPrintMe");
        var source = source(SECRET, SHORT_TTL);
        source.token();

        assertEquals("SecretsManagerAppTokenSource[secretId=" + SECRET + ", ttl=PT0.2S]", source.toString());
    }

    // --- helpers ------------------------------------------------------------------

    private String onlyWarning() {
        var warnings = logs.warnings();
        assertEquals(1, warnings.size(), () -> "expected exactly one warning, got " + warnings);
        return warnings.get(0);
    }

    private static URI closedLocalPort() throws IOException {
        try (var socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return URI.create("http://127.0.0.1:" + socket.getLocalPort());
        }
    }

    /** A call on its own thread, so a test can see it block on the source's lock. */
    private static final class FutureThread {
        private final Thread thread;
        private volatile Optional<String> result;

        FutureThread(Supplier<Optional<String>> call) {
            thread = new Thread(() -> result = call.get(), "refresh-caller");
            thread.setDaemon(true);
            thread.start();
        }

        void awaitBlocked() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (thread.getState() != Thread.State.WAITING && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(Thread.State.WAITING, thread.getState(), "caller should be waiting for the read lock");
        }

        Optional<String> get() throws InterruptedException {
            thread.join(TimeUnit.SECONDS.toMillis(10));
            return result;
        }
    }
}
