package datasf.mcp.local;

import com.sun.net.httpserver.HttpServer;
import datasf.mcp.lambda.DatasfHandler;
import datasf.mcp.transport.TransportProperties;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.payload2.APIGatewayV2HTTPEventFunction;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@code java -jar target/datasf-mcp.jar}: the Lambda handler behind a socket on 127.0.0.1, for
 * development and for MCP clients on the same machine. It binds loopback only and runs the
 * transport in local mode (Host must be localhost).
 */
public final class LocalServer implements AutoCloseable {

    private final HttpServer server;
    private final ApplicationContext context;
    private final ExecutorService executor;

    private LocalServer(HttpServer server, ApplicationContext context, ExecutorService executor) {
        this.server = server;
        this.context = context;
        this.executor = executor;
    }

    /**
     * The JDK server writes a response's headers and body separately; with Nagle's algorithm on,
     * the body then waits for the client's delayed ACK, about 40 ms on every call. Read once, when
     * the first server starts, so it is set before anything else can create one.
     */
    static final String NO_DELAY = "sun.net.httpserver.nodelay";

    public static void main(String[] args) throws IOException {
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
        LocalServer local = start(Map.of());
        Runtime.getRuntime().addShutdownHook(new Thread(local::close));
        System.out.println("datasf-mcp listening on " + local.url());
    }

    /** Starts on {@code port} (0 picks a free one) with extra configuration properties. */
    public static LocalServer start(int port, Map<String, Object> properties) throws IOException {
        Map<String, Object> all = new HashMap<>(properties);
        all.put("datasf.local.port", port);
        return start(all);
    }

    /** Starts on the configured port ({@link LocalServerProperties}) with extra configuration properties. */
    public static LocalServer start(Map<String, Object> properties) throws IOException {
        Map<String, Object> all = new HashMap<>(properties);
        all.put("datasf.transport.local-mode", true);
        ApplicationContext context =
                ApplicationContext.builder().properties(all).start();
        try {
            return start(context, context.getBean(LocalServerProperties.class).port());
        } catch (IOException | RuntimeException e) {
            context.close();
            throw e;
        }
    }

    private static LocalServer start(ApplicationContext context, int port) throws IOException {
        APIGatewayV2HTTPEventFunction handler = new DatasfHandler(context);
        int maxBody = context.getBean(TransportProperties.class).maxBodyBytes();
        LambdaEventBridge bridge = new LambdaEventBridge(handler, maxBody);

        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        ExecutorService executor =
                Executors.newFixedThreadPool(Math.max(4, Runtime.getRuntime().availableProcessors() * 4));
        server.setExecutor(executor);
        server.createContext("/", bridge::serve);
        server.start();
        return new LocalServer(server, context, executor);
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

    public ApplicationContext context() {
        return context;
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
        context.close();
    }
}
