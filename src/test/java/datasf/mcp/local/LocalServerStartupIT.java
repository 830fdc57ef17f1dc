package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import datasf.mcp.support.JarProcess;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
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

    @Test
    void aStartSaysWhereItListensWhatItAnswersFromAndHowToConnect() {
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_LOCAL_PORT", "0"), "-jar", JarProcess.jar().toString())) {
            String banner = server.await(
                            java.util.regex.Pattern.compile("(?s)datasf-mcp \\S+ listening on .*Ctrl-C stops it"),
                            START)
                    .group();
            assertTrue(banner.contains("answers from https://data.sf.gov (Socrata)"), banner);
            assertTrue(banner.contains("claude mcp add --transport http datasf http://127.0.0.1:"), banner);
        }
    }

    /** A portal's old host still starts the server, at the new host, with one line saying what to set. */
    @Test
    void aStartOnAPortalsOldHostAnswersFromTheNewOneAndSaysWhatToSetOnce() {
        try (JarProcess server = JarProcess.start(
                Map.of("DATASF_LOCAL_PORT", "0", "DATASF_SOCRATA_BASE_URL", "https://data.sfgov.org"),
                "-jar",
                JarProcess.jar().toString())) {
            server.await(java.util.regex.Pattern.compile("Ctrl-C stops it"), START);
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
