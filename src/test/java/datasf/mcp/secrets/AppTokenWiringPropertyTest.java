package datasf.mcp.secrets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSecretsManager;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.SdkTestSettings;
import datasf.mcp.support.ToolExamples;
import datasf.mcp.support.ToolResults;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.lifecycle.BeforeTry;
import net.jqwik.api.statistics.Statistics;
import org.slf4j.LoggerFactory;

/**
 * End to end, the App Token goes from where it is configured to
 * every Socrata request, and nowhere else: not into a tool response, not into a log line.
 *
 * <p>Every try is a real MCP call through the Lambda handler; the token comes from a Secrets
 * Manager secret read by the real AWS SDK client from {@link FakeSecretsManager}, and reaches
 * {@link FakeSocrata} as a real HTTP header.
 *
 * <h2>One context, a rotating secret</h2>
 * A token is fixed per ApplicationContext, and a context per try would spend the property's time
 * starting and stopping Micronaut. Instead one context is configured with
 * {@code DATASF_APP_TOKEN_SECRET_ID}, and each try rotates the secret (puts a new version, as
 * rotation does) and then calls {@link AppTokenSource#invalidate()}, the source's own cache-drop
 * operation, so that the try's first Socrata request reads the new version. Everything from
 * there on (lazy read, header, 401/403 re-read and retry) is the production path. Pick-up of a
 * rotation by TTL expiry is tested in {@link AppTokenEndToEndTest}.
 *
 * <h2>A token given as configuration</h2>
 * {@code DATASF_APP_TOKEN_VALUE} cannot change within a context, so "on every upstream request" is also checked over
 * a small pool of contexts, each started with its own random token; each try picks one.
 */
class AppTokenWiringPropertyTest {

    private static final String SECRET = "datasf-mcp/socrata-app-token";
    private static final int POOL_SIZE = 4;
    /**
     * The longest single upstream attempt: short, so that the timeout fault costs little (the fake
     * delays 3x this, and a timed-out attempt is not retried).
     */
    private static final int TIMEOUT_MILLIS = 1000;
    /**
     * The budget of a whole tool call, which after each rotation also builds a Secrets Manager
     * client and reads the secret (outside any attempt): generous, so a loaded machine never runs
     * out of it and turns a call that must succeed into a timeout.
     */
    private static final int CALL_BUDGET_MILLIS = 10_000;

    private static FakeSecretsManager secretsManager;
    private static SdkTestSettings sdk;
    private static FakeSocrata socrata;
    /** Token from the secret. */
    private static LambdaHarness lambda;

    private static AppTokenSource tokenSource;
    /** Token from DATASF_APP_TOKEN_VALUE: configured token -> context started with it. */
    private static Map<String, LambdaHarness> configured;
    /** Every tool's example arguments (the example map, which ToolExamplesTest holds to tools/list). */
    private static Map<String, Map<String, Object>> tools;
    /** Every token used so far, so that a late log line of an earlier try is caught too. */
    private static final Set<String> usedTokens = ConcurrentHashMap.newKeySet();

    @BeforeContainer
    static void start() {
        secretsManager = FakeSecretsManager.start();
        sdk = SdkTestSettings.secretsManagerAt(secretsManager.endpoint());
        socrata = FakeSocrata.start();
        Map<String, Object> properties = new HashMap<>(socrata.properties());
        properties.put("datasf.app-token.secret-id", SECRET);
        properties.put("datasf.socrata.timeout", CALL_BUDGET_MILLIS + "ms");
        properties.put("datasf.socrata.attempt-timeout", TIMEOUT_MILLIS + "ms");
        lambda = new LambdaHarness(properties);
        tokenSource = lambda.context().getBean(AppTokenSource.class);
        configured = new LinkedHashMap<>();
        // A configured value goes through Micronaut's placeholder resolution, where "${" opens a
        // placeholder (startup fails or the value changes). Socrata issues letters and digits
        // only, so such a token cannot come from Socrata; it is left out of the pool.
        tokenArbitrary()
                .filter(token -> !token.contains("${"))
                .sampleStream()
                .distinct()
                .limit(POOL_SIZE)
                .forEach(token -> {
                    Map<String, Object> withToken = new HashMap<>(socrata.properties());
                    withToken.put("datasf.app-token.value", token);
                    configured.put(token, new LambdaHarness(withToken));
                });
        usedTokens.addAll(configured.keySet());
        tools = ToolExamples.of(lambda);
    }

    @AfterContainer
    static void stop() {
        if (configured != null) {
            configured.values().forEach(LambdaHarness::close);
        }
        if (lambda != null) {
            lambda.close();
        }
        if (socrata != null) {
            socrata.close();
        }
        if (sdk != null) {
            sdk.close();
        }
        if (secretsManager != null) {
            secretsManager.close();
        }
    }

