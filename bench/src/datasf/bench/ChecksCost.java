package datasf.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.soql.analysis.ColumnTypes;
import datasf.mcp.soql.analysis.SoqlChecker;
import datasf.mcp.soql.check.AnswerRows;
import datasf.mcp.soql.check.Checks;
import datasf.mcp.soql.check.DatasetFacts;
import datasf.mcp.soql.check.Question;
import datasf.mcp.soql.tree.SoqlTree;
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
 * src/test/resources/soql/checked-queries.tsv (the families of likely mistakes the checks look
 * for, flawed and valid) and of held-out-queries.tsv (questions judged against the rows that come
 * back) on a warm instance (schema cached) with an empty value cache, counting the upstream
 * requests of each answer by kind (rows, empty, error) and how many carried a note, and the
 * handler's time per call. Run by bench/checks-cost.sh; prints a Markdown report.
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
        StringBuilder report = new StringBuilder();
        report.append(table("checked-queries.tsv", run(handler, log, checked(), repeats)));
        report.append("\n").append(table("held-out-queries.tsv", run(handler, log, heldOut(), repeats)));
        report.append("\nschema cached, value cache emptied before every call; ")
                .append(repeats)
                .append(" timed calls per query\n\n")
                .append(inProcess(handler, repeats * 40))
                .append(checkerInProcess(handler, repeats * 40));
        System.out.println(report);
        System.exit(0);
    }

    /**
     * One query of a corpus: its tool, dataset and text (SoQL, a where, or aggregate's arguments),
     * and the person's question the call carries (held-out-queries.tsv's; null for the others).
     */
    private record Query(String tool, String dataset, String text, boolean valid, String question) {}

    private static List<Query> checked() throws Exception {
        List<Query> queries = new ArrayList<>();
        for (String[] f : rows("src/test/resources/soql/checked-queries.tsv")) {
            String[] toolAndDataset = f[1].split(":");
            queries.add(new Query(toolAndDataset[0], toolAndDataset[1], f[2], f[3].equals("valid"), null));
        }
        return queries;
    }

    private static List<Query> heldOut() throws Exception {
        List<Query> queries = new ArrayList<>();
        for (String[] f : rows("src/test/resources/soql/held-out-queries.tsv")) {
            String[] toolAndDataset = f[1].split(":");
            queries.add(new Query(toolAndDataset[0], toolAndDataset[1], f[4], f[2].equals("valid"), f[3]));
        }
        return queries;
    }

    private static List<String[]> rows(String file) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(file))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                rows.add(line.split("\t"));
            }
        }
        return rows;
    }

    private static String body(Query query) throws Exception {
        if (query.tool().equals("aggregate")) {
            Map<String, Object> arguments = MAPPER.readValue(query.text(), LinkedHashMap.class);
            asked(arguments, query);
            return ToolCalls.call("aggregate", MAPPER.writeValueAsString(arguments));
        }
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("dataset_id", query.dataset());
        arguments.put(query.tool().equals("count") ? "where" : "soql", query.text());
        asked(arguments, query);
        return ToolCalls.call(
                query.tool().equals("count") ? "count_rows" : "query_datasf", MAPPER.writeValueAsString(arguments));
    }

    private static void asked(Map<String, Object> arguments, Query query) {
        if (query.question() != null) {
            arguments.put("question", query.question());
        }
    }

    private static Map<String, Tally> run(
            DatasfHandler handler, WarmPath.LastRequestLog log, List<Query> queries, int repeats) throws Exception {
        Map<String, Tally> tallies = new TreeMap<>();
        for (Query query : queries) {
            String body = body(query);
            HandlerCalls.send(handler, ToolCalls.call("get_schema", "{\"dataset_id\":\"" + query.dataset() + "\"}"));
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
        return tallies;
    }

    private static String table(String corpus, Map<String, Tally> tallies) {
        StringBuilder report =
                new StringBuilder(corpus + "\n\n| answer | calls | with a note | upstream requests per call, mean | "
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
        return report.toString();
    }

    /**
     * The checks' own work on the valid queries' answers with rows, in process, as a call does it:
     * the dataset's facts and profile built from the cached schema, then every check, those on
     * the answer's rows included. The parse comes from the cache of recent parses (the call
     * parsed the same text), so this is the rules alone.
     */
    private static String inProcess(DatasfHandler handler, int rounds) throws Exception {
        SchemaService schemas = handler.getApplicationContext().getBean(SchemaService.class);
        List<Query> valid = new ArrayList<>();
        for (Query query : checked()) {
            if (query.valid() && query.tool().equals("query")) {
                valid.add(query);
            }
        }
        for (Query query : heldOut()) {
            if (query.valid() && query.tool().equals("query")) {
                valid.add(query);
            }
        }
        List<AnswerRows> answers = new ArrayList<>();
        for (Query query : valid) {
            JsonNode data = HandlerCalls.send(handler, body(query))
                    .path("result")
                    .path("structuredContent")
                    .path("data");
            answers.add(new Rows(data));
        }
        long[] nanos = new long[rounds * valid.size()];
        int n = 0;
        int notes = 0;
        for (int round = -rounds / 2; round < rounds; round++) {
            for (int q = 0; q < valid.size(); q++) {
                Query query = valid.get(q);
                long start = System.nanoTime();
                DatasetFacts facts =
                        DatasetFacts.of(schemas.schema(query.dataset()).schema(), (d, c) -> Optional.empty());
                notes += Checks.answer(
                                SoqlTree.parse(query.text()),
                                facts,
                                false,
                                answers.get(q),
                                Question.of(query.question()))
                        .size();
                if (round >= 0) {
                    nanos[n++] = System.nanoTime() - start;
                }
            }
        }
        Arrays.sort(nanos);
        return String.format(
                Locale.ROOT,
                "the checks alone (facts and profile built, rows read) on the %d valid queries, in process: p50 %s ms, "
                        + "p90 %s ms, p99 %s ms per answer (%d calls, %d notes)%n",
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

    /** An answer's JSON rows as the checks read them. */
    private record Rows(JsonNode data) implements AnswerRows {
        @Override
        public int size() {
            return data.size();
        }

        @Override
        public String value(int row, String field) {
            JsonNode value = data.path(row).get(field);
            return value == null || value.isNull() ? null : value.isValueNode() ? value.asText() : value.toString();
        }
    }

    private static String kind(JsonNode result) {
        if (result.path("isError").asBoolean()) {
            return "error";
        }
        JsonNode body = result.path("structuredContent");
        String message = body.path("message").asText("");
        // an empty answer's message, or a count that is 0 by how it is written (its advice too)
        return message.startsWith("No rows matched") || message.startsWith("The count is 0") ? "empty" : "rows";
    }

    private static boolean noted(JsonNode result) {
        if (result.path("isError").asBoolean()) {
            return result.at("/content/0/text").asText().contains("\"hints\"");
        }
        return result.path("structuredContent").has("hints");
    }
}
