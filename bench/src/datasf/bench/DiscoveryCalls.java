package datasf.bench;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.lambda.DatasfHandler;
import io.micronaut.function.aws.proxy.MockLambdaContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Calls from question to answer. For each phrasing of each question of bench/discovery-questions.tsv,
 * the calls an LLM makes that follows the tool descriptions and the answers' hints, made for real
 * through the Lambda handler (the server on the classpath) against the test suite's fake Socrata
 * serving the recorded DataSF catalog:
 * <ol>
 *   <li>search_datasf with the phrasing. The LLM recognizes the right dataset when it is among the
 *       first 3 results (their names and descriptions say so). When it is not, it follows the
 *       advice "fewer or broader keywords": it searches each word of the phrasing alone, longest
 *       first, at most 2 more searches; then list_datasf in the question's category (1 call).
 *       Not found even there: the question goes unanswered;</li>
 *   <li>get_schema, unless the chosen result's {@code columns} lists every column the question's
 *       query needs (results without columns never do);</li>
 *   <li>distinct_values when the query filters on a category whose exact spelling the LLM cannot
 *       know (the question says which);</li>
 *   <li>query_datasf with the question's query; an error would cost one more call (its fix).</li>
 * </ol>
 * {@code run QUESTIONS OUT} writes one line per phrasing; {@code report NAME OUT [NAME OUT]...} prints
 * the Markdown report of runs side by side (e.g. two builds of the server, same fake). Run by
 * bench/discovery-calls.sh.
 */
