package datasf.mcp.stdio;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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
        PipedInputStream fromServer = new PipedInputStream(1 << 20);
        PipedOutputStream serverOut = new PipedOutputStream(fromServer);
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
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    stdout.add(line);
                }
            } catch (IOException e) {
                // the server's end closed: the end of its output
            }
            stdout.add(END);
        });
        reader.setDaemon(true);
        reader.start();
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
