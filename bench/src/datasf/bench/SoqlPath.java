package datasf.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.query.SoqlPaging;
import datasf.mcp.query.StableOrder;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.soql.Repair;
import datasf.mcp.soql.SoqlAnalysis;
import datasf.mcp.soql.columns.SoqlColumnCorrector;
import datasf.mcp.soql.rewrite.SoqlRepairer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The server's own SoQL work on a valid query, in process, without the handler or any upstream
 * call: what a query_datasf call does to its text before and around sending it. Per query: the
 * repairs with the schema at hand (SQL syntax, the parse, column names, literal types), the
 * analysis that sizes the page, the stable order of raw rows, the tie-breakers of a next page and
 * the LIMIT. The queries are the valid corpus of the end-to-end test
 * ({@code src/test/resources/soql/valid-queries.tsv}) over the recorded schemas of the six DataSF
 * datasets; every query must come out of the repairs unchanged. A new call's text is new to the
 * server, so no parse may come from its cache of recent parses: each round writes the queries
 * with its own run of trailing spaces, one of {@value #VARIANTS}, so a text comes back only after
 * more other texts than that cache holds. Run by bench/soql-path.sh; prints a Markdown report.
 */
public final class SoqlPath {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path RESOURCES = Path.of("src/test/resources");
    private static final int VARIANTS = 4;

    private record Query(List<ColumnInfo> columns, String soql) {}

    public static void main(String[] args) throws Exception {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 1_000;
        List<Query> queries = queries();
        SoqlRepairer repairer = new SoqlRepairer(new SoqlColumnCorrector());
        LocalDateTime now = LocalDateTime.of(2025, 11, 1, 10, 0);
        for (Query query : queries) {
            Repair repair = repairer.repair(query.soql(), query.columns(), now);
            if (repair.changed()) {
                throw new IllegalStateException("a valid query was changed: " + query.soql() + " -> " + repair.soql());
            }
        }
        long sink = 0;
        for (int i = 0; i < warmup; i++) {
            for (Query query : queries) {
                sink += once(repairer, query.columns(), query.soql() + " ".repeat(i % VARIANTS), now);
            }
        }
        long[] nanos = new long[iterations * queries.size()];
        int n = 0;
        for (int i = 0; i < iterations; i++) {
            for (Query query : queries) {
                String soql = query.soql() + " ".repeat(i % VARIANTS);
                long start = System.nanoTime();
                sink += once(repairer, query.columns(), soql, now);
                nanos[n++] = System.nanoTime() - start;
            }
        }
        Arrays.sort(nanos);
        System.out.println("| valid queries | calls | p50 ms | p90 ms | p99 ms |");
        System.out.println("|---|---|---|---|---|");
        System.out.println("| " + queries.size() + " | " + nanos.length + " | "
                + HandlerCalls.ms(nanos[nanos.length / 2]) + " | " + HandlerCalls.ms(nanos[(int) (nanos.length * 0.9)])
                + " | " + HandlerCalls.ms(nanos[(int) (nanos.length * 0.99)]) + " |");
        System.out.println("\n(checksum " + sink + ")");
    }

    /** One call's SoQL work; returns a length so the JIT cannot drop any of it. */
    private static long once(SoqlRepairer repairer, List<ColumnInfo> columns, String text, LocalDateTime now) {
        Repair repair = repairer.repair(text, columns, now);
        String soql = repair.soql();
        SoqlAnalysis analysis = SoqlAnalysis.analyze(soql);
        String paged = analysis.isAggregated() ? soql : SoqlPaging.withDefaultOrder(soql, ":id");
        String stable = StableOrder.of(paged);
        String executed = SoqlPaging.withLimit(stable, 101);
        return executed.length() + (analysis.limit().isPresent() ? 1 : 0);
    }

    private static List<Query> queries() throws Exception {
        Map<String, List<ColumnInfo>> schemas = new HashMap<>();
        List<Query> queries = new ArrayList<>();
        for (String line : Files.readAllLines(RESOURCES.resolve("soql/valid-queries.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t");
            List<ColumnInfo> columns = schemas.computeIfAbsent(fields[0], SoqlPath::columns);
            queries.add(new Query(columns, fields[1]));
        }
        return queries;
    }

    private static List<ColumnInfo> columns(String datasetId) {
        try {
            JsonNode view = MAPPER.readTree(RESOURCES
                    .resolve("socrata/datasf/views/" + datasetId + ".json")
                    .toFile());
            List<ColumnInfo> columns = new ArrayList<>();
            for (JsonNode column : view.path("columns")) {
                if (!column.path("fieldName").asText("").isEmpty()) {
                    columns.add(new ColumnInfo(
                            column.path("name").asText(null),
                            column.get("fieldName").asText(),
                            column.path("dataTypeName").asText(null),
                            null));
                }
            }
            return columns;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
