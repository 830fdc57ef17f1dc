package datasf.mcp.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.SdkTestSettings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The operator's check ({@code --check}) in the test JVM, against the fake Socrata and the fake
 * Secrets Manager: one line per probe, exit code 0 only when all pass, and for each thing that
 * can be wrong (a moved portal, a closed port, a refused App Token, a missing secret, a setting
 * the server cannot use) a line that names it and what to change, never a stack trace.
 */
class PortalCheckTest {

    private static FakeSocrata socrata;

    /** What one check printed and answered. */
    record Outcome(int exitCode, String output) {
        List<String> lines() {
            return output.lines().toList();
        }

        String line(String probe) {
            return lines().stream()
                    .filter(l -> l.substring(6).startsWith(probe + ":"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no line for " + probe + " in\n" + output));
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

    private static Outcome check(Map<String, Object> properties) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int exitCode;
        // the server's own warnings (a secret it cannot read, a redirect) are its log's, not the check's
        try (CapturedLogs logs = CapturedLogs.ofEverything(Level.WARN)) {
            exitCode = PortalCheck.run(properties, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        }
        String output = bytes.toString(StandardCharsets.UTF_8);
        assertFalse(output.contains("\tat ") || output.contains("Caused by"), "no stack trace:\n" + output);
        return new Outcome(exitCode, output);
    }

    private static Map<String, Object> with(Map<String, Object> base, String... pairs) {
        Map<String, Object> properties = new HashMap<>(base);
        for (int i = 0; i < pairs.length; i += 2) {
            properties.put(pairs[i], pairs[i + 1]);
        }
        return properties;
    }

    @Test
    void aHealthyPortalPassesEveryProbeWithOneLineEach() {
        long start = System.nanoTime();
        Outcome outcome = check(socrata.properties());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(0, outcome.exitCode(), outcome.output());
        assertTrue(millis < 10_000, "took " + millis + " ms");
        assertTrue(outcome.line("settings").startsWith("ok    settings: usable; the portal is " + socrata.baseUrl()));
        assertEquals(
                "ok    Views API: dataset wg3w-h783 is \"Police Department Incident Reports: 2018 to Present\"",
                outcome.line("Views API"));
        assertEquals(
                "ok    one-row query: SELECT * LIMIT 1 on wg3w-h783 answered 1 row", outcome.line("one-row query"));
        assertTrue(
                outcome.line("Discovery API")
                        .matches("ok    Discovery API: \\d+ datasets of 127\\.0\\.0\\.1 \\(domains and search_context"
                                + " 127\\.0\\.0\\.1\\)"),
                outcome.output());
        assertTrue(outcome.line("App Token").startsWith("ok    App Token: none set: calls are anonymous"));
        assertEquals("datasf-mcp --check: all 5 checks passed", outcome.lines().get(5));
        FakeSocrata.Request discovery = socrata.requests().stream()
                .filter(r -> r.path().equals("/api/catalog/v1"))
                .findFirst()
                .orElseThrow();
        assertEquals("127.0.0.1", discovery.query().get("search_context"), "the count is the federated one");
    }

    @Test
    void aMovedPortalIsNamedWithTheOriginItAnswersFromAndTheSetting() {
        try (FakeSocrata oldHost = FakeSocrata.movedTo(socrata.baseUrl())) {
            Outcome outcome = check(with(socrata.properties(), "datasf.socrata.base-url", oldHost.baseUrl()));
            assertEquals(1, outcome.exitCode(), outcome.output());
            String views = outcome.line("Views API");
            assertTrue(
                    views.startsWith("FAIL  Views API: The portal answers from " + socrata.baseUrl() + " now"), views);
            assertTrue(views.endsWith("set DATASF_SOCRATA_BASE_URL to " + socrata.baseUrl()), views);
            assertTrue(outcome.line("Discovery API").startsWith("ok "), "the Discovery API did not move");
            assertTrue(socrata.requests().stream().noneMatch(r -> r.path().startsWith("/api/views")));
        }
    }

    @Test
    void aClosedPortSaysTheHostCannotBeReached() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        String url = "http://127.0.0.1:" + closed;
        Outcome outcome = check(Map.of(
                "datasf.socrata.base-url",
                url,
                "datasf.socrata.discovery-url",
                url + "/api/catalog/v1",
                "datasf.socrata.retry.initial-backoff",
                "10ms"));
        assertEquals(1, outcome.exitCode(), outcome.output());
        assertTrue(
                outcome.line("Views API")
                        .startsWith("FAIL  Views API: Could not reach Socrata at " + url + " (connection refused)"),
                outcome.output());
        assertTrue(outcome.line("Views API").contains("[check DATASF_SOCRATA_BASE_URL]"), outcome.output());
        assertTrue(outcome.line("Discovery API").contains("[check DATASF_SOCRATA_DISCOVERY_URL]"), outcome.output());
        assertTrue(outcome.output().contains("checks failed"));
    }

    @Test
    void aRefusedAppTokenHasALineOfItsOwn() {
        socrata.acceptOnlyTokens("TheRightToken123");
        Outcome outcome = check(with(socrata.properties(), "datasf.app-token.value", "AWrongToken456"));
        assertEquals(1, outcome.exitCode(), outcome.output());
        assertTrue(outcome.line("Views API").startsWith("ok "), "the portal answers without the token");
        String token = outcome.line("App Token");
        assertTrue(token.startsWith("FAIL  App Token: refused by " + socrata.baseUrl()), token);
        assertTrue(token.contains("Invalid app_token specified") && token.contains("DATASF_APP_TOKEN_VALUE"), token);
        assertFalse(outcome.output().contains("AWrongToken456"), "the token is never printed");
    }

    @Test
    void anAcceptedAppTokenPasses() {
        socrata.acceptOnlyTokens("TheRightToken123");
        Outcome outcome = check(with(socrata.properties(), "datasf.app-token.value", "TheRightToken123"));
        assertEquals(0, outcome.exitCode(), outcome.output());
        assertEquals("ok    App Token: accepted by " + socrata.baseUrl(), outcome.line("App Token"));
    }

    @Test
    void aMissingSecretAndAReadableOneEachHaveTheirLine() {
        try (FakeSecretsManager secrets = FakeSecretsManager.start();
                SdkTestSettings sdk = SdkTestSettings.secretsManagerAt(secrets.endpoint())) {
            secrets.putSecret("datasf/app-token", "{\"app_token\":\"TheRightToken123\"}");
            socrata.acceptOnlyTokens("TheRightToken123");
            Outcome missing = check(with(socrata.properties(), "datasf.app-token.secret-id", "datasf/no-such-secret"));
            assertEquals(1, missing.exitCode(), missing.output());
            String secret = missing.line("App Token secret");
            assertTrue(
                    secret.startsWith("FAIL  App Token secret: cannot read 'datasf/no-such-secret':"
                            + " ResourceNotFoundException (HTTP 400); no such secret here"),
                    secret);
            assertTrue(missing.line("App Token").startsWith("skip  App Token: not checked"), missing.output());

            Outcome readable = check(with(socrata.properties(), "datasf.app-token.secret-id", "datasf/app-token"));
            assertEquals(0, readable.exitCode(), readable.output());
            assertTrue(readable.line("App Token secret").startsWith("ok "), readable.output());
            assertEquals("ok    App Token: accepted by " + socrata.baseUrl(), readable.line("App Token"));
        }
    }

    @Test
    void aSettingTheServerCannotUseIsTheOneLine() {
        Outcome outcome = check(with(socrata.properties(), "datasf.socrata.base-url", "data.sf.gov"));
        assertEquals(1, outcome.exitCode());
        assertTrue(
                outcome.lines()
                        .get(0)
                        .startsWith("FAIL  settings: DATASF_SOCRATA_BASE_URL (datasf.socrata.base-url)"
                                + " must be an http or https URL"),
                outcome.output());
        assertEquals(2, outcome.lines().size(), outcome.output());
    }
}
