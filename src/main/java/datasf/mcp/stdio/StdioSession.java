package datasf.mcp.stdio;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.transport.McpHttpResponse;
import datasf.mcp.transport.MessageFraming;
import datasf.mcp.transport.RequestRevision;
import datasf.mcp.transport.StatelessMcpTransport;
import datasf.mcp.transport.modern.McpHeaders;
import io.modelcontextprotocol.common.McpTransportContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One stdio conversation: every line of stdin is a JSON-RPC message, answered by the very code that
 * answers a POST to /mcp ({@link StatelessMcpTransport#answer}), and every answer is one line of
 * stdout. Both eras are served, chosen per message as over HTTP: a 2026-07-28 request by the
 * version in its {@code _meta}; stdio has no headers ({@link McpHeaders#NONE}), so the modern rules
 * that compare headers with the body do not apply. A line that is not a message gets the JSON-RPC error a POST body would get, with id null.
 *
 * <p>Messages are served concurrently ({@value #PARALLEL} at a time; reading waits beyond that), so a
 * ping is not stuck behind a slow query. A {@code notifications/cancelled} for a request still
 * running means its answer is never written, as MCP requires; the call itself runs out within its
 * own deadline. At the end of stdin, the requests still running are answered, then {@link #run}
 * returns. A legacy client sends its revision once, in {@code initialize}, not with every message
 * as it does over HTTP: the revision that answer negotiated goes with every later message
 * ({@link RequestRevision#NEGOTIATED}).
 */
final class StdioSession {

    static final int PARALLEL = 4;

    /** Longer than any call may run (its deadline), so that the last answers are not cut off. */
    private static final long DRAIN_SECONDS = 120;

    private static final Logger LOG = LoggerFactory.getLogger(StdioSession.class);
    private static final String CANCELLED = "notifications/cancelled";

    private final StatelessMcpTransport transport;
    private final ObjectMapper mapper;
    private final int maxMessageBytes;
    private final Object lock = new Object();
    /** Requests running, by id, and those of them cancelled: both under {@link #lock}. */
    private final Set<String> running = new HashSet<>();

    private final Set<String> cancelled = new HashSet<>();
    private OutputStream out;
    private boolean outputClosed;
    /** The revision the last initialize negotiated, or null before one. */
    private volatile String negotiated;

    StdioSession(StatelessMcpTransport transport, ObjectMapper mapper, int maxMessageBytes) {
        this.transport = transport;
        this.mapper = mapper;
        this.maxMessageBytes = maxMessageBytes;
    }

    /** Serves the messages of {@code in} until it ends, writing the answers to {@code out}. */
    void run(InputStream in, OutputStream out) throws IOException, InterruptedException {
        this.out = out;
        LineReader lines = new LineReader(in, maxMessageBytes);
        Semaphore slots = new Semaphore(PARALLEL);
        ExecutorService workers = Executors.newFixedThreadPool(PARALLEL, new Workers());
        try {
            for (LineReader.Line next = lines.next(); next != null; next = lines.next()) {
                LineReader.Line line = next;
                if (line.isBlank()) {
                    continue; // whitespace between messages
                }
                String id = line.oversized() ? null : noteIdAndCancellation(line.text());
                slots.acquire();
                workers.execute(() -> {
                    try {
                        serve(line, id);
                    } finally {
                        slots.release();
                    }
                });
            }
        } finally {
            workers.shutdown();
            if (!workers.awaitTermination(DRAIN_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("stdin ended; requests still running after {} s are abandoned", DRAIN_SECONDS);
            }
        }
    }

    /**
     * The request's id as a key (null for anything else), registered as running; and if the message
     * cancels a running request, that request's answer is dropped.
     */
    private String noteIdAndCancellation(String text) {
        JsonNode message;
        try {
            message = mapper.readTree(text);
        } catch (IOException | RuntimeException e) {
            return null; // the transport says what is wrong with it
        }
        if (message == null || !message.isObject()) {
            return null;
        }
        synchronized (lock) {
            if (CANCELLED.equals(message.path("method").textValue())) {
                String target = key(message.path("params").get("requestId"));
                if (target != null && running.contains(target)) {
                    cancelled.add(target);
                }
            }
            String id = message.has("method") ? key(message.get("id")) : null;
            if (id != null) {
                running.add(id);
            }
            return id;
        }
    }

    /** "s:abc" and "n:1" never collide; 1 and 1.0 are one id, as JSON-RPC clients compare them. */
    private static String key(JsonNode id) {
        if (id == null || id.isNull()) {
            return null;
        }
        return id.isTextual()
                ? "s:" + id.textValue()
                : id.isNumber() ? "n:" + id.decimalValue().stripTrailingZeros() : null;
    }

    private void serve(LineReader.Line line, String id) {
        RequestMetrics metrics = new RequestMetrics(UUID.randomUUID().toString(), null, null, "stdio");
        McpHttpResponse answer;
        try (RequestScope scope = RequestScope.open(metrics)) {
            answer = line.oversized()
                    ? transport.oversized(MessageFraming.STDIO_LINE)
                    : transport.answer(
                            line.text(),
                            MessageFraming.STDIO_LINE,
                            McpHeaders.NONE,
                            McpTransportContext.create(context(metrics)));
        } catch (RuntimeException e) {
            // the transport catches what it foresees; this is the last line of defence, as on HTTP
            LOG.error("stdio message failed: {}", LogText.safe(e.toString()));
            answer = McpHttpResponse.json(
                    200,
                    "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}");
        }
        write(answer.body(), id);
        noteNegotiated(metrics, answer);
        RequestLog.request(metrics, answer.status());
    }

    private Map<String, Object> context(RequestMetrics metrics) {
        Map<String, Object> context = new HashMap<>();
        context.put("request_id", metrics.requestId());
        String revision = negotiated;
        if (revision != null) {
            context.put(RequestRevision.NEGOTIATED, revision);
        }
        return context;
    }

    /** The revision an initialize answer agreed on, for the messages after it. */
    private void noteNegotiated(RequestMetrics metrics, McpHttpResponse answer) {
        if (!"initialize".equals(metrics.rpcMethod()) || answer.status() != 200) {
            return;
        }
        try {
            JsonNode version = mapper.readTree(answer.body()).path("result").path("protocolVersion");
            if (version.isTextual()) {
                negotiated = version.textValue();
            }
        } catch (IOException e) {
            // not an answer to read: the revision stays as it was
        }
    }

    /** One line of stdout, unless there is nothing to say or the request was cancelled. */
    private void write(String body, String id) {
        synchronized (lock) {
            boolean dropped = id != null && cancelled.remove(id);
            if (id != null) {
                running.remove(id);
            }
            if (body.isEmpty() || dropped || outputClosed) {
                return;
            }
            try {
                out.write(body.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
                out.flush();
            } catch (IOException e) {
                outputClosed = true; // the client is gone; stdin will end too
                LOG.warn("stdout is closed: {}", LogText.safe(e.toString()));
            }
        }
    }

    /** Daemon threads: a request still running never keeps the process alive. */
    private static final class Workers implements java.util.concurrent.ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "stdio-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
