package datasf.mcp.bench;

import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.soql.SoqlEngine;
import datasf.mcp.support.soql.SoqlError;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How long the test fake takes to answer SoQL on the DataSF datasets: every query of the
 * agreement corpus (src/test/resources/soql/agreement-corpus.txt), in the engine alone and over
 * HTTP through FakeSocrata, after a warm-up. Run by bench/fake-soql.sh; prints a Markdown table.
 */
public final class FakeSoqlBench {

    private FakeSoqlBench() {}

    record Case(String datasetId, String soql) {}

    public static void main(String[] args) throws Exception {
        // as in FakeSocrataMain: without it each answer waits ~40 ms for a delayed ACK
        System.setProperty("sun.net.httpserver.nodelay", "true");
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        List<Case> cases = corpus();
        long load = System.nanoTime();
        DataSfDatasets.IDS.forEach(DataSfDatasets::dataset);
        System.out.printf("datasets parsed in %.0f ms (once per JVM)%n%n", (System.nanoTime() - load) / 1e6);

        double[] engine = measure(rounds, warmup, cases, c -> {
            try {
                SoqlEngine.query(DataSfDatasets.dataset(c.datasetId()), c.soql());
            } catch (SoqlError refused) {
                // refusals are answers too, and are measured
            }
        });
        HttpClient http = HttpClient.newHttpClient();
        try (FakeSocrata fake = FakeSocrata.start()) {
            double[] overHttp = measure(rounds, warmup, cases, c -> {
                URI uri = URI.create(fake.baseUrl() + "/resource/" + c.datasetId() + ".json?$query="
                        + URLEncoder.encode(c.soql(), StandardCharsets.UTF_8));
                try {
                    http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding());
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                fake.reset(); // the request log would otherwise grow
            });
            System.out.printf("%d queries x %d rounds after %d warm-up rounds%n%n", cases.size(), rounds, warmup);
            System.out.println("| path | p50 ms | p95 ms | p99 ms | max ms |");
            System.out.println("|---|---|---|---|---|");
            row("SoqlEngine.query", engine);
            row("FakeSocrata over HTTP", overHttp);
        }
    }

    interface Run {
        void run(Case c) throws Exception;
    }

    private static double[] measure(int rounds, int warmup, List<Case> cases, Run run) throws Exception {
        List<Double> millis = new ArrayList<>();
        for (int round = 0; round < warmup + rounds; round++) {
            for (Case c : cases) {
                long start = System.nanoTime();
                run.run(c);
                if (round >= warmup) {
                    millis.add((System.nanoTime() - start) / 1e6);
                }
            }
        }
        double[] sorted = millis.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted;
    }

    private static void row(String name, double[] sorted) {
        System.out.printf(
                "| %s | %.2f | %.2f | %.2f | %.2f |%n",
                name, at(sorted, 0.50), at(sorted, 0.95), at(sorted, 0.99), sorted[sorted.length - 1]);
    }

    private static double at(double[] sorted, double quantile) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];
    }

    private static List<Case> corpus() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = FakeSoqlBench.class.getResourceAsStream("/soql/agreement-corpus.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int space = line.indexOf(' ');
                    cases.add(new Case(line.substring(0, space), line.substring(space + 1)));
                }
            }
        }
        return cases;
    }
}
