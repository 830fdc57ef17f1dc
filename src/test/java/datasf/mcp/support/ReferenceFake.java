package datasf.mcp.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Assumptions;

/**
 * The reference fake Socrata ({@code ../shared/fake-socrata}, Python) as a process, for tests that
 * check the Java fake agrees with it. Its directory is the system property
 * {@code datasf.reference.fake}, by default {@code ../shared/fake-socrata} beside the project
 * directory (where the team's machines keep it). Where it or python3 is missing (CI machines),
 * {@link #assume()} skips the test and says why.
 */
final class ReferenceFake implements AutoCloseable {

    private final Process process;
    private final String url;
    /** Why the reference is not running, or null when it is. */
    private final String unavailable;

    private ReferenceFake(Process process, String url, String unavailable) {
        this.process = process;
        this.url = url;
        this.unavailable = unavailable;
    }

    static ReferenceFake start() throws IOException {
        return start(List.of());
    }

    /** The reference playing a portal's old host after the portal moved to {@code url} ({@code --moved-to}). */
    static ReferenceFake movedTo(String url) throws IOException {
        return start(List.of("--moved-to", url));
    }

    private static ReferenceFake start(List<String> options) throws IOException {
        Path dir = Path.of(System.getProperty("basedir", "."))
                .resolve(System.getProperty("datasf.reference.fake", "../shared/fake-socrata"))
                .normalize();
        Path script = dir.resolve("fake_socrata.py");
        if (!Files.isRegularFile(script)) {
            return new ReferenceFake(
                    null, null, "reference fake not found at " + script + " (set -Ddatasf.reference.fake=DIR)");
        }
        if (!python3Runs()) {
            return new ReferenceFake(null, null, "python3 is not installed");
        }
        List<String> command = new ArrayList<>(List.of("python3", script.toString(), "0"));
        command.addAll(options);
        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String port = firstLineWithin(out, Duration.ofSeconds(20));
        if (port == null || !port.strip().matches("\\d+")) {
            return new ReferenceFake(process, null, "the reference fake did not start (first line: " + port + ")");
        }
        return new ReferenceFake(process, "http://127.0.0.1:" + port.strip(), null);
    }

    /** Its base URL; call {@link #assume()} first. */
    String url() {
        return url;
    }

    /** Skips the calling test, with the reason, unless the reference runs. */
    void assume() {
        if (unavailable != null) {
            System.out.println("agreement with the reference fake not checked: " + unavailable);
        }
        Assumptions.assumeTrue(
                unavailable == null, () -> "agreement with the reference fake not checked: " + unavailable);
    }

    /** The reference prints its port first; a reference that hangs must not hang the build. */
    private static String firstLineWithin(BufferedReader out, Duration timeout) {
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            return line.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static boolean python3Runs() {
        try {
            Process p = new ProcessBuilder("python3", "--version")
                    .redirectErrorStream(true)
                    .start();
            p.getInputStream().readAllBytes();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process != null) {
            process.destroy();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
