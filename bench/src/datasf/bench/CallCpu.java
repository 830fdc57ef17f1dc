package datasf.bench;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import datasf.mcp.lambda.ApiGatewayEvents;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The server's CPU per warm call of a valid query, through the Lambda handler against the fake
 * Socrata in another process (so none of the fake's work is counted): the CPU of the whole server
 * process per call (the handler's thread, the HTTP client's, the GC and the JIT), and the handler
 * thread's own at p50. The queries are query_datasf calls written in SoQL as a person would (a
 * WHERE, a GROUP BY, a count) and raw rows: 1 and 100 rows of the same four columns, whose
 * difference is the cost of one row on its way through (parsed from Socrata's answer, sized,
 * written into the answer).
 *
 * <p>Only the handler and the tools' arguments are used, so one copy of this class measures jars
 * far apart in history the same way (bench/call-cpu.sh, {@code JAR=...}). Prints a Markdown table.
 */
public final class CallCpu {

    /** Label -> SoQL on wg3w-h783, the police incidents of the recorded DataSF datasets. */
    static Map<String, String> queries() {
        Map<String, String> queries = new LinkedHashMap<>();
        String columns = "incident_datetime, incident_category, police_district, analysis_neighborhood";
        queries.put(
                "WHERE",
                "SELECT incident_datetime, incident_category WHERE police_district = 'Mission' "
                        + "AND incident_year = '2024' ORDER BY incident_datetime DESC LIMIT 10");
        queries.put(
                "GROUP BY",
                "SELECT police_district, count(*) AS n WHERE incident_year = '2024' "
                        + "GROUP BY police_district ORDER BY n DESC");
        queries.put("count", "SELECT count(*) AS n WHERE police_district = 'Mission'");
        queries.put("1 raw row", "SELECT " + columns + " ORDER BY incident_datetime DESC LIMIT 1");
        queries.put("100 raw rows", "SELECT " + columns + " ORDER BY incident_datetime DESC LIMIT 100");
        return queries;
    }

    public static void main(String[] args) throws Exception {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 3_000;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
        DatasfHandler handler = new DatasfHandler();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

        Map<String, String> bodies = new LinkedHashMap<>();
        queries().forEach((label, soql) -> bodies.put(label, call(soql)));
        // every call once before any is measured, and each answer checked: a valid query, not repaired
        bodies.forEach((label, body) -> check(label, send(handler, body)));
        for (int i = 0; i < warmup; i++) {
            bodies.values().forEach(body -> send(handler, body));
        }

        StringBuilder report = new StringBuilder(
                "| query_datasf | process CPU ms per call | handler thread CPU ms p50 | wall ms p50 | HTTP body bytes |\n"
                        + "|---|---|---|---|---|\n");
        Map<String, Double> processCpu = new LinkedHashMap<>();
        for (Map.Entry<String, String> call : bodies.entrySet()) {
            long[] threadCpu = new long[iterations];
            long[] wall = new long[iterations];
            System.gc();
            long processStart = os.getProcessCpuTime();
            int bytes = 0;
            for (int i = 0; i < iterations; i++) {
                long cpu = threads.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                bytes = send(handler, call.getValue()).getBody().getBytes(StandardCharsets.UTF_8).length;
                wall[i] = System.nanoTime() - start;
                threadCpu[i] = threads.getCurrentThreadCpuTime() - cpu;
            }
            double perCall = (os.getProcessCpuTime() - processStart) / 1e6 / iterations;
            processCpu.put(call.getKey(), perCall);
            Arrays.sort(threadCpu);
            Arrays.sort(wall);
            report.append(String.format(
                    Locale.ROOT,
                    "| %s | %.3f | %.3f | %.3f | %d |%n",
                    call.getKey(),
                    perCall,
                    threadCpu[iterations / 2] / 1e6,
                    wall[iterations / 2] / 1e6,
                    bytes));
        }
        report.append(String.format(
                Locale.ROOT,
                "%nper row (100 rows - 1 row, / 99): %.4f ms of process CPU%n",
                (processCpu.get("100 raw rows") - processCpu.get("1 raw row")) / 99));
        System.out.println(report);
        System.exit(0);
    }

    private static String call(String soql) {
        return "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"query_datasf\","
                + "\"arguments\":{\"dataset_id\":\"wg3w-h783\",\"soql\":\"" + soql + "\"}}}";
    }

    private static APIGatewayV2HTTPResponse send(DatasfHandler handler, String body) {
        APIGatewayV2HTTPResponse response =
                handler.handleRequest(ApiGatewayEvents.post(body, "bench"), new MockLambdaContext());
        if (response.getStatusCode() != 200 || response.getBody().contains("\"isError\":true")) {
            throw new IllegalStateException("call failed: " + response.getBody());
        }
        return response;
    }

    /** A measured query must run as written: no repair, and the rows it asked for. */
    private static void check(String label, APIGatewayV2HTTPResponse response) {
        String body = response.getBody();
        if (body.contains("\\\"corrections\\\"") || body.contains("\"corrections\"")) {
            throw new IllegalStateException(label + " was repaired, so it measures a repair: " + body);
        }
        if (label.equals("100 raw rows") && !body.contains("\\\"count\\\":100") && !body.contains("\"count\":100")) {
            throw new IllegalStateException(label + " did not answer 100 rows: " + body);
        }
    }
}
