package datasf.mcp.stdio;

import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.access.AccessProperties;
import datasf.mcp.logging.StartupLog;
import datasf.mcp.transport.StatelessMcpTransport;
import datasf.mcp.transport.TransportProperties;
import io.micronaut.context.ApplicationContext;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * {@code java -jar datasf-mcp.jar --stdio}: MCP over the process's stdin and stdout, for clients
 * that start their server themselves (Claude Desktop, Cursor, Claude Code and most IDEs). The same
 * MCP server, tools, limits and errors as over HTTP; only the framing differs ({@link StdioSession}).
 *
 * <p>stdout carries MCP messages and nothing else: before anything can log, {@code System.out}
 * becomes stderr, so the log, the request lines and any library's stray output go there; started
 * by bin/datasf-mcp, the JVM's own stdout does too ({@link #PROTOCOL_OUTPUT}).
 *
 * <p>Access keys do not apply: only the process that started this one can write to its stdin, and
 * it needs no key to use a server it runs itself. The Lambda handler and its HTTP layer are not
 * started either; the MCP server is reached through the transport's message entry.
 */
public final class StdioServer implements AutoCloseable {

    private final ApplicationContext context;

    private StdioServer(ApplicationContext context) {
        this.context = context;
    }

    /**
     * Set by bin/datasf-mcp: a path to write MCP's messages to (its fd 3, a pipe to the client's
     * stdout), while the process's own stdout goes to stderr. HotSpot writes a fatal error's
     * summary to the process's stdout whatever its options; there it cannot break the client's
     * stream. Without it ({@code java -jar}), messages go to stdout.
     */
    static final String PROTOCOL_OUTPUT = "datasf.stdio.protocol-output";

    public static void main(String[] args) throws IOException, InterruptedException {
        run(Map.of());
    }

    /**
     * What a command runs, as the JVM's only server: MCP on stdin and stdout with extra
     * configuration properties (the demo's portal), until stdin ends; then the process exits.
     */
    public static void run(Map<String, Object> properties) throws IOException, InterruptedException {
        String path = System.getProperty(PROTOCOL_OUTPUT);
        OutputStream protocol = new BufferedOutputStream(
                path == null ? new FileOutputStream(FileDescriptor.out) : new FileOutputStream(path, true), 1 << 16);
        System.setOut(System.err);
        try (StdioServer server = StartupLog.startOrExplain(() -> start(properties))) {
            Runtime.getRuntime().addShutdownHook(new Thread(server::close));
            server.serve(System.in, protocol);
        }
        System.exit(0); // the HTTP client's and the caches' threads must not outlive stdin
    }

    /** Starts the MCP server with extra configuration properties (tests add theirs). */
    public static StdioServer start(Map<String, Object> properties) {
        ApplicationContext context = ApplicationContext.builder()
                .deduceEnvironment(false)
                .deduceCloudEnvironment(false)
                .properties(properties)
                .start();
        try {
            context.getBean(McpStatelessSyncServer.class); // registers its handler with the transport
            AccessProperties access = context.getBean(AccessProperties.class);
            if (access.keysIfSet().isPresent() || access.secretIdIfSet().isPresent()) {
                LoggerFactory.getLogger(StdioServer.class)
                        .info("access keys do not apply on stdio: only the process that started this server"
                                + " can write to its stdin");
            }
            return new StdioServer(context);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    /** Answers the messages of {@code in} on {@code out} until {@code in} ends. */
    public void serve(InputStream in, OutputStream out) throws IOException, InterruptedException {
        new StdioSession(
                        context.getBean(StatelessMcpTransport.class),
                        context.getBean(ObjectMapper.class),
                        context.getBean(TransportProperties.class).maxBodyBytes())
                .run(in, out);
    }

    public ApplicationContext context() {
        return context;
    }

    @Override
    public void close() {
        if (context.isRunning()) {
            context.close();
        }
    }
}
