package datasf.mcp.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A server started as a stdio client starts it: a separate process whose stdin this side writes,
 * whose stdout is read line by line, and whose stderr is kept apart (the log's place on stdio).
 */
public final class StdioProcess implements AutoCloseable {

    private final Process process;
    private final OutputStream stdin;
    private final LinkedBlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    private final List<String> stdoutSeen = Collections.synchronizedList(new ArrayList<>());
    private final StringBuffer stderr = new StringBuffer();
    private final Thread outReader;
    private final Thread errReader;

    private StdioProcess(Process process) {
        this.process = process;
        this.stdin = process.getOutputStream();
        this.outReader = pump(process.getInputStream(), line -> {
            stdoutSeen.add(line);
            stdout.add(line);
        });
        this.errReader =
                pump(process.getErrorStream(), line -> stderr.append(line).append('\n'));
    }

    /** Starts {@code command} in {@code directory} with {@code environment} added to this one's. */
    public static StdioProcess start(List<String> command, Path directory, Map<String, String> environment)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
        builder.environment().putAll(environment);
        return new StdioProcess(builder.start());
    }

    public void send(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    /** The next line of stdout, or an AssertionError after {@code wait}. */
    public String next(Duration wait) throws InterruptedException {
        String line = stdout.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new AssertionError("no line on stdout within " + wait + "; stderr:\n" + stderr());
        }
        return line;
    }

    /** Closes stdin and waits for the process to end; its exit code. */
    public int endStdinAndWait(Duration wait) throws IOException, InterruptedException {
        stdin.close();
        return waitFor(wait);
    }

    public int waitFor(Duration wait) throws InterruptedException {
        if (!process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("the process did not exit within " + wait + "; stderr:\n" + stderr());
        }
        outReader.join(10_000);
        errReader.join(10_000);
        return process.exitValue();
    }

    /** Every line stdout carried so far. */
    public List<String> stdoutLines() {
        synchronized (stdoutSeen) {
            return List.copyOf(stdoutSeen);
        }
    }

    public String stderr() {
        return stderr.toString();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    private static Thread pump(java.io.InputStream in, java.util.function.Consumer<String> sink) {
        Thread thread = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    sink.accept(line);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
