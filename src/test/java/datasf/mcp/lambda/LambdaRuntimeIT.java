package datasf.mcp.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.support.Deep;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.Jdks;
import datasf.mcp.support.LambdaRuntimeProcess;
import datasf.mcp.support.RuntimeApiEmulator;
import datasf.mcp.support.SamTemplate;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The packaged jar under AWS's own Java runtime interface client (2.6.0), in a separate process
 * started as a Java managed runtime starts one (see {@link LambdaRuntimeProcess}): template.yaml's
 * java25 on a JDK 25 (skipped where the machine has none, {@link Jdks}), and java21, which the jar
 * also runs on, with this build's JDK standing in for its JVM. Against an
 * emulated Runtime API ({@link RuntimeApiEmulator}), with the Handler string from template.yaml and
 * API Gateway HTTP API payload 2.0 events as JSON text: the RIC's own deserializer builds the
 * event, its own serializer writes the response. Once on demand, once as a SnapStart init
 * (priming during init, then /runtime/restore/next and the restore hooks, then invocations).
 * Socrata is the test suite's fake, reached over loopback. The local server's bridge builds the
 * event as Java objects and calls the handler directly, so it proves none of this.
 */
class LambdaRuntimeIT {

    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ACCEPT = "application/json, text/event-stream";

    private static FakeSocrata socrata;

    @BeforeAll
    static void startSocrata() {
        socrata = FakeSocrata.start();
    }

    /** Each test's Socrata requests are its own (the snap-start test expects none from priming). */
    @BeforeEach
    void forgetRequests() {
        socrata.reset();
    }

    @AfterAll
    static void stopSocrata() {
        socrata.close();
    }

    /** The template's runtime, tested by every build. */
    static Stream<LambdaRuntimeProcess.ManagedRuntime> templateRuntime() {
        return Stream.of(
                new LambdaRuntimeProcess.ManagedRuntime("java25", Jdks.jdk25().orElse(null)));
    }

    /** java21, which the template ran before and a deployment may still pin: with -Pdeep. */
    static Stream<LambdaRuntimeProcess.ManagedRuntime> earlierRuntime() {
        return Stream.of(new LambdaRuntimeProcess.ManagedRuntime("java21", Jdks.current()));
    }

    @Test
    void theTemplatesRuntimeIsTestedHere() {
        String runtime = (String) SamTemplate.function(SamTemplate.load()).get("Runtime");
        assertEquals("java25", runtime);
        assertTrue(templateRuntime().anyMatch(r -> r.name().equals(runtime)), "tested by every build");
    }

    @Deep
    @ParameterizedTest
    @MethodSource("earlierRuntime")
    void onDemandTheEarlierRuntimeServesMcpToo(LambdaRuntimeProcess.ManagedRuntime runtime) throws Exception {
        onDemandTheRuntimeServesMcpThroughTheTemplatesHandler(runtime);
    }

    @Deep
    @ParameterizedTest
    @MethodSource("earlierRuntime")
    void withSnapStartTheEarlierRuntimePrimesRestoresAndServesToo(LambdaRuntimeProcess.ManagedRuntime runtime)
            throws Exception {
        withSnapStartItPrimesDuringInitThenRestoresThenServes(runtime);
    }

    @ParameterizedTest
    @MethodSource("templateRuntime")
    void onDemandTheRuntimeServesMcpThroughTheTemplatesHandler(LambdaRuntimeProcess.ManagedRuntime runtime)
            throws Exception {
        assumeTrue(runtime.javaHome() != null, Jdks.NO_JDK25);
        try (RuntimeApiEmulator runtimeApi = RuntimeApiEmulator.start();
                LambdaRuntimeProcess lambda = start(runtime, runtimeApi, "on-demand")) {
            servesMcp(runtimeApi, lambda);
            assertFalse(lambda.output().contains("primed in"), "no priming on demand: the first caller would wait");
            assertFalse(
                    runtimeApi.calls().contains("GET /restore/next"),
                    runtimeApi.calls().toString());
        }
    }

