package datasf.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.DatasetFacts;
import io.micronaut.context.ApplicationContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the checks on every answer cost upstream, through the Lambda handler against the fake
 * Socrata (the test suite's, serving the six recorded DataSF datasets): every query of
 * src/test/resources/soql/checked-queries.tsv (issue 19's families, flawed and valid) on a warm
 * instance (schema cached) with an empty value cache, counting the upstream requests of each
 * answer by kind (rows, empty, error) and how many carried a note, and the handler's time per
 * call. Run by bench/checks-cost.sh; prints a Markdown report.
 */
public final class ChecksCost {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Requests and notes of one kind of answer. */
    private static final class Tally {
        int answers;
        int noted;
        int requests;
        int maxRequests;
        final List<Long> nanos = new ArrayList<>();
    }

    public static void main(String[] args) throws Exception {
        int repeats = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        WarmPath.LastRequestLog log = WarmPath.LastRequestLog.attach();
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("datasf.socrata.base-url", System.getenv("DATASF_SOCRATA_BASE_URL"));
        DatasfHandler handler = new DatasfHandler(
                ApplicationContext.builder().properties(properties).start());
        Map<String, Tally> tallies = new TreeMap<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/soql/checked-queries.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            String[] toolAndDataset = f[1].split(":");
            String dataset = toolAndDataset[1];
            String body = toolAndDataset[0].equals("count")
                    ? ToolCalls.call(
                            "count_rows", MAPPER.writeValueAsString(Map.of("dataset_id", dataset, "where", f[2])))
                    : ToolCalls.call(
                            "query_datasf", MAPPER.writeValueAsString(Map.of("dataset_id", dataset, "soql", f[2])));
            HandlerCalls.send(handler, ToolCalls.call("get_schema", "{\"dataset_id\":\"" + dataset + "\"}"));
            HandlerCalls.emptyValues(handler);
            JsonNode result = HandlerCalls.send(handler, body).path("result");
            int requests = log.upstreamCalls();
            Tally tally = tallies.computeIfAbsent(kind(result), k -> new Tally());
            tally.answers++;
            tally.requests += requests;
            tally.maxRequests = Math.max(tally.maxRequests, requests);
            if (noted(result)) {
                tally.noted++;
            }
            for (int i = 0; i < repeats; i++) {
                HandlerCalls.emptyValues(handler);
                long start = System.nanoTime();
                HandlerCalls.send(handler, body);
                tally.nanos.add(System.nanoTime() - start);
            }
        }
        StringBuilder report = new StringBuilder("| answer | calls | with a note | upstream requests per call, mean | "
                + "max | handler p50 ms | p99 |\n|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, Tally> entry : tallies.entrySet()) {
            Tally t = entry.getValue();
            long[] nanos = t.nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            report.append(String.format(
                    Locale.ROOT,
                    "| %s | %d | %d | %.2f | %d | %s | %s |%n",
                    entry.getKey(),
                    t.answers,
                    t.noted,
                    t.requests / (double) t.answers,
                    t.maxRequests,
                    HandlerCalls.ms(nanos[nanos.length / 2]),
                    HandlerCalls.ms(nanos[(int) (nanos.length * 0.99)])));
        }
        report.append("\nschema cached, value cache emptied before every call; ")
                .append(repeats)
                .append(" timed calls per query\n\n")
                .append(inProcess(handler, repeats * 40))
                .append(checkerInProcess(handler, repeats * 40));
        System.out.println(report);
        System.exit(0);
    }

    /**
     * The checks' own work on the valid queries' answers with rows, in process: the parse comes
     * from the cache of recent parses (the call parsed the same text), so this is the rules alone.
     */
    private static String inProcess(DatasfHandler handler, int rounds) throws Exception {
        SchemaService schemas = handler.getApplicationContext().getBean(SchemaService.class);
        List<String[]> valid = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/soql/checked-queries.tsv"))) {
            String[] f = line.split("\t");
            if (f.length > 3 && f[3].equals("valid") && f[1].startsWith("query:")) {
                valid.add(new String[] {f[1].substring(6), f[2]});
            }
        }
        Map<String, DatasetFacts> facts = new TreeMap<>();
        for (String[] query : valid) {
            facts.computeIfAbsent(
                    query[0], id -> DatasetFacts.of(schemas.schema(id).schema(), (d, c) -> Optional.empty()));
        }
        long[] nanos = new long[rounds * valid.size()];
        int n = 0;
        int notes = 0;
        for (int round = -rounds / 2; round < rounds; round++) {
            for (String[] query : valid) {
                long start = System.nanoTime();
                notes += Checks.answer(query[1], facts.get(query[0]), false).size();
                if (round >= 0) {
                    nanos[n++] = System.nanoTime() - start;
                }
            }
        }
        Arrays.sort(nanos);
        return String.format(
                Locale.ROOT,
                "the checks alone on the %d valid queries, in process: p50 %s ms, p90 %s ms, p99 %s ms per answer "
                        + "(%d calls, %d notes)%n",
                valid.size(),
                HandlerCalls.ms(nanos[nanos.length / 2]),
                HandlerCalls.ms(nanos[(int) (nanos.length * 0.9)]),
                HandlerCalls.ms(nanos[(int) (nanos.length * 0.99)]),
                nanos.length,
                notes);
    }

    /**
     * The SoQL checker's own work on every valid query the project keeps (valid-queries.tsv and
     * the valid rows of checked-queries.tsv), as a call does it before sending: the verdict and
     * whether it refuses. The parse comes from the cache of recent parses, as in a call.
     */
    private static String checkerInProcess(DatasfHandler handler, int rounds) throws Exception {
        SchemaService schemas = handler.getApplicationContext().getBean(SchemaService.class);
        List<String[]> valid = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/soql/valid-queries.tsv"))) {
            String[] f = line.split("\t");
            if (!line.startsWith("#") && f.length == 2) {
                valid.add(f);
            }
        }
        for (String line : Files.readAllLines(Path.of("src/test/resources/soql/checked-queries.tsv"))) {
            String[] f = line.split("\t");
            if (f.length > 3 && f[3].equals("valid") && f[1].startsWith("query:")) {
                valid.add(new String[] {f[1].substring(6), f[2]});
            }
        }
        Map<String, SoqlChecker> checkers = new TreeMap<>();
        for (String[] query : valid) {
            checkers.computeIfAbsent(
                    query[0],
                    id -> SoqlChecker.of(
                            ColumnTypes.of(schemas.schema(id).schema().columns())));
        }
        long[] nanos = new long[rounds * valid.size()];
        int n = 0;
        int refused = 0;
        for (int round = -rounds / 2; round < rounds; round++) {
            for (String[] query : valid) {
                long start = System.nanoTime();
                refused += checkers.get(query[0]).check(query[1]).refusal().isPresent() ? 1 : 0;
                if (round >= 0) {
                    nanos[n++] = System.nanoTime() - start;
                }
            }
        }
        Arrays.sort(nanos);
        return String.format(
                Locale.ROOT,
                "the SoQL checker alone on the %d valid queries, in process: p50 %s ms, p90 %s ms, p99 %s ms per "
                        + "query (%d calls, %d refused)%n",
                valid.size(),
                HandlerCalls.ms(nanos[nanos.length / 2]),
                HandlerCalls.ms(nanos[(int) (nanos.length * 0.9)]),
                HandlerCalls.ms(nanos[(int) (nanos.length * 0.99)]),
                nanos.length,
                refused);
    }

    private static String kind(JsonNode result) {
        if (result.path("isError").asBoolean()) {
            return "error";
        }
        JsonNode body = result.path("structuredContent");
        String message = body.path("message").asText("");
        return message.startsWith("No rows matched") ? "empty" : "rows";
    }

    private static boolean noted(JsonNode result) {
        if (result.path("isError").asBoolean()) {
            return result.at("/content/0/text").asText().contains("\"hints\"");
        }
        return result.path("structuredContent").has("hints");
    }
}