public final class DiscoveryCalls {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int TOP = 3;
    private static final int MAX_SEARCHES = 3;
    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "by", "for", "in", "of", "on", "the", "to");

    /** One line of the question set. */
    record Question(
            String text,
            String dataset,
            List<String> columns,
            String valuesColumn,
            String category,
            String soql,
            List<String> phrasings) {}

    /** What asking one phrasing took. */
    record Outcome(
            String question,
            String phrasing,
            int firstResults,
            boolean topFirst,
            boolean answered,
            List<String> calls,
            int discoveryRequests,
            int searches,
            long rows) {
        String line() {
            return String.join(
                    "\t",
                    question,
                    phrasing,
                    Integer.toString(firstResults),
                    Boolean.toString(topFirst),
                    Boolean.toString(answered),
                    String.join(">", calls),
                    Integer.toString(discoveryRequests),
                    Integer.toString(searches),
                    Long.toString(rows));
        }

        static Outcome parse(String line) {
            String[] f = line.split("\t", -1);
            return new Outcome(
                    f[0],
                    f[1],
                    Integer.parseInt(f[2]),
                    Boolean.parseBoolean(f[3]),
                    Boolean.parseBoolean(f[4]),
                    List.of(f[5].split(">")),
                    Integer.parseInt(f[6]),
                    Integer.parseInt(f[7]),
                    Long.parseLong(f[8]));
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 3 && args[0].equals("run")) {
            run(Path.of(args[1]), Path.of(args[2]));
            System.exit(0);
        } else if (args.length >= 3 && args[0].equals("report") && args.length % 2 == 1) {
            List<String> names = new ArrayList<>();
            List<List<Outcome>> runs = new ArrayList<>();
            for (int i = 1; i < args.length; i += 2) {
                names.add(args[i]);
                runs.add(read(Path.of(args[i + 1])));
            }
            System.out.print(DiscoveryReport.of(names, runs));
        } else {
            System.err.println("usage: DiscoveryCalls run QUESTIONS OUT | report NAME OUT [NAME OUT]...");
            System.exit(2);
        }
    }

    static List<Outcome> read(Path file) throws Exception {
        return Files.readAllLines(file).stream()
                .filter(l -> !l.isBlank())
                .map(Outcome::parse)
                .toList();
    }

    private static void run(Path questions, Path out) throws Exception {
        WarmPath.LastRequestLog log = WarmPath.LastRequestLog.attach();
        DatasfHandler handler = new DatasfHandler();
        List<String> lines = new ArrayList<>();
        for (Question question : questions(questions)) {
            for (String phrasing : question.phrasings()) {
                lines.add(new Asker(handler, log).ask(question, phrasing).line());
            }
        }
        Files.write(out, lines);
    }

    static List<Question> questions(Path file) throws Exception {
        List<Question> questions = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            questions.add(
                    new Question(f[0], f[1], List.of(f[2].split(",")), f[3], f[4], f[5], List.of(f[6].split(" \\| "))));
        }
        return questions;
    }

    /** One LLM asking one phrasing of a question. */
    private static final class Asker {
        private final DatasfHandler handler;
        private final WarmPath.LastRequestLog log;
        private final List<String> calls = new ArrayList<>();
        private int discovery;

        Asker(DatasfHandler handler, WarmPath.LastRequestLog log) {
            this.handler = handler;
            this.log = log;
        }

        Outcome ask(Question q, String phrasing) throws Exception {
            List<String> searches = new ArrayList<>(List.of(phrasing));
            searches.addAll(broader(phrasing));
            JsonNode chosen = null;
            boolean topFirst = false;
            int firstResults = -1;
            int searched = 0;
            for (String query : searches.subList(0, Math.min(MAX_SEARCHES, searches.size()))) {
                JsonNode found = call("search_datasf", Map.of("query", query));
                discovery += log.upstreamCalls();
                searched++;
                if (searched == 1) {
                    firstResults = found.path("results").size();
                }
                chosen = find(found.path("results"), q.dataset(), TOP);
                topFirst |= searched == 1 && chosen != null;
                if (chosen != null) {
                    break;
                }
            }
            if (chosen == null) {
                JsonNode listed = call("list_datasf", Map.of("category", q.category()));
                chosen = find(listed.path("results"), q.dataset(), Integer.MAX_VALUE);
            }
            if (chosen == null) {
                return new Outcome(q.text(), phrasing, firstResults, topFirst, false, calls, discovery, searched, -1);
            }
            if (!shows(chosen, q.columns())) {
                call("get_schema", Map.of("dataset_id", q.dataset()));
            }
            if (!q.valuesColumn().equals("-")) {
                call("distinct_values", Map.of("dataset_id", q.dataset(), "column", q.valuesColumn()));
            }
            JsonNode answer = call("query_datasf", Map.of("dataset_id", q.dataset(), "soql", q.soql()));
            if (answer.has("error")) {
                calls.add("fix");
            }
            return new Outcome(
                    q.text(),
                    phrasing,
                    firstResults,
                    topFirst,
                    true,
                    calls,
                    discovery,
                    searched,
                    answer.path("count").asLong(-1));
        }

        /** "Fewer or broader keywords": each word alone, longest first, stop words left out. */
        private static List<String> broader(String phrasing) {
            List<String> words = new ArrayList<>(Arrays.stream(phrasing.split("\\s+"))
                    .filter(w -> !STOP_WORDS.contains(w.toLowerCase(Locale.ROOT)))
                    .distinct()
                    .toList());
            if (words.size() < 2) {
                return List.of();
            }
            words.sort(Comparator.comparingInt(String::length).reversed());
            return words;
        }

        private static JsonNode find(JsonNode results, String dataset, int top) {
            for (int i = 0; i < Math.min(top, results.size()); i++) {
                if (results.get(i).path("id").asText().equals(dataset)) {
                    return results.get(i);
                }
            }
            return null;
        }

        /** Whether a result's columns ("a:text, b:number, +3 more") name every column needed. */
        private static boolean shows(JsonNode result, List<String> needed) {
            Set<String> shown = new java.util.HashSet<>();
            for (String entry : result.path("columns").asText("").split(", ")) {
                shown.add(entry.split(":", 2)[0]);
            }
            return shown.containsAll(needed);
        }

        /** A tool call: its structured content, or its error body. */
        private JsonNode call(String tool, Map<String, Object> arguments) throws Exception {
            calls.add(tool);
            Map<String, Object> params = new LinkedHashMap<>();
            params.put("name", tool);
            params.put("arguments", arguments);
            String body = MAPPER.writeValueAsString(
                    Map.of("jsonrpc", "2.0", "id", calls.size(), "method", "tools/call", "params", params));
            APIGatewayV2HTTPResponse response = handler.handleRequest(ColdStart.event(body), new MockLambdaContext());
            JsonNode result = MAPPER.readTree(response.getBody()).path("result");
            return result.has("structuredContent")
                    ? result.get("structuredContent")
                    : MAPPER.readTree(result.at("/content/0/text").asText("{}"));
        }
    }
}