    /**
     * On java25 this is the full JIT (C2) that Lambda keeps under SnapStart. Priming's ten rounds
     * take the longest of these tests: with -Pdeep, as the deployment path it checks changes rarely.
     */
    @Deep
    @ParameterizedTest
    @MethodSource("templateRuntime")
    void withSnapStartItPrimesDuringInitThenRestoresThenServes(LambdaRuntimeProcess.ManagedRuntime runtime)
            throws Exception {
        assumeTrue(runtime.javaHome() != null, Jdks.NO_JDK25);
        try (RuntimeApiEmulator runtimeApi = RuntimeApiEmulator.start();
                LambdaRuntimeProcess lambda = start(runtime, runtimeApi, "snap-start")) {
            JsonNode init = rpc(runtimeApi, lambda, "POST", ACCEPT, initialize(), false);
            assertEquals("datasf-mcp", init.at("/result/serverInfo/name").asText(), init.toString());

            List<String> calls = runtimeApi.calls();
            assertEquals("GET /restore/next", calls.get(0), "the RIC waits for the restore before any event: " + calls);
            assertEquals("GET /invocation/next", calls.get(1), calls.toString());
            String output = lambda.output();
            assertTrue(output.contains("primed in"), "priming ran in the init phase:\n" + output);
            assertTrue(
                    output.contains("restored from a SnapStart snapshot"),
                    "the RIC ran DatasfHandler's afterRestore hook (org.crac routed to the RIC's CRaC context):\n"
                            + output);
            assertTrue(socrata.requests().isEmpty(), "priming never reaches Socrata: " + socrata.requests());
            servesMcp(runtimeApi, lambda);
        }
    }

