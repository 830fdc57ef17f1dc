package datasf.mcp.stdio;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.observability.LogText;
import datasf.mcp.observability.RequestLog;
import datasf.mcp.observability.RequestMetrics;
import datasf.mcp.observability.RequestScope;
import datasf.mcp.transport.McpReply;
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
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
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
 * <p>The reader never waits for a call. Calls ({@link #CALLS}: what may wait on Socrata) run on
 * {@value #PARALLEL} workers, {@value #WAITING} more wait for one, and a call beyond those is
 * answered at once with a busy error (-32000) saying so; everything else (pings, the lists,
 * initialize, notifications, malformed lines) is answered by the reader itself as it comes, so a
 * ping or a {@code notifications/cancelled} is read and handled while calls hang on a slow
 * upstream. A cancelled request's answer is never written, as MCP requires; one still waiting does
 * not run at all, one running runs out within its own deadline. At the end of stdin, the calls
 * still running or waiting are answered, then {@link #run} returns. A legacy client sends its
 * revision once, in {@code initialize}, not with every message as it does over HTTP: the revision
 * that answer negotiated goes with every later message ({@link RequestRevision#NEGOTIATED}); the
 * reader answers initialize itself, so every message read after it has it.
 */
final class StdioSession {

    static final int PARALLEL = 4;

    static final int WAITING = 16;

    /** The methods that may wait on Socrata (a tool, a schema resource, a prompt that reads one). */
    static final Set<String> CALLS = Set.of("tools/call", "resources/read", "prompts/get");

    /** JSON-RPC's implementation-defined server error: a call refused for want of a worker. */
    static final int BUSY = -32000;

    /** Longer than any call may run (its deadline), so that the last answers are not cut off. */
    private static final long DRAIN_SECONDS = 120;

    private static final Logger LOG = LoggerFactory.getLogger(StdioSession.class);
    private static final String CANCELLED = "notifications/cancelled";

    /** What the reader saw of a message: its id (a key, and as sent) and whether it is a call. */
    private record Seen(String key, JsonNode id, boolean call) {
        static final Seen NOTHING = new Seen(null, null, false);
    }

    private final StatelessMcpTransport transport;
    private final ObjectMapper mapper;
    private final int maxMessageBytes;
    private final Object lock = new Object();
    /** Requests running or waiting, by id, and those of them cancelled: both under {@link #lock}. */
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
        // a full queue refuses (AbortPolicy): the reader goes on at once
        ThreadPoolExecutor workers = new ThreadPoolExecutor(
                PARALLEL, PARALLEL, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(WAITING), new Workers());
        try {
            for (LineReader.Line next = lines.next(); next != null; next = lines.next()) {
                LineReader.Line line = next;
                if (line.isBlank()) {
                    continue; // whitespace between messages
                }
                Seen seen = line.oversized() ? Seen.NOTHING : see(line.text());
                if (!seen.call()) {
                    serve(line, seen.key());
                    continue;
                }
                try {
                    workers.execute(() -> {
                        if (!droppedBeforeItRan(seen.key())) {
                            serve(line, seen.key());
                        }
                    });
                } catch (RejectedExecutionException full) {
                    refuseAsBusy(seen);
                }
            }
        } finally {
            workers.shutdown();
            if (!workers.awaitTermination(DRAIN_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("stdin ended; requests still running after {} s are abandoned", DRAIN_SECONDS);
            }
        }
    }

    /**
     * The message's id, registered as running, and whether it is a call; and if the message
     * cancels a running or waiting request, that request's answer is dropped.
     */
    private Seen see(String text) {
        JsonNode message;
        try {
            message = mapper.readTree(text);
        } catch (IOException | RuntimeException e) {
            return Seen.NOTHING; // the transport says what is wrong with it
        }
        if (message == null || !message.isObject()) {
            return Seen.NOTHING;
        }
        String method = message.path("method").textValue();
        synchronized (lock) {
            if (CANCELLED.equals(method)) {
                String target = key(message.path("params").get("requestId"));
                if (target != null && running.contains(target)) {
                    cancelled.add(target);
                }
            }
            String key = method != null ? key(message.get("id")) : null;
            if (key != null) {
                running.add(key);
            }
            return new Seen(key, message.get("id"), key != null && CALLS.contains(method));
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

    /** Whether a call was cancelled while it waited for a worker: then it does not run at all. */
    private boolean droppedBeforeItRan(String key) {
        synchronized (lock) {
            if (key != null && cancelled.remove(key)) {
                running.remove(key);
                return true;
            }
            return false;
        }
    }

    private void serve(LineReader.Line line, String id) {
        RequestMetrics metrics = new RequestMetrics(UUID.randomUUID().toString(), null, null, "stdio");
        McpReply answer;
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
            answer = new McpReply(
                    200,
                    "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"Internal error\"}}");
        }
        write(answer.body(), id);
        noteNegotiated(metrics, answer);
        RequestLog.request(metrics, answer.httpStatus());
    }

    /** A call beyond the workers and the waiting room: a busy error with its id, at once. */
    private void refuseAsBusy(Seen call) {
        RequestMetrics metrics = new RequestMetrics(UUID.randomUUID().toString(), null, null, "stdio");
        metrics.rpcError(BUSY);
        metrics.httpError("busy");
        ObjectNode response = mapper.createObjectNode().put("jsonrpc", "2.0");
        response.set("id", call.id());
        response.putObject("error")
                .put("code", BUSY)
                .put(
                        "message",
                        "Server busy: " + PARALLEL + " calls are running and " + WAITING + " waiting on this"
                                + " connection; send this one again once one of them has answered");
        write(response.toString(), call.key());
        RequestLog.request(metrics, 429);
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
    private void noteNegotiated(RequestMetrics metrics, McpReply answer) {
        if (!"initialize".equals(metrics.rpcMethod()) || answer.httpStatus() != 200) {
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
