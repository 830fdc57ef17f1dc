package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.JarProcess;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The README's run command ({@code java -jar target/datasf-mcp.jar}) as a user meets it: a start it
 * cannot make prints one line (the setting, the rule, what was given, the fix) and exits 1, with no
 * stack trace; a start it makes says where it listens and what it answers from. Every setting's
 * message is checked in-process by {@code StartupMessagesTest}; here the real process, over HTTP and
 * over stdio.
 */
class LocalServerStartupIT {

    private static final Duration START = Duration.ofSeconds(60);

    @Test
    void aPortInUseIsOneLineNamingTheSettingAndTheFix() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = Integer.toString(taken.getLocalPort());
            List<String> lines = failedStart(Map.of("DATASF_LOCAL_PORT", port));
            assertEquals(
                    List.of("datasf-mcp cannot start: DATASF_LOCAL_PORT (datasf.local.port) must be a port nothing "
                            + "else listens on, was '" + port + "': stop what uses it, or set DATASF_LOCAL_PORT to "
                            + "another port (0 picks a free one)"),
                    lines);
        }
    }

    @ParameterizedTest
    @CsvSource({
        "DATASF_PRIMING_ROUNDS, ten, 'must be a whole number, was ''ten'''",
        "DATASF_CURSOR_SECRET, tooshort, 'must be at least 32 characters, was ''8 characters'''",
    })
    void anUnusableSettingIsOneLineNamingItTheRuleAndTheFix(String variable, String value, String rule) {
        List<String> lines = failedStart(Map.of(variable, value, "DATASF_LOCAL_PORT", "0"));
        assertEquals(1, lines.size(), () -> "one line: " + lines);
        String line = lines.get(0);
        assertTrue(line.startsWith("datasf-mcp cannot start: " + variable + " ("), line);
        assertTrue(line.contains(rule), line);
        assertTrue(line.contains(": set " + variable), line);
        assertTrue(!line.contains("tooshort"), "a secret's value is never shown: " + line);
    }

    /** A misspelt variable would leave the setting at its default without a word. */
    @Test
    void aMisspeltSettingIsOneLineNamingTheSettingMeant() {
        List<String> lines = failedStart(Map.of("DATASF_SOCRATA_TIMOUT", "5s", "DATASF_LOCAL_PORT", "0"));
        assertEquals(
                List.of("datasf-mcp cannot start: DATASF_SOCRATA_TIMOUT is not a setting of this server: did you "
                        + "mean DATASF_SOCRATA_TIMEOUT? Rename it, or unset DATASF_SOCRATA_TIMOUT (every setting: "
                        + "docs/configuration.md)"),
                lines);
    }

    /** {@code --stdio} too: a client shows its server's stderr, where the one line goes. */
    @Test
    void overStdioAnUnusableSettingIsTheSameOneLine() {
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_PRIMING_ROUNDS", "ten"), "-jar", JarProcess.jar().toString(), "--stdio")) {
            assertEquals(1, server.exitCode(START), server::output);
            List<String> lines =
                    server.output().lines().filter(line -> !line.isBlank()).toList();
            assertEquals(1, lines.size(), () -> "one line: " + lines);
            assertTrue(
                    lines.get(0)
                            .startsWith("datasf-mcp cannot start: DATASF_PRIMING_ROUNDS (datasf.priming.rounds) must be"
                                    + " a whole number, was 'ten'"),
                    lines::toString);
        }
    }

    /**
     * The banner is the first thing a local user reads, and all there is: the start's INFO lines
     * that concern Lambda only are left out, and the request log is off unless asked for.
     */
    @Test
    void aStartSaysWhereItListensWhatItAnswersFromAndHowToConnectFirstAndThenNothingPerRequest() throws Exception {
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_LOCAL_PORT", "0"), "-jar", JarProcess.jar().toString())) {
            String banner = server.await(
                            java.util.regex.Pattern.compile("(?s)datasf-mcp \\S+ listening on .*Ctrl-C stops it"),
                            START)
                    .group();
            assertTrue(banner.contains("answers from https://data.sf.gov (Socrata)"), banner);
            assertTrue(banner.contains("claude mcp add --transport http datasf-http http://127.0.0.1:"), banner);
            assertTrue(banner.contains("see an answer in the results view: http://127.0.0.1:"), banner);
            assertTrue(server.output().startsWith("datasf-mcp "), server::output);
            ping(url(banner));
            ping(url(banner));
            Thread.sleep(300); // a request line would be written as the answer goes
            assertEquals(5, server.output().lines().count(), server::output);
            assertFalse(server.output().contains(" INFO "), server::output);
        }
    }

    /** Asked for, the request log goes where it is told: a file, one JSON line per request. */
    @Test
    void theRequestLogGoesToTheFileItIsGiven(@TempDir Path directory) throws Exception {
        Path log = directory.resolve("requests.log");
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_LOCAL_PORT", "0", "DATASF_LOG_REQUESTS", log.toString()),
                "-jar",
                JarProcess.jar().toString())) {
            String banner = server.await(
                            java.util.regex.Pattern.compile("(?s)datasf-mcp \\S+ listening on .*Ctrl-C stops it"),
                            START)
                    .group();
            ping(url(banner));
            ping(url(banner));
            List<String> lines = List.of();
            for (int i = 0; i < 50 && lines.size() < 2; i++) {
                Thread.sleep(100);
                lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
            }
            assertEquals(2, lines.size(), lines::toString);
            lines.forEach(line -> assertTrue(line.startsWith("{") && line.contains("\"event\":\"request\""), line));
            assertFalse(server.output().contains("\"event\":\"request\""), server::output);
        }
    }

    private static String url(String banner) {
        return banner.replaceFirst("(?s).*listening on (\\S+).*", "$1");
    }

    private static void ping(String url) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(url))
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(
                                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response::body);
    }

    /** A portal's old host still starts the server, at the new host, with one line saying what to set. */
    @Test
    void aStartOnAPortalsOldHostAnswersFromTheNewOneAndSaysWhatToSetOnce() {
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_LOCAL_PORT", "0", "DATASF_SOCRATA_BASE_URL", "https://data.sfgov.org"),
                "-jar",
                JarProcess.jar().toString())) {
            server.await(java.util.regex.Pattern.compile("Ctrl-C stops it"), START);
            // the start's own lines follow the banner
            server.await(java.util.regex.Pattern.compile(" WARN .*set DATASF_SOCRATA_BASE_URL"), START);
            String output = server.output();
            assertTrue(output.contains("answers from https://data.sf.gov (Socrata)"), output);
            List<String> warnings =
                    output.lines().filter(line -> line.contains(" WARN ")).toList();
            assertEquals(1, warnings.size(), output);
            assertTrue(
                    warnings.get(0).endsWith("set DATASF_SOCRATA_BASE_URL to https://data.sf.gov"), warnings::toString);
        }
    }

    /** The output lines of a start that must fail, after checking it exits with 1. */
    private static List<String> failedStart(Map<String, String> environment) {
        try (JarProcess server =
                JarProcess.start(environment, "-jar", JarProcess.jar().toString())) {
            assertEquals(1, server.exitCode(START), server::output);
            return server.output().lines().filter(line -> !line.isBlank()).toList();
        }
    }
}