    /** The runtime client is the managed runtime's, not ours: it must not ride along in the jar. */
    @Test
    void theShippedJarHoldsNoRuntimeInterfaceClient() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            List<String> ric = jar.stream()
                    .map(java.util.zip.ZipEntry::getName)
                    .filter(name -> name.startsWith("com/amazonaws/services/lambda/runtime/api/client/")
                            || name.startsWith("com/amazonaws/services/lambda/crac/")
                            || name.startsWith("jni/"))
                    .toList();
            assertEquals(List.of(), ric);
        }
    }

    private static void servesMcp(RuntimeApiEmulator runtimeApi, LambdaRuntimeProcess lambda) throws Exception {
        JsonNode init = rpc(runtimeApi, lambda, "POST", ACCEPT, initialize(), false);
        assertEquals("datasf-mcp", init.at("/result/serverInfo/name").asText(), init.toString());
        assertEquals("2025-11-25", init.at("/result/protocolVersion").asText());

        JsonNode tools = rpc(
                runtimeApi, lambda, "POST", ACCEPT, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}", false);
        assertTrue(tools.at("/result/tools").findValuesAsText("name").contains("get_schema"), tools.toString());

        socrata.reset();
        JsonNode schema = rpc(
                runtimeApi,
                lambda,
                "POST",
                ACCEPT,
                "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\","
                        + "\"params\":{\"name\":\"get_schema\",\"arguments\":{\"dataset_id\":\"uczf-rk3c\"}}}",
                false);
        assertFalse(schema.at("/result/isError").asBoolean(), schema.toString());
        assertEquals(
                "uczf-rk3c", schema.at("/result/structuredContent/dataset_id").asText(), schema.toString());
        assertFalse(socrata.requests().isEmpty(), "the tool reached the (fake) Socrata");

        // API Gateway sends some bodies base64-encoded; the RIC's deserializer keeps the flag
        JsonNode ping =
                rpc(runtimeApi, lambda, "POST", ACCEPT, "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"ping\"}", true);
        assertTrue(ping.get("result").isObject(), ping.toString());

        servesModernMcp(runtimeApi, lambda);

        JsonNode refused = answer(runtimeApi, "GET", ACCEPT, null, false);
        assertEquals(405, refused.get("statusCode").asInt(), refused.toString());
        assertEquals("POST", header(refused, "Allow"), refused.toString());
        assertEquals(-32000, body(refused).at("/error/code").asInt());

        JsonNode notAcceptable =
                answer(runtimeApi, "POST", "text/html", "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}", false);
        assertEquals(406, notAcceptable.get("statusCode").asInt(), notAcceptable.toString());

        // a direct invocation and a payload 1.0 event, as the RIC deserializes them: a 400 saying
        // what the function takes, not a function error with a NullPointerException
        for (String event : List.of("{}", MalformedEventTest.payload10())) {
            JsonNode malformed = answer(runtimeApi, event);
            assertEquals(400, malformed.get("statusCode").asInt(), malformed.toString());
            assertEquals(-32600, body(malformed).at("/error/code").asInt(), malformed.toString());
        }

        String output = lambda.output();
        assertTrue(
                output.contains("\"source_ip\":\"203.0.113.7\""),
                "request lines carry requestContext.http.sourceIp:\n" + output);
        assertTrue(lambda.isAlive(), output);
    }

    /**
     * A 2026-07-28 conversation through the runtime client: server/discover, then a tool call, each
     * with its _meta and the headers that repeat the body; and a refusal with its status and id.
     */
    private static void servesModernMcp(RuntimeApiEmulator runtimeApi, LambdaRuntimeProcess lambda) throws Exception {
        JsonNode discover = modern(runtimeApi, 200, "server/discover", null, "{}");
        assertEquals("2026-07-28", discover.at("/result/supportedVersions/0").asText(), discover.toString());
        assertEquals(
                "datasf-mcp",
                discover.at("/result/_meta/io.modelcontextprotocol~1serverInfo/name")
                        .asText(),
                discover.toString());

        socrata.reset();
        JsonNode schema = modern(
                runtimeApi,
                200,
                "tools/call",
                "get_schema",
                "{\"name\":\"get_schema\",\"arguments\":{\"dataset_id\":\"uczf-rk3c\"}}");
        assertEquals("complete", schema.at("/result/resultType").asText(), schema.toString());
        assertEquals(
                "uczf-rk3c", schema.at("/result/structuredContent/dataset_id").asText(), schema.toString());

        JsonNode removed = modern(runtimeApi, 404, "ping", null, "{}");
        assertEquals(-32601, removed.at("/error/code").asInt(), removed.toString());
        assertEquals(21, removed.get("id").asInt(), removed.toString());
        assertTrue(lambda.isAlive(), lambda.output());
    }

    /** A modern request ({@code params}: an object's text, _meta added) answered with {@code status}. */
    private static JsonNode modern(RuntimeApiEmulator runtimeApi, int status, String method, String name, String params)
            throws Exception {
        String meta = "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}";
        String body = "{\"jsonrpc\":\"2.0\",\"id\":21,\"method\":\"" + method + "\",\"params\":{\"_meta\":" + meta
                + (params.equals("{}") ? "}}" : "," + params.substring(1) + "}");
        Map<String, String> headers = new java.util.LinkedHashMap<>();
        headers.put("mcp-protocol-version", "2026-07-28");
        headers.put("mcp-method", method);
        if (name != null) {
            headers.put("mcp-name", name);
        }
        RuntimeApiEmulator.Outcome outcome = runtimeApi.invoke(event("POST", ACCEPT, body, false, headers), WAIT);
        assertFalse(outcome.error(), () -> "the function failed: " + outcome.errorType() + " " + outcome.body());
        JsonNode response = JSON.readTree(outcome.body());
        assertEquals(status, response.get("statusCode").asInt(), response::toString);
        return body(response);
    }

    private static LambdaRuntimeProcess start(
            LambdaRuntimeProcess.ManagedRuntime runtime, RuntimeApiEmulator runtimeApi, String initializationType)
            throws IOException {
        Path workDir = Path.of(
                "target", "lambda-runtime-it", runtime.name() + "-" + initializationType + "-" + UUID.randomUUID());
        Files.createDirectories(workDir);
        return LambdaRuntimeProcess.start(
                runtime,
                jar(),
                workDir.toAbsolutePath(),
                runtimeApi.address(),
                initializationType,
                Map.of(
                        "DATASF_SOCRATA_BASE_URL",
                        socrata.baseUrl(),
                        "DATASF_SOCRATA_DISCOVERY_URL",
                        socrata.discoveryUrl()));
    }

    private static Path jar() {
        Path jar = Path.of(System.getProperty("datasf.jar", "target/datasf-mcp.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is built by `package`; run this test with `./mvnw verify`");
        return jar;
    }

    /** The JSON-RPC answer to a POST, asserting HTTP 200. */
    private static JsonNode rpc(
            RuntimeApiEmulator runtimeApi,
            LambdaRuntimeProcess lambda,
            String method,
            String accept,
            String body,
            boolean base64)
            throws Exception {
        JsonNode response = answer(runtimeApi, method, accept, body, base64);
        assertEquals(200, response.get("statusCode").asInt(), () -> response + "\n" + lambda.output());
        return body(response);
    }

    /** The function's response (APIGatewayV2HTTPResponse as the RIC serialized it) to one event. */
    private static JsonNode answer(
            RuntimeApiEmulator runtimeApi, String method, String accept, String body, boolean base64) throws Exception {
        return answer(runtimeApi, event(method, accept, body, base64));
    }

    /** The function's response to an event given as JSON text. */
    private static JsonNode answer(RuntimeApiEmulator runtimeApi, String event) throws Exception {
        RuntimeApiEmulator.Outcome outcome = runtimeApi.invoke(event, WAIT);
        assertFalse(outcome.error(), () -> "the function failed: " + outcome.errorType() + " " + outcome.body());
        return JSON.readTree(outcome.body());
    }

    private static JsonNode body(JsonNode response) throws IOException {
        String body = response.path("body").asText();
        if (response.path("isBase64Encoded").asBoolean()) {
            body = new String(Base64.getDecoder().decode(body), StandardCharsets.UTF_8);
        }
        return JSON.readTree(body);
    }

    private static String header(JsonNode response, String name) {
        for (String field : List.of("headers", "multiValueHeaders")) {
            var headers = response.path(field).fields();
            while (headers.hasNext()) {
                var header = headers.next();
                if (header.getKey().equalsIgnoreCase(name)) {
                    return header.getValue().isArray()
                            ? header.getValue().get(0).asText()
                            : header.getValue().asText();
                }
            }
        }
        return null;
    }

    /** An HTTP API payload 2.0 event, as JSON text, from the recorded shape in src/test/resources/lambda. */
    static String event(String method, String accept, String body, boolean base64) throws IOException {
        return event(method, accept, body, base64, Map.of());
    }

    /** The same with further headers (lower-case names, as API Gateway delivers them). */
    static String event(String method, String accept, String body, boolean base64, Map<String, String> headers)
            throws IOException {
        String template;
        try (InputStream in = LambdaRuntimeIT.class.getResourceAsStream("/lambda/http-api-v2-event.json")) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String payload = body == null
                ? null
                : base64 ? Base64.getEncoder().encodeToString(body.getBytes(StandardCharsets.UTF_8)) : body;
        String text = template.replace("${routeKey}", method + " /mcp")
                .replace("${method}", method)
                .replace("${path}", "/mcp")
                .replace("\"${accept}\",", JSON.writeValueAsString(accept) + "," + extraHeaders(headers))
                .replace("${requestId}", "Ab" + UUID.randomUUID().toString().substring(0, 12) + "=")
                .replace(
                        "${contentLength}",
                        Integer.toString(body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length))
                .replace("\"${isBase64Encoded}\"", Boolean.toString(base64));
        return payload == null
                ? text.replaceAll("\\n\\s*\"body\": \"\\$\\{body}\",", "")
                : text.replace("\"${body}\"", JSON.writeValueAsString(payload));
    }

    private static String extraHeaders(Map<String, String> headers) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (Map.Entry<String, String> header : headers.entrySet()) {
            lines.append("\n    ")
                    .append(JSON.writeValueAsString(header.getKey()))
                    .append(": ")
                    .append(JSON.writeValueAsString(header.getValue()))
                    .append(',');
        }
        return lines.toString();
    }

    private static String initialize() {
        return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"runtime-it\",\"version\":\"1\"}}}";
    }

    static {
        // the Handler string is the template's: fail early and clearly if it is not a class name
        SamTemplate.handler()
                .chars()
                .forEach(c -> assertTrue(Character.isJavaIdentifierPart(c) || c == '.' || c == ':'));
    }
}
