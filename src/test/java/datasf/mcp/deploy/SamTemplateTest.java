package datasf.mcp.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import datasf.mcp.config.Settings;
import datasf.mcp.support.SamTemplate;
import java.io.DataInputStream;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** template.yaml points Lambda at a handler that exists and a runtime that runs our bytecode. */
class SamTemplateTest {

    private static Map<String, Object> template;
    private static Map<String, Object> function;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void load() throws Exception {
        template = SamTemplate.load();
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        Map<String, Object> resource = (Map<String, Object>) resources.get("McpFunction");
        assertEquals("AWS::Serverless::Function", resource.get("Type"));
        function = (Map<String, Object>) resource.get("Properties");
    }

    @Test
    void handlerClassIsOnTheClasspathAndIsALambdaRequestHandler() throws Exception {
        String handler = (String) function.get("Handler");
        Class<?> type = Class.forName(handler);
        assertTrue(RequestHandler.class.isAssignableFrom(type), handler);
    }

    @Test
    void runtimeRunsTheCompiledBytecodeLevel() throws Exception {
        String runtime = (String) function.get("Runtime");
        assertTrue(runtime.startsWith("java"), runtime);
        int runtimeFeature = Integer.parseInt(runtime.substring("java".length()));
        int classMajor;
        try (InputStream in = getClass().getResourceAsStream("/datasf/mcp/local/LocalServer.class");
                DataInputStream data = new DataInputStream(in)) {
            assertNotNull(in);
            data.readInt(); // magic
            data.readUnsignedShort(); // minor
            classMajor = data.readUnsignedShort();
        }
        int bytecodeFeature = classMajor - 44; // class file 61 = Java 17
        assertEquals(17, bytecodeFeature, "the build targets Java 17 bytecode");
        assertTrue(runtimeFeature >= bytecodeFeature, runtime + " cannot run Java " + bytecodeFeature + " bytecode");
    }

    @Test
    @SuppressWarnings("unchecked")
    void snapStartOnPublishedVersionsWithAnAlias() {
        assertEquals("PublishedVersions", ((Map<String, Object>) function.get("SnapStart")).get("ApplyOn"));
        assertNotNull(function.get("AutoPublishAlias"));
        assertEquals(List.of("arm64"), function.get("Architectures"));
    }

    /**
     * POST carries MCP; GET only answers 405, but clients expect that 405 (see McpGetRouteClientTest),
     * so it stays routed with a throttle far below POST's. DELETE is not routed: clients send it
     * only to end a session, and this server issues none.
     */
    @Test
    @SuppressWarnings("unchecked")
    void httpApiRoutesPostAndAThrottledGetOnMcp() {
        Map<String, Object> events = (Map<String, Object>) function.get("Events");
        List<String> methods = events.values().stream()
                .map(e -> (Map<String, Object>) e)
                .filter(e -> "HttpApi".equals(e.get("Type")))
                .map(e -> (Map<String, Object>) e.get("Properties"))
                .filter(p -> "/mcp".equals(p.get("Path")))
                .map(p -> (String) p.get("Method"))
                .sorted()
                .toList();
        assertEquals(List.of("GET", "POST"), methods);

        Map<String, Object> api = (Map<String, Object>) resource("McpApi").get("Properties");
        Map<String, Object> get =
                (Map<String, Object>) ((Map<String, Object>) api.get("RouteSettings")).get("GET /mcp");
        int stageRate = ((Number) parameter("ThrottlingRateLimit").get("Default")).intValue();
        int getRate = ((Number) get.get("ThrottlingRateLimit")).intValue();
        assertTrue(getRate > 0 && getRate * 4 <= stageRate, "GET /mcp throttled well below the stage: " + get);
        assertTrue(((Number) get.get("ThrottlingBurstLimit")).intValue() > 0);
    }