    @BeforeTry
    void freshInstance() {
        socrata.reset();
        lambda.clearCaches();
        configured.values().forEach(LambdaHarness::clearCaches);
    }

    /** Puts a new version of the secret, in either accepted format, and drops the cached token. */
    private static void rotateTo(String token, boolean asJson) {
        usedTokens.add(token);
        // a bare secret starting with '{' would be read as JSON: such a token needs the JSON format
        boolean json = asJson || token.startsWith("{");
        secretsManager.putSecret(SECRET, json ? "{\"app_token\": " + LambdaHarness.write(token) + "}" : token);
        tokenSource.invalidate();
        Statistics.label("secret format").collect(json ? "json" : "bare");
    }

    // ---------------------------------------------------------------- on every upstream request

    /**
     * Token from Secrets Manager: every request Socrata receives (Discovery, Views,
     * Resource, and the retry after a refused token) carries {@code X-App-Token} with exactly the
     * current secret's token.
     */
    @Property(tries = 100)
    void appTokenFromSecretsManagerIsOnEveryUpstreamRequest(
            @ForAll("tokens") String token,
            @ForAll boolean jsonSecret,
            @ForAll("toolOrders") List<String> order,
            @ForAll("refusals") Refusal refusal) {
        rotateTo(token, jsonSecret);
        refusal.applyTo(socrata);
        callEachTool(lambda, order);

        assertEveryRequestCarries(token);
        Statistics.label("refusal").collect(refusal);
    }

    /** Token given as configuration ({@code DATASF_APP_TOKEN_VALUE}), over the pool. */
    @Property(tries = 100)
    void configuredAppTokenIsOnEveryUpstreamRequest(
            @ForAll("poolTokens") String token,
            @ForAll("toolOrders") List<String> order,
            @ForAll("refusals") Refusal refusal) {
        refusal.applyTo(socrata);
        callEachTool(configured.get(token), order);

        assertEveryRequestCarries(token);
    }

    /** Calls every tool once with its example, in the given order; each must succeed. */
    private static void callEachTool(LambdaHarness harness, List<String> order) {
        for (String tool : order) {
            ToolResults.ok(harness.callTool(tool, tools.get(tool)));
        }
    }

    private static void assertEveryRequestCarries(String token) {
        List<FakeSocrata.Request> requests = socrata.requests();
        Set<String> apis = new TreeSet<>();
        for (FakeSocrata.Request request : requests) {
            assertEquals(token, request.header("X-App-Token"), () -> "on " + request.path() + " " + request.query());
            apis.add(
                    request.path().startsWith("/api/catalog/")
                            ? "discovery"
                            : request.path().startsWith("/api/views/") ? "views" : "resource");
        }
        assertEquals(Set.of("discovery", "views", "resource"), apis, "all three APIs were called");
    }

    /** A request Socrata refuses once for its token, as after a rotation, before the retry. */
    enum Refusal {
        NONE(null, 0),
        SEARCH_401("/api/catalog/v1", 401),
        VIEW_403("/api/views/", 403),
        QUERY_401("/resource/", 401);

        final String pathPrefix;
        final int status;

        Refusal(String pathPrefix, int status) {
            this.pathPrefix = pathPrefix;
            this.status = status;
        }

        void applyTo(FakeSocrata fake) {
            if (pathPrefix != null) {
                fake.script(
                        pathPrefix, FakeSocrata.Response.json(status, FakeSocrata.resource("errors/forbidden.json")));
            }
        }
    }

    @Provide
    Arbitrary<Refusal> refusals() {
        return Arbitraries.of(Refusal.class);
    }

    @Provide
    Arbitrary<List<String>> toolOrders() {
        return Arbitraries.shuffle(List.copyOf(tools.keySet()));
    }

    @Provide
    Arbitrary<String> poolTokens() {
        return Arbitraries.of(List.copyOf(configured.keySet()));
    }

    // ---------------------------------------------------------------- never in a response or a log line

    /** A tool call with arguments that are sometimes fine and sometimes not. */
    record Call(String tool, Map<String, Object> arguments) {}

    /** How Socrata answers during a try; some answers quote the request's token back. */
    enum Fault {
        NONE,
        BAD_REQUEST_400,
        UNAUTHORIZED_401,
        FORBIDDEN_403,
        NOT_FOUND_404,
        RATE_LIMITED_429,
        SERVER_ERROR_500,
        HTML_BAD_GATEWAY_502,
        HTML_WITH_200,
        TIMEOUT,
        ECHOES_TOKEN_403,
        ECHOES_TOKEN_IN_HTML_401;

