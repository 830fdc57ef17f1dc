package datasf.mcp.bench;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CostlyInputs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.WideDataset;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What adversarial input costs one call: the CPU time of the thread that runs the Lambda handler
 * (which runs the whole call; the fake Socrata answers on threads of its own) and the wall time,
 * per case, against the test suite's fake Socrata in the same JVM. Each advisor case meets cold
 * values (a new instance's cache) every time. Run by bench/call-cost.sh; prints a Markdown table.
 */
public final class CallCostBench {

    private static final String POLICE = "wg3w-h783";
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CallCostBench() {}

    /** One call: its tool, arguments, and what the fake Socrata must serve or answer for it. */
    record Case(String tool, Map<String, Object> arguments, Consumer<FakeSocrata> setup) {

        Case(String tool, Map<String, Object> arguments) {
            this(tool, arguments, fake -> {});
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("sun.net.httpserver.nodelay", "true");
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        try (FakeSocrata fake = FakeSocrata.start();
                LambdaHarness lambda = new LambdaHarness(fake.properties())) {
            Map<String, Case> cases = cases();
            if (args.length > 2) { // only the cases whose label contains one of these words
                List<String> only = List.of(args[2].split(","));
                cases.keySet().removeIf(label -> only.stream().noneMatch(label::contains));
            }
            StringBuilder report = new StringBuilder(
                    "| call | CPU ms p50 | CPU ms max | wall ms p50 | wall ms max |\n" + "|---|---|---|---|---|\n");
            for (Map.Entry<String, Case> c : cases.entrySet()) {
                long[] cpu = new long[runs];
                long[] wall = new long[runs];
                for (int i = -warmup; i < runs; i++) {
                    long[] cost = once(fake, lambda, c.getValue());
                    if (i >= 0) {
                        cpu[i] = cost[0];
                        wall[i] = cost[1];
                    }
                }
                Arrays.sort(cpu);
                Arrays.sort(wall);
                report.append(String.format(
                        Locale.ROOT,
                        "| %s | %.1f | %.1f | %.1f | %.1f |%n",
                        c.getKey(),
                        cpu[runs / 2] / 1e6,
                        cpu[runs - 1] / 1e6,
                        wall[runs / 2] / 1e6,
                        wall[runs - 1] / 1e6));
            }
            System.out.print(report);
        }
    }

    /** CPU and wall nanoseconds of one call on a fresh instance's caches (the schemas warm). */
    private static long[] once(FakeSocrata fake, LambdaHarness lambda, Case c) {
        lambda.clearCaches();
        fake.reset();
        WideDataset.serve(fake);
        fake.serveDataset(CostlyInputs.TEXT_COLUMNS_ID, CostlyInputs.textColumnsViews(), LambdaHarness.read("[]"));
        Object dataset = c.arguments().get("dataset_id");
        if (dataset != null) {
            lambda.callTool("get_schema", Map.of("dataset_id", dataset));
        }
        c.setup().accept(fake);
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        JsonNode result = lambda.callTool(c.tool(), c.arguments());
        long[] cost = {THREADS.getCurrentThreadCpuTime() - cpuStart, System.nanoTime() - start};
        if (result.toString().contains("Internal error") || result.toString().contains("timed out")) {
            throw new IllegalStateException("unexpected answer: " + result);
        }
        return cost;
    }

    static Map<String, Case> cases() {
        Map<String, Case> cases = new LinkedHashMap<>();
        cases.put("empty answer, near value (`= 'Drugs'`), for scale", police("incident_category = 'Drugs'", null));
        cases.put(
                "LIKE of 12 `%` (`'%%%%%%%%%%%%!'`)", police("incident_category LIKE '" + "%".repeat(12) + "!'", null));
        cases.put("LIKE of 30 `%`", police("incident_category LIKE '" + "%".repeat(30) + "!'", null));
        cases.put(
                "LIKE of 15 `%` between letters (`'%e%e...%!'`)",
                police("incident_category LIKE '" + "%e".repeat(14) + "%!'", null));
        String values = CostlyInputs.longValues("incident_category");
        cases.put(
                "IN of 15 literals of 250 chars, 327 values of 200 chars",
                police("incident_category IN (" + CostlyInputs.literals(250) + ")", values));
        cases.put(
                "IN of 433 literals of 5 chars, 327 values of 200 chars",
                police("incident_category IN (" + CostlyInputs.literals(5) + ")", values));
        cases.put(
                "IN of 2 literals of 1,300 chars, 327 values of 200 chars",
                police("incident_category IN (" + CostlyInputs.literals(1300) + ")", values));
        List<String> names = CostlyInputs.unknownNames();
        cases.put(
                "60 unknown names of 60 chars, 1,000 columns (schema cached)",
                new Case(
                        "query_datasf",
                        Map.of("dataset_id", WideDataset.ID, "soql", "SELECT " + String.join(", ", names))));
        cases.put("get_schema, 1,000 columns (cached)", new Case("get_schema", Map.of("dataset_id", WideDataset.ID)));
        cases.put(
                "empty answer to 240 OR'ed `= 'word'`, 800 text columns of 50 values",
                new Case(
                        "query_datasf",
                        Map.of(
                                "dataset_id",
                                CostlyInputs.TEXT_COLUMNS_ID,
                                "soql",
                                "SELECT t000 WHERE " + CostlyInputs.orConditions())));
        cases.put(
                "relaxed search of 500 chars, 40 results of 1,000 columns",
                new Case(
                        "search_datasf",
                        Map.of("query", CostlyInputs.searchWords(), "limit", 20),
                        fake -> fake.script(
                                "/api/catalog/v1",
                                Response.json(200, "{\"results\":[],\"resultSetSize\":0}"),
                                Response.json(200, CostlyInputs.catalogPage(40, 1000)))));
        return cases;
    }

    private static Case police(String where, String lookupAnswer) {
        return new Case(
                "query_datasf",
                Map.of("dataset_id", POLICE, "soql", "SELECT count(*) AS n WHERE " + where),
                lookupAnswer == null
                        ? fake -> {}
                        : fake -> fake.scriptQuery("GROUP BY incident_category", Response.json(200, lookupAnswer)));
    }
}
