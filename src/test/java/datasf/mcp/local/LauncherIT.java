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

    /**
     * An archive cut short (a copy interrupted) crashed JDK 17 at every start (SIGBUS, a crash
     * report on stdout, an hs_err file in the working directory), one with a bit flipped broke it
     * (NoClassDefFoundError): --train records what it wrote, and the launcher starts plainly,
     * saying so in one line, from an archive that is not that. Trained in a checkout of its own,
     * whose jar the archive is made for.
     */
    @Test
    void aDamagedArchiveIsRefusedBeforeTheJvmMapsIt() throws Exception {
        Path checkout = checkout();
        try (StdioProcess training = launch(checkout, Jdks.current(), "", "--train")) {
            assertEquals(0, training.endStdinAndWait(WAIT), training.stderr());
        }
        Path archive = archiveFor(checkout, Jdks.current(), kind(Jdks.current()));
        byte[] whole = Files.readAllBytes(archive);
        assertTrue(whole.length > 4 << 20, "an archive of " + whole.length + " bytes");
        archive.toFile().setWritable(true);

        Files.write(archive, java.util.Arrays.copyOf(whole, 1 << 20));
        assertStartsPlainlyRefusing(checkout, Jdks.current(), "cut to 1 MB");

        byte[] flipped = whole.clone();
        flipped[whole.length / 2] ^= 1;
        Files.write(archive, flipped);
        assertStartsPlainlyRefusing(checkout, Jdks.current(), "a bit flipped");

        Files.write(archive, whole);
        try (StdioProcess server = launch(checkout, Jdks.current(), "-Xshare:on", "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject(), server.stderr());
            assertEquals(0, server.endStdinAndWait(WAIT), server.stderr());
            assertFalse(server.stderr().contains("datasf-mcp:"), "the whole archive is used: " + server.stderr());
        }
    }

    private static void assertStartsPlainlyRefusing(Path checkout, Path jdk, String damage) throws Exception {
        try (StdioProcess server = launch(checkout, jdk, "", "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject(), damage + ": " + server.stderr());
            assertEquals(0, server.endStdinAndWait(WAIT), damage + ": " + server.stderr());
            assertEquals(1, server.stdoutLines().size(), damage + ": " + server.stdoutLines());
            List<String> said = server.stderr()
                    .lines()
                    .filter(line -> line.startsWith("datasf-mcp:"))
                    .toList();
            assertEquals(1, said.size(), damage + ": " + server.stderr());
            assertTrue(said.get(0).contains("is not what --train wrote"), damage + ": " + said);
            assertTrue(said.get(0).contains("bin/datasf-mcp --train"), damage + ": " + said);
        }
        assertNoCrashFiles(checkout);
    }

    /**
     * A JVM that dies of a fatal error (here of an exhausted heap, told to crash on one) writes its
     * summary to its stdout whatever its options: over stdio that is stderr, so the client's
     * stdout stays MCP's, and the report goes to the temporary directory, not the working one.
     */
    @Test
    void aCrashingJvmWritesNothingOnStdoutAndNoFileInTheWorkingDirectory() throws Exception {
        Path checkout = checkout();
        Path tmp = Files.createDirectories(temp.resolve("tmp"));
        try (StdioProcess server = StdioProcess.start(
                List.of(checkout.resolve("bin/datasf-mcp").toString(), "--stdio"),
                checkout,
                Map.of(
                        "JAVA_HOME",
                        Jdks.current().toString(),
                        "JAVA_OPTS",
                        "-Xmx6m -XX:+CrashOnOutOfMemoryError",
                        "TMPDIR",
                        tmp.toString()))) {
            server.send(PING);
            int exit = server.endStdinAndWait(WAIT);
            assertTrue(exit != 0, "the JVM crashed: " + server.stderr());
            assertTrue(server.stderr().contains("A fatal error has been detected"), server.stderr());
            assertEquals(List.of(), server.stdoutLines(), "stdout carries MCP's messages only");
        }
        assertNoCrashFiles(checkout);
        try (var reports = Files.list(tmp)) {
            assertTrue(
                    reports.anyMatch(f -> f.getFileName().toString().startsWith("datasf-mcp-hs_err_pid")),
                    "the crash report is in the temporary directory");
        }
    }

    /**
     * JAVA_OPTS is read as words, never expanded: quotes keep a space inside an option, and a
     * glob stays as written (unquoted, {@code classes?.txt} matched the file named like the whole
     * option in the working directory and became another option).
     */
    @Test
    void javaOptsAreQuotedWordsThatNothingExpands() throws Exception {
        Path checkout = checkout();
        Path spaced = Files.createDirectories(temp.resolve("with space"));
        Files.createFile(checkout.resolve("-Xlog:class+load=info:file=classesX.txt"));
        String javaOpts = "'-Xlog:class+load=info:file=" + spaced.resolve("classes.txt")
                + "' \"-Xlog:gc=info:file=classes?.txt\"  -Xlog:class+load=info:file=classes?.txt";
        try (StdioProcess server = launch(checkout, Jdks.current(), javaOpts, "--stdio")) {
            server.send(PING);
            assertTrue(LambdaHarness.read(server.next(WAIT)).get("result").isObject(), server.stderr());
            assertEquals(0, server.endStdinAndWait(WAIT), server.stderr());
        }
        assertTrue(Files.size(spaced.resolve("classes.txt")) > 0, "the option with a space was one option");
        assertTrue(Files.size(checkout.resolve("classes?.txt")) > 0, "the glob was passed as written");
        assertFalse(Files.exists(checkout.resolve("classesX.txt")), "the glob was expanded");

        try (StdioProcess server = launch(checkout, Jdks.current(), "-Xmx1g '-Dname=a value", "--stdio")) {
            assertEquals(2, server.endStdinAndWait(WAIT), server.stderr());
            assertTrue(server.stderr().contains("JAVA_OPTS has a ' that is not closed"), server.stderr());
            assertEquals(List.of(), server.stdoutLines());
        }
    }

    /** Nothing a crash leaves (a report, a compiler's replay file, a core) is in the working directory. */
    private static void assertNoCrashFiles(Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            List<String> left = files.map(f -> f.getFileName().toString())
                    .filter(name -> name.startsWith("hs_err")
                            || name.contains("replay_pid")
                            || name.startsWith("core")
                            || name.contains("hs_err_pid"))
                    .toList();
            assertEquals(List.of(), left, "crash files in the working directory");
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

        Path cache = archiveFor(checkout, jdk25.get(), "aot");
        byte[] whole = Files.readAllBytes(cache);
        cache.toFile().setWritable(true);
        Files.write(cache, java.util.Arrays.copyOf(whole, 1 << 20));
        assertStartsPlainlyRefusing(checkout, jdk25.get(), "an AOT cache cut to 1 MB");
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

    /** The archive the launcher makes for {@code jdk}: AppCDS below 25, the AOT cache from 25. */
    private static String kind(Path jdk) {
        String runtime = Jdks.release(jdk, "JAVA_RUNTIME_VERSION").orElseThrow();
        return Integer.parseInt(runtime.split("[.+-]")[0]) >= 25 ? "aot" : "jsa";
    }

    /** Where the launcher looks for this JDK's archive: named for its runtime version. */
    private static Path archiveFor(Path checkout, Path jdk, String kind) {
        String runtime = Jdks.release(jdk, "JAVA_RUNTIME_VERSION").orElseThrow();
        return checkout.resolve("target/class-data").resolve(runtime.replaceAll("[^A-Za-z0-9.+_-]", "_") + "." + kind);
    }
}