        FakeSocrata.Response response(String token) {
            return switch (this) {
                case NONE -> null;
                case BAD_REQUEST_400 -> json(400, FakeSocrata.resource("errors/malformed-query.json"));
                case UNAUTHORIZED_401 -> json(401, FakeSocrata.resource("errors/forbidden.json"));
                case FORBIDDEN_403 -> json(403, FakeSocrata.resource("errors/forbidden.json"));
                case NOT_FOUND_404 -> json(404, FakeSocrata.resource("errors/dataset-missing.json"));
                case RATE_LIMITED_429 -> json(429, FakeSocrata.resource("errors/rate-limited.json"));
                case SERVER_ERROR_500 -> json(500, FakeSocrata.resource("errors/internal-error.json"));
                case HTML_BAD_GATEWAY_502 -> html(502, FakeSocrata.resource("errors/bad-gateway.html"));
                case HTML_WITH_200 -> html(200, "<html><head><title>Maintenance</title></head></html>");
                case TIMEOUT -> new FakeSocrata.Response(200, "application/json", "[]", 3L * TIMEOUT_MILLIS);
                // An upstream (or a proxy) that repeats what it was sent: nothing promises it never will.
                case ECHOES_TOKEN_403 ->
                    json(
                            403,
                            "{\"code\":\"invalid_app_token\",\"error\":true,"
                                    + "\"message\":\"Invalid app token " + jsonEscaped(token)
                                    + "\",\"data\":{\"app_token\":" + LambdaHarness.write(token) + "}}");
                case ECHOES_TOKEN_IN_HTML_401 ->
                    html(
                            401,
                            "<html><head><title>401 Unauthorized: X-App-Token " + token + "</title></head><body>"
                                    + token + "</body></html>");
            };
        }

        private static FakeSocrata.Response json(int status, String body) {
            return FakeSocrata.Response.json(status, body);
        }

        private static FakeSocrata.Response html(int status, String body) {
            return new FakeSocrata.Response(status, "text/html", body, 0);
        }
    }

    /**
     * For any tool call, successful or not, whatever Socrata answers (errors of every
     * class, HTML, timeouts, answers quoting the token), neither the response the client gets nor
     * any log line written meanwhile contains the token.
     */
    @Property(tries = 150)
    void appTokenIsNeverInAResponseOrALogLine(
            @ForAll("tokens") String token,
            @ForAll boolean jsonSecret,
            @ForAll("calls") Call call,
            @ForAll("faults") Fault fault,
            @ForAll boolean everyRequest) {
        rotateTo(token, jsonSecret);
        FakeSocrata.Response response = fault.response(token);
        if (response != null) {
            if (everyRequest) {
                socrata.always("/", response);
            } else {
                socrata.script("/", response);
            }
        }
        String request = LambdaHarness.write(Map.of(
                "jsonrpc",
                "2.0",
                "id",
                1,
                "method",
                "tools/call",
                "params",
                Map.of("name", call.tool(), "arguments", call.arguments())));
        // Everything at TRACE but the Micronaut HTTP client, which at TRACE prints every response
        // body verbatim (headers are masked: X-App-Token shows as *MASKED*), so an upstream that
        // quotes the token would be logged there. That is why docs/security.md says not to run
        // io.micronaut at TRACE in production; at DEBUG and above it logs no bodies.
        Logger httpClient = (Logger) LoggerFactory.getLogger("io.micronaut.http.client");
        Level httpClientLevel = httpClient.getLevel();
        httpClient.setLevel(Level.DEBUG);
        CapturedLogs logs = CapturedLogs.ofEverything(Level.TRACE);
        APIGatewayV2HTTPResponse answer;
        try {
            answer = lambda.post(request);
        } finally {
            logs.close();
            httpClient.setLevel(httpClientLevel);
        }

        assertEquals(200, answer.getStatusCode(), answer::getBody);
        assertTokenAbsentFrom(answer.getBody(), token);
        assertNoTokenLogged(logs);
        JsonNode result = LambdaHarness.read(answer.getBody()).path("result");
        Statistics.label("fault").collect(fault);
        Statistics.label("outcome").collect(result.path("isError").asBoolean() ? "error" : "success");
        Statistics.label("upstream requests").collect(socrata.requests().isEmpty() ? "none" : "some");
    }

