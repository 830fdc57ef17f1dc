package datasf.mcp.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Drives {@code N} concurrent MCP clients (plain HTTP POSTs, one JSON-RPC message each) against a
 * local server for {@code T} seconds and reports throughput, latency percentiles and errors. An
 * error is anything but a result: a non-2xx status, a JSON-RPC error, a tool result with
 * {@code isError}, or an I/O failure. Loopback only, bounded in clients and time.
 *
 * <pre>java ... LoadDriver --url http://127.0.0.1:8080/mcp --clients 8 --seconds 30 [--warmup 10]</pre>
 * An access key, if the server needs one, comes from the environment variable MCP_ACCESS_KEY.
 */
public final class LoadDriver {

    static final int MAX_CLIENTS = 64;
    static final int MAX_SECONDS = 600;
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "[::1]");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** A weighted mix that looks like LLM sessions: mostly schema and query calls. */
    private static final List<Call> MIX = List.of(
            new Call(
                    "initialize",
                    1,
                    "initialize",
                    "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                            + "\"clientInfo\":{\"name\":\"load\",\"version\":\"1\"}}"),
            new Call("tools/list", 1, "tools/list", "{}"),
            new Call("search_datasf", 2, "tools/call", tool("search_datasf", "{\"query\":\"bus\",\"limit\":5}")),
            new Call(
                    "list_datasf",
                    1,
                    "tools/call",
                    tool("list_datasf", "{\"category\":\"Transportation\",\"limit\":5}")),
            new Call("get_schema", 2, "tools/call", tool("get_schema", "{\"dataset_id\":\"uczf-rk3c\"}")),
            new Call(
                    "query_datasf rows",
                    2,
                    "tools/call",
                    tool("query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 10\"}")),
            new Call(
                    "query_datasf group",
                    2,
                    "tools/call",
                    tool(
                            "query_datasf",
                            "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT status, count(*) AS n GROUP BY status\"}")),
            new Call(
                    "query_datasf typo",
                    1,
                    "tools/call",
                    tool(
                            "query_datasf",
                            "{\"dataset_id\":\"4tka-6guv\",\"soql\":\"SELECT magnitud, region LIMIT 5\"}")));

    private record Call(String name, int weight, String method, String params) {}

    private static String tool(String name, String arguments) {
        return "{\"name\":\"" + name + "\",\"arguments\":" + arguments + "}";
    }

    private final URI url;
    private final String accessKey;
    private final HttpClient http;
    private final Map<String, AtomicLong> errors = new ConcurrentHashMap<>();
    private final Map<String, List<long[]>> latencies = new ConcurrentHashMap<>();

    private LoadDriver(URI url, String accessKey, int clients) {
        this.url = url;
        this.accessKey = accessKey;
        this.http = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        URI url = URI.create(options.getOrDefault("--url", "http://127.0.0.1:8080/mcp"));
        int clients = Integer.parseInt(options.getOrDefault("--clients", "8"));
        int seconds = Integer.parseInt(options.getOrDefault("--seconds", "30"));
        int warmup = Integer.parseInt(options.getOrDefault("--warmup", "5"));
        if (url.getHost() == null || !LOOPBACK.contains(url.getHost().toLowerCase(Locale.ROOT))) {
            fail(
                    "--url must be a loopback address (127.0.0.1, localhost, [::1]): this driver never loads a remote server");
        }
        if (clients < 1 || clients > MAX_CLIENTS) {
            fail("--clients must be 1.." + MAX_CLIENTS);
        }
        if (seconds < 1 || seconds > MAX_SECONDS || warmup < 0 || warmup > MAX_SECONDS) {
            fail("--seconds must be 1.." + MAX_SECONDS + " and --warmup 0.." + MAX_SECONDS);
        }
        LoadDriver driver = new LoadDriver(url, System.getenv("MCP_ACCESS_KEY"), clients);
        if (warmup > 0) {
            driver.run(clients, warmup);
            driver.errors.clear();
            driver.latencies.clear();
        }
        long start = System.nanoTime();
        driver.run(clients, seconds);
        double elapsed = (System.nanoTime() - start) / 1e9;
        System.exit(driver.report(clients, elapsed) == 0 ? 0 : 1);
    }

    private void run(int clients, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Thread thread = new Thread(() -> client(deadline), "client-" + i);
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }

    private void client(long deadline) {
        int totalWeight = MIX.stream().mapToInt(Call::weight).sum();
        Map<String, long[]> mine = new TreeMap<>();
        Map<String, Integer> counts = new TreeMap<>();
        long id = 0;
        while (System.nanoTime() < deadline) {
            Call call = pick(totalWeight);
            long start = System.nanoTime();
            String error = send(call, ++id);
            long nanos = System.nanoTime() - start;
            if (error != null) {
                errors.computeIfAbsent(call.name() + ": " + error, k -> new AtomicLong())
                        .incrementAndGet();
            }
            long[] samples = mine.computeIfAbsent(call.name(), k -> new long[1024]);
            int n = counts.merge(call.name(), 1, Integer::sum);
            if (n > samples.length) {
                samples = Arrays.copyOf(samples, samples.length * 2);
                mine.put(call.name(), samples);
            }
            samples[n - 1] = nanos;
        }
        mine.forEach((name, samples) -> latencies
                .computeIfAbsent(name, k -> java.util.Collections.synchronizedList(new ArrayList<>()))
                .add(Arrays.copyOf(samples, counts.get(name))));
    }

    private static Call pick(int totalWeight) {
        int roll = ThreadLocalRandom.current().nextInt(totalWeight);
        for (Call call : MIX) {
            roll -= call.weight();
            if (roll < 0) {
                return call;
            }
        }
        return MIX.get(0);
    }

    /** Sends one call; null when it got a result, else what went wrong. */
    private String send(Call call, long id) {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + call.method() + "\",\"params\":"
                + call.params() + "}";
        HttpRequest.Builder request = HttpRequest.newBuilder(url)
                .timeout(Duration.ofSeconds(30))
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (accessKey != null && !accessKey.isBlank()) {
            request.header("Authorization", "Bearer " + accessKey);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return "HTTP " + response.statusCode();
            }
            JsonNode json = MAPPER.readTree(response.body());
            if (json.has("error")) {
                return "JSON-RPC " + json.at("/error/code").asInt();
            }
            if (json.at("/result/isError").asBoolean(false)) {
                return "tool error "
                        + MAPPER.readTree(json.at("/result/content/0/text").asText())
                                .path("error_type")
                                .asText();
            }
            return null;
        } catch (java.io.IOException e) {
            return e.getClass().getSimpleName();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private long report(int clients, double seconds) {
        long[] all = latencies.values().stream()
                .flatMap(List::stream)
                .flatMapToLong(Arrays::stream)
                .sorted()
                .toArray();
        long errorCount = errors.values().stream().mapToLong(AtomicLong::get).sum();
        System.out.printf(
                Locale.ROOT,
                "clients %d, measured %.1f s, requests %d, throughput %.1f req/s%n",
                clients,
                seconds,
                all.length,
                all.length / seconds);
        System.out.printf(
                Locale.ROOT,
                "latency ms: p50 %.1f, p90 %.1f, p99 %.1f, max %.1f%n",
                ms(all, 0.50),
                ms(all, 0.90),
                ms(all, 0.99),
                ms(all, 1.0));
        System.out.printf("errors: %d%n", errorCount);
        errors.forEach((what, count) -> System.out.printf("  %s: %d%n", what, count.get()));
        new TreeMap<>(latencies).forEach((name, lists) -> {
            long[] samples =
                    lists.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            System.out.printf(
                    Locale.ROOT,
                    "  %-20s n=%-7d p50 %6.1f ms  p99 %6.1f ms%n",
                    name,
                    samples.length,
                    ms(samples, 0.5),
                    ms(samples, 0.99));
        });
        return errorCount;
    }

    private static double ms(long[] sorted, double quantile) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new TreeMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        return options;
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}
