package datasf.mcp.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.Deep;
import datasf.mcp.support.Jdks;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ModernMcp;
import datasf.mcp.support.StdioProcess;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/datasf-mcp, the README's run command: it starts the jar from the class-data archive the build
 * made for the JDK (AppCDS below JDK 25, the AOT cache from 25), and plainly, saying so on stderr,
 * when there is none for this JDK or the JVM refuses the one there is. Either way stdout stays the
 * stdio client's. A layout of its own in a temporary folder (bin/ and target/) stands for a checkout
 * where a test needs an archive other than the build's.
 */
class LauncherIT {

    private static final Duration WAIT = Duration.ofSeconds(180);
    private static final String PING = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}";
    private static final String MODERN_TOOLS_LIST = ModernMcp.body(2, "tools/list", null);

    @TempDir
    Path temp;

    /** -Xshare:on makes a JVM that cannot use the archive stop instead of starting without it. */
    @Test
    void startsFromTheArchiveTheBuildMadeForThisJdk() throws Exception {
        assumeFalse(Boolean.getBoolean("datasf.archive.skip"), "built with -Ddatasf.archive.skip: no archive");
        Path classes = temp.resolve("classes.txt");
        try (StdioProcess server =
                launch(Path.of("."), Jdks.current(), "-Xshare:on -Xlog:class+load=info:file=" + classes, "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject());
            server.send(MODERN_TOOLS_LIST);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject());
            assertEquals(0, server.endStdinAndWait(WAIT), server.stderr());
            assertFalse(server.stderr().contains("no class-data archive"), server.stderr());
        }
        String loaded = Files.readString(classes);
        assertTrue(
                loaded.contains("datasf.mcp.stdio.StdioSession source: shared objects file"),
                "the server's own classes come from the archive");
        assertTrue(
                loaded.contains("datasf.mcp.transport.modern.ModernResults source: shared objects file"),
                "the training run served the 2026-07-28 era too");
    }

    @Test
    void withoutAnArchiveForThisJdkItStartsPlainlyAndSaysHowToMakeOne() throws Exception {
        Path checkout = checkout();
        try (StdioProcess server = launch(checkout, Jdks.current(), "", "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject());
            assertEquals(0, server.endStdinAndWait(WAIT));
            assertTrue(server.stderr().contains("no class-data archive for JDK"), server.stderr());
            assertTrue(server.stderr().contains("bin/datasf-mcp --train"), server.stderr());
            assertEquals(1, server.stdoutLines().size(), server.stdoutLines().toString());
        }
    }

    /** An archive the JVM refuses (here not an archive at all) costs a warning on stderr, not the start. */
    @Test
    void anArchiveTheJvmRefusesFallsBackToAPlainStart() throws Exception {
        Path checkout = checkout();
        Path archive = archiveFor(checkout, Jdks.current(), "jsa");
        Files.createDirectories(archive.getParent());
        Files.writeString(archive, "not a class-data archive");
        Files.setLastModifiedTime(archive, FileTime.from(Instant.now().plusSeconds(60)));
        try (StdioProcess server = launch(checkout, Jdks.current(), "", "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject(), server.stderr());
            assertEquals(0, server.endStdinAndWait(WAIT));
            assertEquals(1, server.stdoutLines().size(), server.stdoutLines().toString());
        }
    }

    /** Without an option the launcher starts the local HTTP server, as the README says. */
    @Test
    void withoutAnOptionItStartsTheHttpServer() throws Exception {
        try (StdioProcess server = launch(Path.of("."), Jdks.current(), "", Map.of("DATASF_LOCAL_PORT", "0"))) {
            String banner = server.next(WAIT);
            while (!banner.contains("listening on http://127.0.0.1:")) {
                banner = server.next(WAIT); // the log's first lines
            }
            String url = banner.substring(banner.indexOf("http://")).split("\\s")[0];
            HttpResponse<String> answer = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(url))
                                    .header("Accept", LambdaHarness.ACCEPT_BOTH)
                                    .header("Content-Type", "application/json")
                                    .POST(HttpRequest.BodyPublishers.ofString(
                                            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertEquals(200, answer.statusCode());
            JsonNode tools = LambdaHarness.read(answer.body());
            assertEquals(7, tools.at("/result/tools").size(), answer.body());
        }
    }

    /** JDK 25: --train makes the AOT cache, and -XX:AOTMode=on proves the next start uses it. */
    @Deep
    @Test
    void onJdk25ItTrainsAnAotCacheAndStartsFromIt() throws Exception {
        Optional<Path> jdk25 = Jdks.jdk25();
        assumeTrue(jdk25.isPresent(), Jdks.NO_JDK25);
        Path checkout = checkout();
        try (StdioProcess training = launch(checkout, jdk25.get(), "", "--train")) {
            assertEquals(0, training.endStdinAndWait(WAIT), training.stderr());
        }
        assertTrue(Files.isRegularFile(archiveFor(checkout, jdk25.get(), "aot")));
        Path classes = temp.resolve("classes25.txt");
        try (StdioProcess server =
                launch(checkout, jdk25.get(), "-XX:AOTMode=on -Xlog:class+load=info:file=" + classes, "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject(), server.stderr());
            assertEquals(0, server.endStdinAndWait(WAIT), server.stderr());
        }
        assertTrue(Files.readString(classes).contains("datasf.mcp.stdio.StdioSession source: shared objects file"));
    }

    private static StdioProcess launch(Path checkout, Path jdk, String javaOpts, String option) throws IOException {
        return StdioProcess.start(
                List.of(checkout.resolve("bin/datasf-mcp").toString(), option),
                checkout,
                Map.of("JAVA_HOME", jdk.toString(), "JAVA_OPTS", javaOpts));
    }

    private static StdioProcess launch(Path checkout, Path jdk, String javaOpts, Map<String, String> environment)
            throws IOException {
        Map<String, String> all = new java.util.HashMap<>(environment);
        all.putAll(Map.of("JAVA_HOME", jdk.toString(), "JAVA_OPTS", javaOpts));
        return StdioProcess.start(List.of(checkout.resolve("bin/datasf-mcp").toString()), checkout, all);
    }

    /** bin/datasf-mcp and a copy of the jar, without the build's archives. */
    private Path checkout() throws IOException {
        Path checkout = temp.resolve("checkout");
        Files.createDirectories(checkout.resolve("bin"));
        Files.createDirectories(checkout.resolve("target"));
        Files.copy(
                Path.of("bin", "datasf-mcp"), checkout.resolve("bin/datasf-mcp"), StandardCopyOption.COPY_ATTRIBUTES);
        Path jar = Path.of(System.getProperty("datasf.jar", "target/datasf-mcp.jar"));
        Files.copy(jar, checkout.resolve("target/datasf-mcp.jar"));
        return checkout;
    }

    /** Where the launcher looks for this JDK's archive: named for its runtime version. */
    private static Path archiveFor(Path checkout, Path jdk, String kind) {
        String runtime = Jdks.release(jdk, "JAVA_RUNTIME_VERSION").orElseThrow();
        return checkout.resolve("target/class-data").resolve(runtime.replaceAll("[^A-Za-z0-9.+_-]", "_") + "." + kind);
    }
}
