package datasf.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.context.ApplicationContext;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the zero-result advisor costs, through the Lambda handler against the fake Socrata (the
 * test suite's, serving the recorded DataSF police incidents): upstream requests and handler time
 * per call, with the advisor as shipped and with it held to no extra request
 * ({@code datasf.advisor.extra-requests=0}: hints from the query alone). The schema is cached in
 * both (a warm instance); "cold values" empties the value cache before every call, "warm values"
 * keeps it. A non-empty answer must cost the same with and without the advisor.
 * Run by bench/advisor-cost.sh; prints a Markdown report.
 */
public final class AdvisorCost {

    private static final String DATASET = "wg3w-h783";
    static final Map<String, String> CALLS = new LinkedHashMap<>();

    static {
        CALLS.put("rows (Tenderloin)", "SELECT count(*) AS n WHERE police_district = 'Tenderloin'");
        CALLS.put("raw rows", "SELECT incident_id, incident_category WHERE police_district = 'Mission' LIMIT 20");
        CALLS.put("empty: = NULL", "SELECT count(*) AS n WHERE analysis_neighborhood = NULL");
        CALLS.put("empty: near value ('Drugs')", "SELECT count(*) AS n WHERE incident_category = 'Drugs'");
        CALLS.put(
                "empty: two columns", "SELECT count(*) AS n WHERE incident_category = 'Drugs' AND resolution = 'open'");
        CALLS.put("empty -> value fix ('TENDERLOIN')", "SELECT count(*) AS n WHERE police_district = 'TENDERLOIN'");
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        WarmPath.LastRequestLog log = WarmPath.LastRequestLog.attach();
        DatasfHandler advisor = handler(Map.of());
        DatasfHandler baseline = handler(Map.of("datasf.advisor.extra-requests", "0"));

        // one warm-up pass over every cell first, so no cell pays for the JIT compiling what it shares with later ones
        for (String soql : CALLS.values()) {
            String body = ToolCalls.call(
                    "query_datasf", MAPPER.writeValueAsString(Map.of("dataset_id", DATASET, "soql", soql)));
            for (DatasfHandler handler : new DatasfHandler[] {baseline, advisor}) {
                time(handler, body, warmup, 0, true);
                time(handler, body, warmup, 0, false);
            }
        }
        StringBuilder report = new StringBuilder("| call | advisor | upstream requests, cold values / warm | "
                + "p50 ms cold values | p99 | p50 ms warm values | p99 |\n|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, String> call : CALLS.entrySet()) {
            String body = ToolCalls.call(
                    "query_datasf", MAPPER.writeValueAsString(Map.of("dataset_id", DATASET, "soql", call.getValue())));
            for (DatasfHandler handler : new DatasfHandler[] {baseline, advisor}) {
                send(handler, ToolCalls.call("get_schema", "{\"dataset_id\":\"" + DATASET + "\"}"));
                HandlerCalls.emptyValues(handler);
                send(handler, body);
                int cold = log.upstreamCalls();
                send(handler, body);
                int warm = log.upstreamCalls();
                long[] coldNanos = time(handler, body, iterations, warmup, true);
                long[] warmNanos = time(handler, body, iterations, warmup, false);
                report.append("| ")
                        .append(call.getKey())
                        .append(" | ")
                        .append(handler == advisor ? "on" : "off (0 extra)")
                        .append(" | ")
                        .append(cold)
                        .append(" / ")
                        .append(warm)
                        .append(" | ")
                        .append(HandlerCalls.ms(coldNanos[iterations / 2]))
                        .append(" | ")
                        .append(HandlerCalls.ms(coldNanos[(int) (iterations * 0.99)]))
                        .append(" | ")
                        .append(HandlerCalls.ms(warmNanos[iterations / 2]))
                        .append(" | ")
                        .append(HandlerCalls.ms(warmNanos[(int) (iterations * 0.99)]))
                        .append(" |\n");
            }
        }
        report.append("\niterations per cell: ")
                .append(iterations)
                .append(" after ")
                .append(warmup)
                .append(" warm-up\n");
        System.out.println(report);
        System.exit(0);
    }

    private static DatasfHandler handler(Map<String, Object> overrides) {
        Map<String, Object> properties = new LinkedHashMap<>(overrides);
        properties.put("datasf.socrata.base-url", System.getenv("DATASF_SOCRATA_BASE_URL"));
        properties.put("datasf.socrata.discovery-url", System.getenv("DATASF_SOCRATA_DISCOVERY_URL"));
        return new DatasfHandler(
                ApplicationContext.builder().properties(properties).start());
    }

    private static long[] time(DatasfHandler handler, String body, int iterations, int warmup, boolean coldValues) {
        for (int i = 0; i < warmup; i++) {
            if (coldValues) {
                HandlerCalls.emptyValues(handler);
            }
            send(handler, body);
        }
        long[] nanos = new long[iterations];
        for (int i = 0; i < iterations; i++) {
            if (coldValues) {
                HandlerCalls.emptyValues(handler);
            }
            long start = System.nanoTime();
            send(handler, body);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return nanos;
    }

    /** The answer to a call that must succeed: a tool error stops the bench too. */
    private static JsonNode send(DatasfHandler handler, String body) {
        JsonNode answer = HandlerCalls.send(handler, body);
        if (answer.path("result").path("isError").asBoolean()) {
            throw new IllegalStateException("call failed: " + answer);
        }
        return answer;
    }
}
