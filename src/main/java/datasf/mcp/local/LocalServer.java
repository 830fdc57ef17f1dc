package datasf.mcp.local;

import com.sun.net.httpserver.HttpServer;
import datasf.mcp.config.InvalidSettingException;
import datasf.mcp.lambda.DatasfHandler;
import datasf.mcp.logging.StartupLog;
import datasf.mcp.transport.RequestGuard;
import datasf.mcp.transport.TransportProperties;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code java -jar target/datasf-mcp.jar}: the Lambda handler behind a socket on 127.0.0.1, for
 * development and for MCP clients on the same machine. It binds loopback only and runs the
 * transport in local mode (Host must be localhost).
 *
 * <p>Each request in progress has a thread of its own, up to {@value #MAX_IN_PROGRESS} (a
 * connection beyond that is closed at once): the JDK's server reads a request's headers, and the
 * bridge its body, on that thread, so a fixed pool would let a few slow or stalled clients hold
 * every thread, {@code /health} included. The client timeout ({@link LocalServerProperties})
 * bounds how long one can hold its thread.
 */
public final class LocalServer implements AutoCloseable {

    /** Requests in progress at once (threads); idle keep-alive connections hold none. */
    static final int MAX_IN_PROGRESS = 256;

    private final HttpServer server;
    private final ApplicationContext context;
    private final ExecutorService executor;
    private final ScheduledExecutorService timer;

    private LocalServer(
            HttpServer server, ApplicationContext context, ExecutorService executor, ScheduledExecutorService timer) {
        this.server = server;
        this.context = context;
        this.executor = executor;
        this.timer = timer;
    }

    /**
     * The JDK server writes a response's headers and body separately; with Nagle's algorithm on,
     * the body then waits for the client's delayed ACK, about 40 ms on every call.
     */
    static final String NO_DELAY = "sun.net.httpserver.nodelay";

    /**
     * The JDK server's own limit, in seconds, on receiving a request, its headers included (the
     * bridge times the body and the answer, but the headers are read before it runs): a
     * connection still sending its request after that is closed by the server's timer.
     */
    static final String MAX_REQUEST_TIME = "sun.net.httpserver.maxReqTime";

    /**
     * How often, in milliseconds, the JDK server's idle timer runs (10 s by default). A connection
     * that has sent nothing yet is not in the request timer's care but the idle timer's, which
     * closes it once it is older than {@link #MAX_REQUEST_TIME}: at the default tick, up to 10 s
     * later than that. Every second keeps the client timeout for such connections too.
     */
    static final String CLOCK_TICK = "sun.net.httpserver.clockTick";

    public static void main(String[] args) throws IOException {
        run(Map.of());
    }

    /**
     * What a command starts, as the JVM's only server: the server with extra configuration
     * properties, stopped with the JVM, and first a few lines saying where it listens, what it
     * answers from and how to connect (then what the start logged). A setting it cannot use (the port in use among them) ends it with one
     * line saying what to do and exit code 1; anything else is a bug, and its stack trace is the
     * report.
     */
    public static LocalServer run(Map<String, Object> properties) throws IOException {
        LocalServer local = StartupLog.startOrExplain(
                () -> start(properties, true), started -> System.out.println(Banner.text(started)));
        Runtime.getRuntime().addShutdownHook(new Thread(local::close));
        return local;
    }

    /** Starts on {@code port} (0 picks a free one) with extra configuration properties. */
    public static LocalServer start(int port, Map<String, Object> properties) throws IOException {
        Map<String, Object> all = new HashMap<>(properties);
        all.put("datasf.local.port", port);
        return start(all);
    }

    /** Starts on the configured port ({@link LocalServerProperties}) with extra configuration properties. */
    public static LocalServer start(Map<String, Object> properties) throws IOException {
        return start(properties, false);
    }

    /**
     * @param ownJvm whether this server is the JVM's only one (the jar's main): then it also sets
     *     the JDK server's JVM-wide settings, {@link #NO_DELAY}, {@link #MAX_REQUEST_TIME} (the
     *     client timeout) and {@link #CLOCK_TICK}, unless given on the command line. They are read once, when the first
     *     server starts, so they must not be left to whichever server a test JVM starts first.
     */
    private static LocalServer start(Map<String, Object> properties, boolean ownJvm) throws IOException {
        Map<String, Object> all = new HashMap<>(properties);
        all.put("datasf.transport.local-mode", true);
        ApplicationContext context =
                ApplicationContext.builder().properties(all).start();
        try {
            LocalServerProperties local = context.getBean(LocalServerProperties.class);
            if (ownJvm) {
                setIfAbsent(NO_DELAY, "true");
                setIfAbsent(CLOCK_TICK, "1000");
                setIfAbsent(
                        MAX_REQUEST_TIME,
                        Long.toString(Math.max(1, local.clientTimeout().toSeconds())));
            }
            return start(context, local);
        } catch (IOException | RuntimeException e) {
            context.close();
            throw e;
        }
    }

    private static LocalServer start(ApplicationContext context, LocalServerProperties local) throws IOException {
        APIGatewayV2HTTPEventFunction handler = new DatasfHandler(context);
        int maxBody = context.getBean(TransportProperties.class).maxBodyBytes();
        // two deadlines per request, nearly all cancelled: gone from the queue at once, not after 10 s
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, threads("datasf-local-timer", true));
        timer.setRemoveOnCancelPolicy(true);
        LambdaEventBridge bridge = new LambdaEventBridge(
                handler, context.getBean(RequestGuard.class), maxBody, local.clientTimeout(), timer);

        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), local.port()), 64);
        } catch (BindException e) {
            throw new InvalidSettingException(
                    "datasf.local.port",
                    "a port nothing else listens on",
                    local.port(),
                    "stop what uses it, or set DATASF_LOCAL_PORT to another port (0 picks a free one)");
        }
        ExecutorService executor = new ThreadPoolExecutor(
                0, MAX_IN_PROGRESS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), threads("datasf-local", false));
        server.setExecutor(executor);
        server.createContext("/", bridge::serve);
        server.createContext(
                PreviewPage.PATH,
                new PreviewPage(context.getBean(RequestGuard.class), local.clientTimeout(), timer)::serve);
        server.start();
        return new LocalServer(server, context, executor, timer);
    }

    private static void setIfAbsent(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }

    private static ThreadFactory threads(String name, boolean daemon) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
            thread.setDaemon(daemon);
            return thread;
        };
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** The address the socket is bound to. */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    public String url() {
        return "http://127.0.0.1:" + port() + "/mcp";
    }

    /** The page that shows the results view on an answer of this server ({@link PreviewPage}). */
    public String previewUrl() {
        return PreviewPage.url(port());
    }

    public ApplicationContext context() {
        return context;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
        timer.shutdownNow();
        context.close();
    }
}
