package datasf.mcp.stdio;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A stdio client's side of {@link StdioServer#serve}, inside the test JVM: lines written to the
 * server's stdin, lines read from its stdout, and the end of stdin.
 */
final class StdioPipe implements AutoCloseable {

    private static final String END = "\u0000end";

    private final OutputStream stdin;
    private final LinkedBlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    private final CompletableFuture<Void> served;

    StdioPipe(StdioServer server) throws IOException {
        PipedOutputStream toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 20);
        // not a pipe: a PipedInputStream fails its reader once the thread that last wrote has
        // ended, and the server's workers end as they finish their last answer after stdin ends
        OutputStream serverOut = new Lines(stdout);
        this.stdin = toServer;
        this.served = CompletableFuture.runAsync(() -> {
            try (serverOut) {
                server.serve(serverIn, serverOut);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /** The server's stdout: each line (UTF-8) goes to the queue as it ends, then the end. */
    private static final class Lines extends OutputStream {
        private final LinkedBlockingQueue<String> lines;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        Lines(LinkedBlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        @Override
        public synchronized void close() {
            if (line.size() > 0) {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            }
            lines.add(END);
        }
    }

    /** Writes {@code line} and its newline (the line may carry its own \r). */
    void send(String line) throws IOException {
        sendBytes((line + "\n").getBytes(StandardCharsets.UTF_8));
    }

    void sendBytes(byte[] bytes) throws IOException {
        stdin.write(bytes);
        stdin.flush();
    }

    /** The next line of stdout; fails when none comes within {@code wait} or stdout has ended. */
    String next(Duration wait) throws InterruptedException {
        String line = stdout.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null || line.equals(END)) {
            throw new AssertionError(line == null ? "no line within " + wait : "stdout ended");
        }
        return line;
    }

    String next() throws InterruptedException {
        return next(Duration.ofSeconds(60));
    }

    /** Ends stdin, waits for the server to return, and gives what it wrote since the last read. */
    List<String> endAndDrain(Duration wait) throws Exception {
        stdin.close();
        served.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        List<String> rest = new ArrayList<>();
        for (String line = stdout.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
                line != null && !line.equals(END);
                line = stdout.poll(wait.toMillis(), TimeUnit.MILLISECONDS)) {
            rest.add(line);
        }
        return rest;
    }

    boolean served() {
        return served.isDone();
    }

    @Override
    public void close() throws IOException {
        stdin.close();
    }
}
