package datasf.mcp.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.FakeSocrata.Response;
import datasf.mcp.support.LambdaHarness;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A representative run (every tool, successes, upstream failures and the token re-read, every
 * kind of refused request) with all logging captured at DEBUG, our request log included: neither
 * the Socrata App Token, the cursor key nor any access key (valid or guessed) appears in a log line
 * or a response.
 *
 * <p>DEBUG, not TRACE: at TRACE Micronaut prints resolved configuration values, which is where
 * DATASF_ACCESS_KEYS and DATASF_APP_TOKEN_VALUE live (see AppTokenNeverLoggedTest); keys and tokens held
 * in Secrets Manager never pass through configuration.
 */
class NoSecretsInLogsTest {

    private static final String TOKEN = "AppTok3nNeverLoggedZq7";
    private static final String KEY = "AccessKeyNeverLogged-9f8e7d6c";
    private static final String SLOW_KEY = "AccessKeyRateLimited-1a2b3c4d";
    private static final String GUESS = "GuessedKeyNeverLogged-55aa66bb";
    private static final String CURSOR_KEY = "CursorKeyNeverLogged-0123456789abcdef";
    private static final List<String> SECRETS = List.of(TOKEN, KEY, SLOW_KEY, GUESS, CURSOR_KEY);

    private final List<String> responses = new ArrayList<>();

    @Test
    void noTokenAndNoKeyInAnyLogLineOrResponse() {
        try (FakeSocrata socrata = FakeSocrata.start();
                CapturedLogs libraries = CapturedLogs.ofEverything(Level.DEBUG);
                // our loggers have their own level (INFO), so they are captured on their own, at DEBUG
                CapturedLogs ours = CapturedLogs.of("datasf", Level.DEBUG);
                CapturedLogs requests = CapturedLogs.of(LogbackConfigurator.REQUEST_LOGGER, Level.DEBUG)) {
            Map<String, Object> properties = new HashMap<>(socrata.properties());
            properties.put("datasf.app-token.value", TOKEN);
            properties.put("datasf.access.keys", KEY + "," + SLOW_KEY);
            properties.put("datasf.cursor.secret", CURSOR_KEY);
            // one request per 20 s past the burst: the 41 pings below stay within it on any machine
            properties.put("datasf.access.rate", "0.05");
            properties.put("datasf.access.burst", "40");
            properties.put("datasf.socrata.timeout", "1500ms");
            properties.put("datasf.socrata.retry.initial-backoff", "10ms");
            try (LambdaHarness lambda = new LambdaHarness(properties)) {
                representativeRun(lambda, socrata);
                assertTrue(
                        socrata.requests().stream().allMatch(r -> TOKEN.equals(r.header("X-App-Token"))),
                        "the token was sent to Socrata, so it was in play");
            }

            List<String> lines = new ArrayList<>(libraries.allText());
            lines.addAll(ours.allText());
            lines.addAll(requests.allText());
            assertFalse(ours.events().isEmpty(), "our own loggers were captured");
            assertTrue(
                    requests.events().size() >= 60,
                    "request lines were captured: " + requests.events().size());
            assertTrue(
                    lines.stream().anyMatch(l -> l.contains("\"event\":\"auth_failure\"")),
                    "audit lines were captured");
            for (String secret : SECRETS) {
                for (String line : lines) {
                    assertFalse(line.contains(secret), () -> "a secret in a log line: " + line);
                }
                for (String response : responses) {
                    assertFalse(response.contains(secret), () -> "a secret in a response: " + response);
                }
            }
        }
    }

    private void representativeRun(LambdaHarness lambda, FakeSocrata socrata) {
        Map<String, String> auth = Map.of("Authorization", "Bearer " + KEY);
        rpc(
                lambda,
                auth,
                "initialize",
                "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                        + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}");
        rpc(lambda, auth, "tools/list", "{}");
        tool(lambda, auth, "search_datasf", "{\"query\":\"bus\"}");
        tool(lambda, auth, "search_datasf", "{\"query\":\"nomatch\"}");
        tool(lambda, auth, "list_datasf", "{\"category\":\"transportation\",\"limit\":2}");
        tool(lambda, auth, "list_datasf", "{\"category\":\"Dragons\"}");
        tool(lambda, auth, "get_schema", "{\"dataset_id\":\"uczf-rk3c\"}");
        tool(lambda, auth, "get_schema", "{\"dataset_id\":\"zzzz-zzzz\"}");
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT cuonts LIMIT 2\"}");
        tool(
                lambda,
                auth,
                "query_datasf",
                "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 20\",\"max_rows\":5}");
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT bogus\"}");
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":7}");
        // upstream refusals and faults: token re-read, rate limit, outage, timeout, garbage
        socrata.script("/resource/", Response.json(403, FakeSocrata.resource("errors/forbidden.json")));
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.always("/resource/", Response.json(403, FakeSocrata.resource("errors/forbidden.json")));
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.always("/resource/", Response.json(429, FakeSocrata.resource("errors/rate-limited.json")));
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.always("/resource/", Response.dropConnection());
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.always("/resource/", Response.json(200, "[]").delayed(3000));
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.always("/resource/", Response.json(200, "[{\"truncated"));
        tool(lambda, auth, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
        socrata.reset();
        // refused requests: no key, a guessed key, another scheme, over the key's rate
        post(lambda, Map.of(), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        post(lambda, Map.of("Authorization", "Bearer " + GUESS), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        post(lambda, Map.of("Authorization", "Basic " + GUESS), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        APIGatewayV2HTTPResponse limited = null;
        for (int i = 0; i < 41; i++) {
            limited = post(
                    lambda,
                    Map.of("Authorization", "Bearer " + SLOW_KEY),
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
        }
        assertEquals(429, limited.getStatusCode());
        // protocol mistakes
        post(lambda, auth, "{\"jsonrpc\":\"2.0\",\"id\":1,");
        post(lambda, auth, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}");
        post(lambda, auth, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        responses.add(String.valueOf(lambda.send("GET", "/mcp", Map.of("Authorization", "Bearer " + KEY), null)
                .getBody()));
        responses.add(
                String.valueOf(lambda.send("GET", "/health", Map.of(), null).getBody()));
    }

    private void tool(LambdaHarness lambda, Map<String, String> auth, String name, String arguments) {
        rpc(lambda, auth, "tools/call", "{\"name\":\"" + name + "\",\"arguments\":" + arguments + "}");
    }

    private void rpc(LambdaHarness lambda, Map<String, String> auth, String method, String params) {
        APIGatewayV2HTTPResponse response = post(
                lambda, auth, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}");
        assertEquals(200, response.getStatusCode(), response.getBody());
    }

    private APIGatewayV2HTTPResponse post(LambdaHarness lambda, Map<String, String> extra, String body) {
        Map<String, String> headers = new HashMap<>(extra);
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        APIGatewayV2HTTPResponse response = lambda.send("POST", "/mcp", headers, body);
        responses.add(String.valueOf(response.getBody()));
        return response;
    }
}
