package datasf.mcp.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.JarProcess;
import datasf.mcp.support.Jdks;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code bin/datasf-mcp --check} and {@code java -jar target/datasf-mcp.jar --check} as an operator
 * runs them: a process of its own with the settings in its environment, against the fake Socrata
 * (and the fake Secrets Manager) in this JVM. A healthy portal passes in seconds with exit code 0;
 * a moved portal, a closed port, a refused App Token and a missing secret each end it with exit
 * code 1 and a line that names the cause; nothing it prints is a stack trace.
 */
class PortalCheckIT {

    private static final Duration WAIT = Duration.ofSeconds(60);
    /** The "a few seconds", with room for a busy build machine's JVM start. */
    private static final long HEALTHY_MILLIS = 12_000;

    private static FakeSocrata socrata;

    /** A finished command: its exit code, what it printed and how long it took. */
    record Run(int exitCode, String stdout, String stderr, long millis) {
        String all() {
            return stdout + stderr;
        }

        String line(String probe) {
            return stdout.lines()
                    .filter(l -> l.length() > 6 && l.substring(6).startsWith(probe + ":"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no line for " + probe + " in\n" + all()));
        }
    }

    @BeforeAll
    static void start() {
        socrata = FakeSocrata.start().serveDataSfCatalog();
    }

    @AfterAll
    static void stop() {
        socrata.close();
    }

    @BeforeEach
    void reset() {
        socrata.reset();
    }

    private static Map<String, String> portal(String baseUrl) {
        Map<String, String> environment = new HashMap<>();
        environment.put("DATASF_SOCRATA_BASE_URL", baseUrl);
        environment.put("DATASF_SOCRATA_DISCOVERY_URL", socrata.discoveryUrl());
        return environment;
    }

    private static Run launcher(Map<String, String> environment, String option) throws Exception {
        Map<String, String> all = new HashMap<>(environment);
        all.put("JAVA_HOME", Jdks.current().toString());
        return run(List.of(Path.of("bin/datasf-mcp").toAbsolutePath().toString(), option), all);
    }

    private static Run jar(Map<String, String> environment) throws Exception {
        return run(
                List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:TieredStopAtLevel=1", // as the launcher starts it: the check is a short process
                        "-jar",
                        JarProcess.jar().toString(),
                        "--check"),
                environment);
    }

    private static Run run(List<String> command, Map<String, String> environment) throws Exception {
        Path out = Files.createTempFile("datasf-check", ".out");
        Path err = Files.createTempFile("datasf-check", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            builder.environment().putAll(environment);
            long start = System.nanoTime();
            Process process = builder.start();
            if (!process.waitFor(WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("still running after " + WAIT + ": " + Files.readString(out));
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            Run run = new Run(
                    process.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8),
                    millis);
            assertFalse(
                    run.all().contains("\tat ")
                            || run.all().contains("Caused by")
                            || run.all().contains("Exception in thread"),
                    "no stack trace:\n" + run.all());
            return run;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    @Test
    void theLaunchersCheckPassesAgainstAHealthyPortalInSeconds() throws Exception {
        Run run = launcher(portal(socrata.baseUrl()), "--check");
        assertEquals(0, run.exitCode(), run.all());
        assertTrue(run.millis() < HEALTHY_MILLIS, "took " + run.millis() + " ms");
        assertEquals(6, run.stdout().lines().count(), run.stdout());
        assertTrue(run.stdout().lines().limit(5).allMatch(line -> line.startsWith("ok    ")), run.stdout());
        assertTrue(run.stdout().endsWith("datasf-mcp --check: all 5 checks passed\n"), run.stdout());
    }

    @Test
    void theLaunchersHelpListsTheCheck() throws Exception {
        Run run = launcher(Map.of(), "--help");
        assertEquals(0, run.exitCode(), run.all());
        assertTrue(run.stdout().contains("--check"), run.stdout());
    }

    @Test
    void theJarsCheckNamesAMovedPortalsNewOriginAndTheSetting() throws Exception {
        try (FakeSocrata oldHost = FakeSocrata.movedTo(socrata.baseUrl())) {
            Run run = jar(portal(oldHost.baseUrl()));
            assertEquals(1, run.exitCode(), run.all());
            String views = run.line("Views API");
            assertTrue(
                    views.startsWith("FAIL  Views API: The portal answers from " + socrata.baseUrl() + " now"), views);
            assertTrue(views.endsWith("set DATASF_SOCRATA_BASE_URL to " + socrata.baseUrl()), views);
            assertTrue(socrata.requests().stream().noneMatch(r -> r.path().startsWith("/api/views")), "not followed");
        }
    }

    @Test
    void theJarsCheckSaysAClosedPortCannotBeReached() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        Run run = jar(portal("http://127.0.0.1:" + closed));
        assertEquals(1, run.exitCode(), run.all());
        assertTrue(
                run.line("Views API")
                        .contains("Could not reach Socrata at http://127.0.0.1:" + closed + " (connection refused)"),
                run.all());
    }

    @Test
    void theJarsCheckSaysTheAppTokenIsRefused() throws Exception {
        socrata.acceptOnlyTokens("TheRightToken123");
        Map<String, String> environment = portal(socrata.baseUrl());
        environment.put("DATASF_APP_TOKEN_VALUE", "AWrongToken456");
        Run run = jar(environment);
        assertEquals(1, run.exitCode(), run.all());
        assertTrue(run.line("Views API").startsWith("ok "), run.all());
        assertTrue(run.line("App Token").startsWith("FAIL  App Token: refused by " + socrata.baseUrl()), run.all());
        assertFalse(run.all().contains("AWrongToken456"), "the token is never printed");
    }

    @Test
    void theJarsCheckSaysTheSecretIsMissing() throws Exception {
        try (FakeSecretsManager secrets = FakeSecretsManager.start()) {
            Map<String, String> environment = portal(socrata.baseUrl());
            environment.put("DATASF_APP_TOKEN_SECRET_ID", "datasf/no-such-secret");
            environment.put(
                    "AWS_ENDPOINT_URL_SECRETS_MANAGER", secrets.endpoint().toString());
            environment.put("AWS_REGION", FakeSecretsManager.REGION);
            environment.put("AWS_ACCESS_KEY_ID", "AKIDTESTTESTTESTTEST");
            environment.put("AWS_SECRET_ACCESS_KEY", "test-secret-access-key");
            environment.put("AWS_EC2_METADATA_DISABLED", "true");
            Run run = jar(environment);
            assertEquals(1, run.exitCode(), run.all());
            assertTrue(
                    run.line("App Token secret")
                            .startsWith("FAIL  App Token secret: cannot read 'datasf/no-such-secret':"
                                    + " ResourceNotFoundException (HTTP 400)"),
                    run.all());
        }
    }
}