    /** Every text of every captured event (see {@link CapturedLogs#allText()}), against every token used. */
    private static void assertNoTokenLogged(CapturedLogs logs) {
        for (ILoggingEvent event : logs.events()) {
            List<String> texts = new ArrayList<>();
            texts.add(event.getFormattedMessage());
            if (event.getArgumentArray() != null) {
                for (Object argument : event.getArgumentArray()) {
                    texts.add(String.valueOf(argument));
                }
            }
            texts.addAll(event.getMDCPropertyMap().values());
            for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
                texts.add(t.getClassName() + ": " + t.getMessage());
            }
            for (String text : texts) {
                for (String used : usedTokens) {
                    assertFalse(
                            text.contains(used),
                            () -> "token in a log line of " + event.getLoggerName() + " at " + event.getLevel() + ": "
                                    + text);
                }
            }
        }
    }

    /**
     * Checks the raw body, and every string inside it once JSON-decoded, and inside the text
     * content's own JSON: an escaped token (a quote or backslash in it) would hide from a raw
     * search but be shown to the LLM decoded.
     */
    private static void assertTokenAbsentFrom(String body, String token) {
        String escaped = jsonEscaped(token);
        for (String form : List.of(token, escaped, jsonEscaped(escaped))) {
            assertFalse(body.contains(form), () -> "token in the response: " + body);
        }
        List<String> strings = new ArrayList<>();
        collectStrings(LambdaHarness.read(body), strings);
        for (String text : strings) {
            assertFalse(text.contains(token) || text.contains(escaped), () -> "token in the response: " + text);
        }
    }

    /** The token as it reads inside a JSON string (tokens are printable ASCII). */
    private static String jsonEscaped(String token) {
        String quoted = LambdaHarness.write(token);
        return quoted.substring(1, quoted.length() - 1);
    }

    private static void collectStrings(JsonNode node, List<String> into) {
        if (node.isTextual()) {
            String text = node.asText();
            into.add(text);
            if (text.startsWith("{") || text.startsWith("[")) {
                try {
                    collectStrings(LambdaHarness.read(text), into);
                } catch (RuntimeException notJson) {
                    // plain text that happens to start with a bracket: checked as text above
                }
            }
        }
        node.fieldNames().forEachRemaining(into::add);
        node.elements().forEachRemaining(child -> collectStrings(child, into));
    }

    @Provide
    Arbitrary<Fault> faults() {
        return Arbitraries.of(Fault.class);
    }

    /**
     * Every tool (the example map), with its example as it is, with one argument left out, with
     * another dataset (also an unknown or malformed id), or with an argument's value swapped for a
     * doubtful one: sometimes fine and sometimes not.
     */
    @Provide
    Arbitrary<Call> calls() {
        return Arbitraries.of(List.copyOf(tools.keySet())).flatMap(tool -> {
            Map<String, Object> example = tools.get(tool);
            List<Arbitrary<Map<String, Object>>> variants = new ArrayList<>();
            variants.add(Arbitraries.just(example));
            variants.add(Arbitraries.just(Map.of()));
            if (!example.isEmpty()) {
                variants.add(Arbitraries.of(List.copyOf(example.keySet()))
                        .map(name -> ToolExamples.with(example, name, null)));
                variants.add(Combinators.combine(Arbitraries.of(List.copyOf(example.keySet())), doubtfulValues())
                        .as((name, value) -> ToolExamples.with(example, name, value)));
            }
            if (example.containsKey("dataset_id")) {
                variants.add(datasetIds().map(id -> ToolExamples.with(example, "dataset_id", id)));
            }
            return Arbitraries.oneOf(variants).map(arguments -> new Call(tool, arguments));
        });
    }

    /** Values an LLM gets wrong: blank, too long, a typo'd column, SoQL that fails, a wrong type. */
    private static Arbitrary<Object> doubtfulValues() {
        return Arbitraries.of(" ", "", "x".repeat(501), "SELECT cuonts LIMIT 2", "SELECT bogus", "Nope", 7, true);
    }

    private static Arbitrary<String> datasetIds() {
        return Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.of("wg3w-h783", "uczf-rk3c", "4tka-6guv")),
                Tuple.of(1, Arbitraries.of("zzzz-zzzz", "not-an-id")));
    }

    // ---------------------------------------------------------------- tokens

    @Provide
    Arbitrary<String> tokens() {
        return tokenArbitrary();
    }

    /**
     * Printable ASCII without spaces, 8 to 40 characters. At least five distinct characters, so
     * that a token cannot turn up in a log line or response by coincidence ("00000000" or
     * "--------" would), which would make a failure meaningless.
     */
    static Arbitrary<String> tokenArbitrary() {
        return Arbitraries.strings()
                .withCharRange('!', '~')
                .ofMinLength(8)
                .ofMaxLength(40)
                .filter(token -> token.chars().distinct().count() >= 5);
    }
}
