package datasf.bench;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import datasf.mcp.tools.McpTool;
import io.micronaut.cache.CacheManager;
import io.micronaut.context.ApplicationContext;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * Warm-path figures in one JVM, through the Lambda handler Lambda runs (constructed as Lambda
 * does), against a local zero-latency fake Socrata in another process:
 * <ol>
 *   <li>upstream requests per call, on a cold and on a warm cache (from the request log);</li>
 *   <li>response bytes per call (the HTTP body, and the text content an LLM reads);</li>
 *   <li>p50/p99 of {@code handleRequest} per call over N calls after a warm-up;</li>
 *   <li>live heap after GC and RSS.</li>
 * </ol>
 * Run by bench/warm-path.sh; prints a Markdown report.
 */
public final class WarmPath {

    /** tools/list, every tool's example (ToolCalls) and query_datasf's example as CSV. */
    static Map<String, String> calls(ApplicationContext context) {
        Map<String, String> calls = new LinkedHashMap<>();
        calls.put("tools/list", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}");
        calls.putAll(ToolCalls.examples(context));
        context.getBeansOfType(McpTool.class).stream()
                .filter(tool -> tool.name().equals("query_datasf"))
                .findFirst()
                .ifPresent(query -> {
                    String example = query.exampleArguments().strip();
                    String csv = example.substring(0, example.length() - 1) + ", \"format\": \"csv\"}";
                    calls.put("query_datasf csv", ToolCalls.call("query_datasf", csv));
                });
        return calls;
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
        LastRequestLog log = LastRequestLog.attach();
        DatasfHandler handler = new DatasfHandler();
        CacheManager<?> caches = handler.getApplicationContext().getBean(CacheManager.class);
        Map<String, String> calls = calls(handler.getApplicationContext());

        StringBuilder report = new StringBuilder();
        report.append(
                        "| call | upstream requests, cold cache | warm cache | response bytes (HTTP body) | text content bytes |\n")
                .append("|---|---|---|---|---|\n");
        for (Map.Entry<String, String> call : calls.entrySet()) {
            caches.getCacheNames().forEach(name -> caches.getCache(name).invalidateAll());
            send(handler, call.getValue());
            int cold = log.upstreamCalls();
            APIGatewayV2HTTPResponse warm = send(handler, call.getValue());
            int warmCalls = log.upstreamCalls();
            JsonNode body = MAPPER.readTree(warm.getBody());
            int text = body.at("/result/content/0/text").isMissingNode()
                    ? 0
                    : body.at("/result/content/0/text").asText().getBytes(StandardCharsets.UTF_8).length;
            report.append("| ")
                    .append(call.getKey())
                    .append(" | ")
                    .append(cold)
                    .append(" | ")
                    .append(warmCalls)
                    .append(" | ")
                    .append(warm.getBody().getBytes(StandardCharsets.UTF_8).length)
                    .append(" | ")
                    .append(text == 0 ? "-" : Integer.toString(text))
                    .append(" |\n");
        }

        report.append("\n| call | p50 ms | p99 ms | calls |\n|---|---|---|---|\n");
        for (Map.Entry<String, String> call : calls.entrySet()) {
            for (int i = 0; i < warmup; i++) {
                send(handler, call.getValue());
            }
            long[] nanos = new long[iterations];
            for (int i = 0; i < iterations; i++) {
                long start = System.nanoTime();
                send(handler, call.getValue());
                nanos[i] = System.nanoTime() - start;
            }
            Arrays.sort(nanos);
            report.append("| ")
                    .append(call.getKey())
                    .append(" | ")
                    .append(HandlerCalls.ms(nanos[iterations / 2]))
                    .append(" | ")
                    .append(HandlerCalls.ms(nanos[(int) (iterations * 0.99)]))
                    .append(" | ")
                    .append(iterations)
                    .append(" |\n");
        }

        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        report.append("\nlive heap after GC: ")
                .append(String.format(Locale.ROOT, "%.1f MiB", heap / 1048576.0))
                .append("; RSS: ")
                .append(rss())
                .append('\n');
        System.out.println(report);
        System.exit(0);
    }

    private static APIGatewayV2HTTPResponse send(DatasfHandler handler, String body) {
        APIGatewayV2HTTPResponse response = handler.handleRequest(ColdStart.event(body), new MockLambdaContext());
        if (response.getStatusCode() != 200 || response.getBody().contains("\"isError\":true")) {
            throw new IllegalStateException("call failed: " + response.getBody());
        }
        return response;
    }

    private static String rss() throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                long kb = Long.parseLong(line.replaceAll("\\D", ""));
                return String.format(Locale.ROOT, "%.1f MiB", kb / 1024.0);
            }
        }
        return "unknown";
    }

    /** Keeps the last request-log line, to read the upstream calls a request made. */
    static final class LastRequestLog extends AppenderBase<ILoggingEvent> {
        private volatile String last = "{}";

        static LastRequestLog attach() {
            LastRequestLog appender = new LastRequestLog();
            Logger logger = (Logger) LoggerFactory.getLogger("datasf.mcp.request");
            appender.setContext(logger.getLoggerContext());
            appender.start();
            logger.addAppender(appender);
            return appender;
        }

        @Override
        protected void append(ILoggingEvent event) {
            last = event.getFormattedMessage();
        }

        int upstreamCalls() throws Exception {
            return MAPPER.readTree(last).path("upstream_calls").asInt();
        }
    }
}
