package datasf.mcp.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command of the README run as a user runs it: {@code java} with the packaged jar (and, for the
 * demo, the test classes), an environment of the test's choosing, its output (stdout and stderr
 * together) in a file. For the *IT tests, which run after {@code package}.
 */
public final class JarProcess implements AutoCloseable {

    private final Process process;
    private final Path output;

    private JarProcess(Process process, Path output) {
        this.process = process;
        this.output = output;
    }

    /** The packaged jar, where failsafe says it is. */
    public static Path jar() {
        return Path.of(System.getProperty("datasf.jar", "target/datasf-mcp.jar"));
    }

    /** {@code java [arguments]} with {@code environment} added to this one's. */
    public static JarProcess start(Map<String, String> environment, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(List.of(arguments));
        try {
            Path output = Files.createTempFile("datasf-process", ".out");
            ProcessBuilder builder =
                    new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
            builder.environment().putAll(environment);
            return new JarProcess(builder.start(), output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits for the process to end on its own and gives its exit code. */
    public int exitCode(Duration timeout) {
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("still running after " + timeout + ": " + output());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The first match of {@code pattern} in the output, waiting for it while the process runs. */
    public Matcher await(Pattern pattern, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            Matcher matcher = pattern.matcher(output());
            if (matcher.find()) {
                return matcher;
            }
            if (!process.isAlive()) {
                throw new AssertionError("ended (" + process.exitValue() + ") without " + pattern + ": " + output());
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("no " + pattern + " within " + timeout + ": " + output());
    }

    /** Everything the process wrote so far. */
    public String output() {
        try {
            return Files.readString(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            Files.deleteIfExists(output);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // a temp file left behind
        }
    }
}