    /**
     * The function's instances are capped by default, between what normal traffic needs (the
     * stage rate x a 2 s call) and what a stalled upstream would start (stage rate x the 29 s
     * timeout, ~580 1 GB instances); 0 opts out for accounts that cannot reserve.
     */
    @Test
    void reservedConcurrencyCapsInstancesUnlessTheOperatorOptsOut() {
        Map<String, Object> reserved = parameter("ReservedConcurrency");
        int cap = ((Number) reserved.get("Default")).intValue();
        int stageRate = ((Number) parameter("ThrottlingRateLimit").get("Default")).intValue();
        int timeout = ((Number) function.get("Timeout")).intValue();
        assertTrue(cap >= stageRate * 2 && cap < stageRate * timeout, "cap " + cap);
        assertEquals(
                Map.of(
                        "Fn::If",
                        List.of(
                                "HasReservedConcurrency",
                                Map.of("Ref", "ReservedConcurrency"),
                                Map.of("Ref", "AWS::NoValue"))),
                function.get("ReservedConcurrentExecutions"));
        assertEquals(
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(Map.of("Ref", "ReservedConcurrency"), 0)))),
                ((Map<?, ?>) template.get("Conditions")).get("HasReservedConcurrency"));
    }

    /** Both logs hold callers' IP addresses: each goes to a group this stack creates, with a retention. */
    @Test
    @SuppressWarnings("unchecked")
    void theFunctionLogAndTheAccessLogAreKeptLogRetentionDays() {
        Map<String, Object> retention = parameter("LogRetentionDays");
        assertTrue(((List<Object>) retention.get("AllowedValues")).contains(retention.get("Default")));
        Map<String, Object> logging = (Map<String, Object>) function.get("LoggingConfig");
        String functionGroup = (String) ((Map<String, Object>) logging.get("LogGroup")).get("Ref");
        Map<String, Object> api = (Map<String, Object>) resource("McpApi").get("Properties");
        // !GetAtt Group.Arn (the short form reads as "Group.Arn")
        String arn = (String)
                ((Map<String, Object>) ((Map<String, Object>) api.get("AccessLogSettings")).get("DestinationArn"))
                        .get("Fn::GetAtt");
        assertTrue(arn.endsWith(".Arn"), arn);
        for (String group : List.of(functionGroup, arn.substring(0, arn.length() - ".Arn".length()))) {
            Map<String, Object> logGroup = resource(group);
            assertEquals("AWS::Logs::LogGroup", logGroup.get("Type"), group);
            assertEquals(
                    Map.of("Ref", "LogRetentionDays"),
                    ((Map<String, Object>) logGroup.get("Properties")).get("RetentionInDays"),
                    group);
        }
    }

    /** A JSON line per request with what an operator needs to find a caller, and no header (no Authorization). */
    @Test
    @SuppressWarnings("unchecked")
    void theAccessLogIsOneJsonObjectWithRequestIdSourceIpRouteStatusAndLatency() throws Exception {
        Map<String, Object> api = (Map<String, Object>) resource("McpApi").get("Properties");
        String format = (String) ((Map<String, Object>) api.get("AccessLogSettings")).get("Format");
        Map<String, String> fields = new com.fasterxml.jackson.databind.ObjectMapper()
                .readValue(format, new com.fasterxml.jackson.core.type.TypeReference<Map<String, String>>() {});
        assertEquals("$context.requestId", fields.get("requestId"));
        assertEquals("$context.identity.sourceIp", fields.get("ip"));
        assertEquals("$context.routeKey", fields.get("routeKey"));
        assertEquals("$context.status", fields.get("status"));
        assertEquals("$context.responseLatency", fields.get("responseLatency"));
        for (String value : fields.values()) {
            assertTrue(value.startsWith("$context."), value);
            String lower = value.toLowerCase(java.util.Locale.ROOT);
            assertFalse(
                    lower.contains("header") || lower.contains("authoriz"), "no header in the access log: " + value);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> resource(String name) {
        return (Map<String, Object>) ((Map<String, Object>) template.get("Resources")).get(name);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parameter(String name) {
        return (Map<String, Object>) ((Map<String, Object>) template.get("Parameters")).get(name);
    }

    /**
     * The App Token secret is optional: with a secret the function may read that one secret and
     * nothing else, without one it gets no Secrets Manager permission at all, and the variable the
     * server reads (application.properties) carries the ARN or nothing.
     */
    @Test
    @SuppressWarnings("unchecked")
    void appTokenSecretReadAccessIsScopedToTheConfiguredSecretAndOnlyWhenThereIsOne() throws Exception {
        Map<String, Object> parameter = (Map<String, Object>)
                ((Map<String, Object>) template.get("Parameters")).get("SocrataAppTokenSecretArn");
        assertEquals("String", parameter.get("Type"));
        assertEquals("", parameter.get("Default"), "no secret unless one is given: anonymous access");

        Map<String, Object> conditions = (Map<String, Object>) template.get("Conditions");
        Map<String, Object> secretArn = Map.of("Ref", "SocrataAppTokenSecretArn");
        assertEquals(
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(secretArn, "")))),
                conditions.get("HasAppTokenSecret"));

        Map<String, Object> readThatSecretOnly =
                Map.of("AWSSecretsManagerGetSecretValuePolicy", Map.of("SecretArn", secretArn));
        Map<String, Object> noValue = Map.of("Ref", "AWS::NoValue");
        List<Object> policies = (List<Object>) function.get("Policies");
        assertTrue(
                policies.contains(Map.of("Fn::If", List.of("HasAppTokenSecret", readThatSecretOnly, noValue))),
                "GetSecretValue on that secret, if there is one: " + policies);
        for (Object policy : policies) {
            // every policy is a conditional read of one configured secret, nothing broader
            List<Object> branches = (List<Object>) ((Map<String, Object>) policy).get("Fn::If");
            assertEquals(noValue, branches.get(2), policy.toString());
            assertEquals(
                    java.util.Set.of("AWSSecretsManagerGetSecretValuePolicy"),
                    ((Map<String, Object>) branches.get(1)).keySet(),
                    policy.toString());
        }

        Map<String, Object> environment = (Map<String, Object>) function.get("Environment");
        Map<String, Object> variables = (Map<String, Object>) environment.get("Variables");
        assertEquals(
                Map.of("Fn::If", List.of("HasAppTokenSecret", secretArn, "")),
                variables.get("DATASF_APP_TOKEN_SECRET_ID"));
        assertFalse(variables.containsKey("DATASF_APP_TOKEN_VALUE"), "a plain token does not belong in the template");
        assertTrue(
                variables.containsKey(Settings.variable("datasf.app-token.secret-id")),
                "the server reads the variable the template sets");
    }
}
