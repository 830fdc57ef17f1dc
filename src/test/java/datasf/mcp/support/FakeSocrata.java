package datasf.mcp.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import datasf.mcp.support.soql.Dataset;
import datasf.mcp.support.soql.SoqlEngine;
import datasf.mcp.support.soql.SoqlError;
import datasf.mcp.support.soql.SoqlResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A local Socrata over real HTTP, answering with recorded responses from src/test/resources/socrata
 * (see SOURCES.md there). It serves the Discovery, Views and Resource APIs. Tests can script
 * faults per path and read back every request (path, query parameters, headers) and the size of
 * the body it was answered with.
 *
 * <p>The six DataSF datasets of {@link DataSfDatasets} ({@code wg3w-h783} police incidents,
 * {@code yitu-d5am}, {@code i98e-djp9}, {@code rqzj-sfat}, {@code tkzw-k3nq}, {@code vw6y-z8j6})
 * are answered by a SoQL engine that parses, type-checks and evaluates every query as real
 * Socrata does, flawed ones included: {@code query.compiler.malformed},
 * {@code query.soql.no-such-column}, {@code no-such-function}, {@code type-mismatch},
 * {@code aggregate-in-ungrouped-context} and {@code column-not-in-group-bys} come in Socrata's
 * error shapes, and case-sensitive matches or {@code = NULL} silently find nothing (see
 * {@link datasf.mcp.support.soql}). {@code /resource/<id>.csv} answers the same queries as the
 * portal's CSV export ({@link SodaCsv}). The older fixture datasets ({@code uczf-rk3c},
 * {@code 4tka-6guv}) keep simpler answers: a $query's LIMIT/OFFSET, simple equality WHERE and
 * single-column GROUP BY counts over their recorded rows, count(*), and unknown columns refused.
 *
 * <p>Two more modes follow the reference fake's: {@link #movedTo} starts a fake of a portal's old
 * host after a move ({@link MovedPortal}), and {@link #acceptOnlyTokens} refuses other App Tokens
 * as Socrata does.
 */
public final class FakeSocrata implements AutoCloseable {

    /**
     * A scripted answer. Status 0 is no answer at all: the connection is closed as soon as the
     * request has been read (a reset, as proxies and overloaded servers do). A chunked answer has
     * no Content-Length, so the client learns its size only while reading it.
     */
    public record Response(
            int status,
            String contentType,
            String body,
            long delayMillis,
            Map<String, String> headers,
            boolean chunked) {

        public Response(int status, String contentType, String body, long delayMillis) {
            this(status, contentType, body, delayMillis, Map.of(), false);
        }

        public static Response json(int status, String body) {
            return new Response(status, "application/json;charset=utf-8", body, 0);
        }

        public static Response dropConnection() {
            return new Response(0, "", "", 0);
        }

        public Response withHeader(String name, String value) {
            Map<String, String> all = new LinkedHashMap<>(headers);
            all.put(name, value);
            return new Response(status, contentType, body, delayMillis, Map.copyOf(all), chunked);
        }

        public Response delayed(long millis) {
            return new Response(status, contentType, body, millis, headers, chunked);
        }

        public Response asChunked() {
            return new Response(status, contentType, body, delayMillis, headers, true);
        }
    }

    /** One request as the fake received it. */
    public record Request(String path, Map<String, String> query, Map<String, String> headers) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    /** One request and the bytes of the body it was answered with. */
    public record Served(Request request, int status, long bodyBytes) {}

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Pattern LIMIT = Pattern.compile("(?i)\\blimit\\s+(\\d+)");
    private static final Pattern OFFSET = Pattern.compile("(?i)\\boffset\\s+(\\d+)");
    private static final Pattern COUNT_ALL =
            Pattern.compile("(?i)^\\s*select\\s+count\\(\\s*\\*\\s*\\)(?:\\s+as\\s+(\\w+))?");
    private static final Pattern WHERE_EQ = Pattern.compile("(?i)\\bwhere\\s+`?(\\w+)`?\\s*=\\s*'([^']*)'");
    private static final Pattern WORD = Pattern.compile("(?<![:@\\w.])([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern ALIAS = Pattern.compile("(?i)\\bas\\s+`?(\\w+)`?");
    private static final Set<String> SOQL_WORDS = Set.of(
            "select",
            "where",
            "group",
            "by",
            "order",
            "having",
            "limit",
            "offset",
            "search",
            "and",
            "or",
            "not",
            "is",
            "null",
            "between",
            "in",
            "like",
            "asc",
            "desc",
            "as",
            "distinct",
            "true",
            "false",
            "count",
            "sum",
            "avg",
            "min",
            "max",
            "upper",
            "lower",
            "date_trunc_ym",
            "date_trunc_y",
            "date_trunc_ymd",
            "date_extract_y",
            "date_extract_m",
            "within_circle",
            "within_box",
            "case",
            "when",
            "then",
            "else",
            "end",
            "starts_with",
            "nulls",
            "first",
            "last");

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<Served> served = new CopyOnWriteArrayList<>();
    private final Map<String, List<Response>> scripted = new ConcurrentHashMap<>();
    private final Map<String, Response> refusedTokens = new ConcurrentHashMap<>();
    /** $query text -> scripted answers, checked before the path scripts (see scriptQuery). */
    private final Map<String, List<Response>> scriptedQueries = new ConcurrentHashMap<>();
    /** $query text -> how long its usual answer is held back (see slowQuery). */
    private final Map<String, Long> slowQueries = new ConcurrentHashMap<>();

    private volatile boolean dataSfCatalog;
    private volatile boolean demoCatalog;
    /** Where the portal moved, when this fake plays its old host ({@link #movedTo}); else null. */
    private volatile String movedTo;
    /** The App Tokens accepted, when a test said ({@link #acceptOnlyTokens}); null: any. */
    private volatile Set<String> validTokens;
    /** Datasets a test made ({@link #serveDataset}), by id, with their views documents. */
    private final Map<String, Dataset> madeDatasets = new ConcurrentHashMap<>();

    private final Map<String, String> madeViews = new ConcurrentHashMap<>();

    private final ExecutorService workers;

    private FakeSocrata(HttpServer server, ExecutorService workers) {
        this.server = server;
        this.workers = workers;
    }

    public static FakeSocrata start() {
        // without it each answer waits ~40 ms for a delayed ACK (Nagle); read once per JVM, so the
        // first server started decides: the local server and the priming code set it too
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
            ExecutorService workers = Executors.newFixedThreadPool(8);
            server.setExecutor(workers);
            FakeSocrata fake = new FakeSocrata(server, workers);
            server.createContext("/", fake::handle);
            server.start();
            return fake;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A fake of a portal's old host after the portal moved to {@code url} ({@link MovedPortal}: 301
     * to the same path and query there, 403 with an HTML page for {@code $select}), as the reference
     * fake's {@code --moved-to} plays data.sfgov.org. Its requests are logged as usual.
     */
    public static FakeSocrata movedTo(String url) {
        FakeSocrata fake = start();
        fake.movedTo = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        return fake;
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public String discoveryUrl() {
        return baseUrl() + "/api/catalog/v1";
    }

    /** Configuration that points the server at this fake. */
    public Map<String, Object> properties() {
        Map<String, Object> properties = new HashMap<>();
        properties.put("datasf.socrata.base-url", baseUrl());
        properties.put("datasf.socrata.discovery-url", discoveryUrl());
        return properties;
    }

    public List<Request> requests() {
        return Collections.unmodifiableList(requests);
    }

    /**
     * The requests a tool made itself, without a schema lookup (the metadata and the
     * {@code count(*) AS row_count}) that the data tools run in parallel on a cold cache.
     */
    public List<Request> toolRequests() {
        return requests.stream()
                .filter(r -> !r.path().startsWith("/api/views/"))
                .filter(r -> !r.query().getOrDefault("$query", "").contains("AS row_count"))
                .toList();
    }

    /**
     * The requests answered so far with the sizes of their bodies, in the order they were
     * answered: what the server pulled from upstream. Each is listed before its body is sent, so a
     * test finds every answer its call got. A dropped connection is not listed.
     */
    public List<Served> served() {
        return Collections.unmodifiableList(served);
    }

    public long count(String pathPrefix) {
        return requests.stream().filter(r -> r.path().startsWith(pathPrefix)).count();
    }

    public void reset() {
        requests.clear();
        served.clear();
        scripted.clear();
        refusedTokens.clear();
        validTokens = null;
        scriptedQueries.clear();
        slowQueries.clear();
        madeDatasets.clear();
        madeViews.clear();
    }

    /**
     * Answers {@code response} (e.g. a 401) to every request whose {@code X-App-Token} is
     * {@code token}, before any script: a revoked token is refused whatever is asked.
     */
    public void refuseAppToken(String token, Response response) {
        refusedTokens.put(token, response);
    }

    /**
     * Until {@link #reset()}, a request whose {@code X-App-Token} is not one of {@code valid} gets
     * Socrata's 403 {@code invalid_app_token} (requests without a token pass), as the reference
     * fake's {@code POST /__tokens} sets.
     */
    public void acceptOnlyTokens(String... valid) {
        validTokens = Set.of(valid);
    }

    /**
     * From now on the Discovery API searches the recorded DataSF catalog as Socrata does
     * ({@link DataSfCatalog}: keywords with {@code min_should_match}, categories, orders; the
     * portal's categories counted from it) instead of answering the recorded discovery pages, and
     * every DataSF dataset it lists has views (derived from its entry where none is recorded) and
     * answers queries, so a test can go from search_datasf to a schema and a query on the same
     * data. Survives {@link #reset()}.
     */
    public FakeSocrata serveDataSfCatalog() {
        dataSfCatalog = true;
        return this;
    }

    /**
     * The demo's catalog: as {@link #serveDataSfCatalog()}, but it lists only the datasets it has
     * rows for ({@link DataSfDatasets}), so that nothing it offers answers empty; the others are
     * unknown to it, as to a portal that does not have them. Survives {@link #reset()}.
     */
    public FakeSocrata serveDemoCatalog() {
        demoCatalog = true;
        return serveDataSfCatalog();
    }

    /**
     * Until {@link #reset()}, answers {@code datasetId} with a dataset the test made: its views
     * document ({@code columns[].fieldName/dataTypeName}, and a name) and its rows, queried through
     * the SoQL engine as the DataSF datasets are. For shapes the recorded datasets lack (rows of
     * chosen sizes, say).
     */
    public void serveDataset(String datasetId, JsonNode views, JsonNode rows) {
        madeDatasets.put(datasetId, Dataset.fromJson(datasetId, views, rows));
        madeViews.put(datasetId, views.toString());
    }

    /** The next answers for paths starting with {@code pathPrefix}, in order (then the default). */
    public void script(String pathPrefix, Response... responses) {
        scripted.computeIfAbsent(pathPrefix, k -> new CopyOnWriteArrayList<>()).addAll(List.of(responses));
    }

    /**
     * The next answers for requests whose {@code $query} contains {@code text} (e.g. the advisor's
     * value lookups, {@code "LIMIT 500"}), in order, before any path script; then the usual answer.
     * Lets a test fault one of a tool call's requests to the same dataset and not the others.
     */
    public void scriptQuery(String text, Response... responses) {
        scriptedQueries.computeIfAbsent(text, k -> new CopyOnWriteArrayList<>()).addAll(List.of(responses));
    }

    /**
     * Requests whose {@code $query} contains {@code text} get their usual answer (the SoQL engine's,
     * or a script's), but only after {@code millis}: a slow upstream for one kind of request.
     */
    public void slowQuery(String text, long millis) {
        slowQueries.put(text, millis);
    }

    /** Every answer for {@code pathPrefix} from now on. */
    public void always(String pathPrefix, Response response) {
        scripted.put(pathPrefix, new CopyOnWriteArrayList<>(Collections.nCopies(10_000, response)));
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            Map<String, String> query = parseQuery(exchange.getRequestURI().getRawQuery());
            Map<String, String> headers = new HashMap<>();
            exchange.getRequestHeaders()
                    .forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), String.join(",", v)));
            Request request = new Request(path, query, headers);
            requests.add(request);
            String token = headers.get("x-app-token");
            Response response = movedTo == null ? null : MovedPortal.answer(movedTo, exchange.getRequestURI(), query);
            if (response == null && token != null) {
                response = refusedTokens.get(token);
            }
            Set<String> valid = validTokens;
            if (response == null && token != null && valid != null && !valid.contains(token)) {
                response = Response.json(
                        403,
                        "{\"code\":\"invalid_app_token\",\"error\":true,\"message\":\"Invalid app_token specified\"}");
            }
            String soql = query.getOrDefault("$query", "");
            if (response == null) {
                response = scriptedFor(scriptedQueries, soql::contains);
            }
            if (response == null) {
                response = scriptedFor(scripted, path::startsWith);
            }
            if (response == null) {
                response = route(path, query);
            }
            long delay = response.delayMillis();
            for (Map.Entry<String, Long> slow : slowQueries.entrySet()) {
                if (soql.contains(slow.getKey())) {
                    delay = Math.max(delay, slow.getValue());
                }
            }
            if (delay > 0) {
                Thread.sleep(delay);
            }
            if (response.status() == 0) {
                return; // closing an exchange that sent no headers closes the connection
            }
            byte[] body = response.body().getBytes(StandardCharsets.UTF_8);
            // before it is sent: a test that reads it after the answer it got finds it there
            served.add(new Served(request, response.status(), body.length));
            exchange.getResponseHeaders().set("Content-Type", response.contentType());
            response.headers().forEach(exchange.getResponseHeaders()::set);
            long length = body.length == 0 ? -1 : response.chunked() ? 0 : body.length;
            exchange.sendResponseHeaders(response.status(), length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // the client went away (e.g. it timed out): nothing to answer
        }
    }

    private static Response scriptedFor(
            Map<String, List<Response>> scripts, java.util.function.Predicate<String> matches) {
        for (Map.Entry<String, List<Response>> entry : scripts.entrySet()) {
            if (matches.test(entry.getKey())) {
                try {
                    return entry.getValue().remove(0);
                } catch (IndexOutOfBoundsException used) {
                    // none left (or another request took the last one): the next script or the default
                }
            }
        }
        return null;
    }

    private Response route(String path, Map<String, String> query) {
        if (path.equals("/api/catalog/v1/domain_categories") && dataSfCatalog) {
            DataSfCatalog.Answer answer = DataSfCatalog.domainCategories(query, this::shown);
            return Response.json(answer.status(), answer.body());
        }
        if (path.equals("/api/catalog/v1/domain_categories")) {
            return Response.json(200, resource("discovery/domain_categories.json"));
        }
        if (path.equals("/api/catalog/v1") && dataSfCatalog) {
            DataSfCatalog.Answer answer = DataSfCatalog.search(query, this::shown);
            return Response.json(answer.status(), answer.body());
        }
        if (path.equals("/api/catalog/v1")) {
            return catalog(query);
        }
        Matcher view =
                Pattern.compile("^/api/views/([a-z0-9]{4}-[a-z0-9]{4})\\.json$").matcher(path);
        if (view.matches() && madeViews.containsKey(view.group(1))) {
            return Response.json(200, madeViews.get(view.group(1)));
        }
        if (view.matches() && DataSfDatasets.has(view.group(1))) {
            return Response.json(200, DataSfDatasets.viewsJson(view.group(1)));
        }
        if (view.matches() && dataSfCatalog && !demoCatalog && CatalogViews.derives(view.group(1))) {
            return Response.json(200, CatalogViews.viewsJson(view.group(1)));
        }
        if (view.matches()) {
            String body = resourceOrNull("views/" + view.group(1) + ".json");
            return body == null ? Response.json(404, resource("errors/view-not-found.json")) : Response.json(200, body);
        }
        Matcher rows = Pattern.compile("^/resource/([a-z0-9]{4}-[a-z0-9]{4})\\.(json|csv)$")
                .matcher(path);
        boolean csv = rows.matches() && rows.group(2).equals("csv");
        if (rows.matches() && madeDatasets.containsKey(rows.group(1))) {
            return dataSfQuery(madeDatasets.get(rows.group(1)), query, csv);
        }
        if (rows.matches() && DataSfDatasets.has(rows.group(1))) {
            return dataSfQuery(DataSfDatasets.dataset(rows.group(1)), query, csv);
        }
        if (rows.matches() && dataSfCatalog && !demoCatalog && CatalogViews.derives(rows.group(1))) {
            return dataSfQuery(CatalogViews.dataset(rows.group(1)), query, csv);
        }
        if (rows.matches()) {
            Response answer = resourceQuery(rows.group(1), query.getOrDefault("$query", "SELECT *"));
            return csv && answer.status() == 200
                    ? new Response(200, "text/csv; charset=utf-8", SodaCsv.of(read(answer.body())), 0)
                    : answer;
        }
        return Response.json(
                404, "{\"code\":\"not_found\",\"error\":true,\"message\":\"No service found for this URL.\"}");
    }

    /** Whether the catalog lists an entry: every one, or in the demo those with rows. */
    private boolean shown(JsonNode entry) {
        return !demoCatalog || DataSfCatalog.hasRows(entry);
    }

    private Response catalog(Map<String, String> query) {
        String file;
        if (query.containsKey("q")) {
            file = query.get("q").toLowerCase(Locale.ROOT).contains("nomatch") ? null : "discovery/search-bus.json";
        } else if (query.containsKey("categories")) {
            file = query.get("categories").equals("Transportation") ? "discovery/category-transportation.json" : null;
        } else {
            file = "discovery/popular.json";
        }
        ObjectNode page = file == null ? emptyPage() : (ObjectNode) read(resource(file));
        int limit = Integer.parseInt(query.getOrDefault("limit", "100"));
        ArrayNode results = (ArrayNode) page.get("results");
        while (results.size() > limit) {
            results.remove(results.size() - 1);
        }
        return Response.json(200, page.toString());
    }

    /** A recorded catalog page with its results removed: Socrata's answer when nothing matches. */
    private static ObjectNode emptyPage() {
        ObjectNode page = (ObjectNode) read(resource("discovery/search-bus.json"));
        page.putArray("results");
        page.put("resultSetSize", 0);
        return page;
    }

    /**
     * A DataSF (or test-made) dataset: the SoQL engine parses, type-checks and evaluates the query as
     * Socrata does, answering rows as JSON or, at {@code .csv}, as Socrata's CSV export.
     */
    private static Response dataSfQuery(Dataset dataset, Map<String, String> query, boolean csv) {
        String datasetId = dataset.id();
        String soql;
        try {
            soql = SodaParameters.soql(query, dataset.columnTypes().keySet());
        } catch (SodaParameters.UnrecognizedArgument e) {
            return SoqlResponses.unrecognized(e.getMessage());
        }
        try {
            SoqlResult result = SoqlEngine.query(dataset, soql);
            return csv ? SoqlResponses.csv(result) : SoqlResponses.rows(result);
        } catch (SoqlError e) {
            return SoqlResponses.error(e, soql, datasetId);
        }
    }

    private Response resourceQuery(String datasetId, String soql) {
        String rowsJson = resourceOrNull("rows/" + datasetId + ".json");
        if (rowsJson == null) {
            return Response.json(404, resource("errors/dataset-missing.json"));
        }
        if (soql.toLowerCase(Locale.ROOT).contains("bogus")) {
            return Response.json(400, resource("errors/malformed-query.json"));
        }
        String unknown = unknownColumn(datasetId, soql);
        if (unknown != null) {
            return Response.json(400, resource("errors/no-such-column.json").replace("counts_total", unknown));
        }
        List<JsonNode> rows = new ArrayList<>();
        read(rowsJson).forEach(rows::add);
        Matcher eq = WHERE_EQ.matcher(soql);
        if (eq.find()) {
            String column = eq.group(1);
            String value = eq.group(2);
            rows.removeIf(row -> !value.equals(row.path(column).asText(null)));
        }
        Matcher count = COUNT_ALL.matcher(soql);
        if (count.find() && !soql.toLowerCase(Locale.ROOT).contains("group by")) {
            String alias = count.group(1) == null ? "count" : count.group(1);
            return Response.json(200, "[{\"" + alias + "\":\"" + rows.size() + "\"}]\n");
        }
        if (soql.toLowerCase(Locale.ROOT).contains("group by") || FakeAggregation.aggregates(soql)) {
            rows = FakeAggregation.evaluate(rows, soql);
        }
        int offset = first(OFFSET, soql, 0);
        int limit = first(LIMIT, soql, 1000); // Socrata's default page size
        List<JsonNode> page = rows.subList(Math.min(offset, rows.size()), Math.min(rows.size(), offset + limit));
        ArrayNode out = MAPPER.createArrayNode();
        page.forEach(out::add);
        return Response.json(200, out.toString());
    }

    /** The first word that is neither SoQL, an alias, a literal nor one of the view's columns. */
    private static String unknownColumn(String datasetId, String soql) {
        String view = resourceOrNull("views/" + datasetId + ".json");
        if (view == null) {
            return null;
        }
        Set<String> fields = new java.util.HashSet<>();
        read(view).path("columns").forEach(c -> fields.add(c.path("fieldName").asText()));
        String code = soql.replaceAll("'(?:[^']|'')*'", "''").replaceAll("\"[^\"]*\"", "\"\"");
        Set<String> aliases = new java.util.HashSet<>();
        Matcher alias = ALIAS.matcher(code);
        while (alias.find()) {
            aliases.add(alias.group(1).toLowerCase(Locale.ROOT));
        }
        Matcher word = WORD.matcher(code.replaceAll("`([^`]*)`", "$1").replaceAll("\\b\\d+(\\.\\d+)?\\b", ""));
        while (word.find()) {
            String w = word.group(1);
            String lower = w.toLowerCase(Locale.ROOT);
            boolean isFunction = code.substring(word.end()).stripLeading().startsWith("(");
            if (!SOQL_WORDS.contains(lower) && !aliases.contains(lower) && !fields.contains(w) && !isFunction) {
                return w;
            }
        }
        return null;
    }

    private static int first(Pattern pattern, String soql, int fallback) {
        Matcher m = pattern.matcher(soql);
        int value = fallback;
        while (m.find()) {
            value = Integer.parseInt(m.group(1)); // the last one is the top-level clause
        }
        return value;
    }

    private static Map<String, String> parseQuery(String raw) {
        Map<String, String> query = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return query;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            query.merge(key, value, (a, b) -> a + "," + b);
        }
        return query;
    }

    public static String resource(String name) {
        String body = resourceOrNull(name);
        if (body == null) {
            throw new IllegalArgumentException("no fixture " + name);
        }
        return body;
    }

    private static final Map<String, String> CACHE = new ConcurrentHashMap<>();

    private static String resourceOrNull(String name) {
        return CACHE.computeIfAbsent(name, n -> {
                    try (InputStream in = FakeSocrata.class.getResourceAsStream("/socrata/" + n)) {
                        return in == null ? "\u0000" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .transform(s -> s.equals("\u0000") ? null : s);
    }

    private static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow(); // its threads would otherwise keep a JVM without System.exit alive
    }
}
