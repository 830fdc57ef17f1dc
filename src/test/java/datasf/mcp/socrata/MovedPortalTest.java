package datasf.mcp.socrata;

import static datasf.mcp.support.ToolResults.error;
import static datasf.mcp.support.ToolResults.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ToolExamples;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A portal that moves under a running server, through the Lambda handler: the configured host
 * answers every request with a 301 to the same path at the new origin ({@link FakeSocrata#movedTo},
 * as DataSF's old host does). No redirect is followed, so nothing (the App Token least of all)
 * reaches the new origin; every tool's answer is an api_error naming the origin the portal answers
 * from now and the variable to set; the log says so once for the instance, not once per call.
 */
class MovedPortalTest {

    private static final String TOKEN = "MovedPortalTok3nZx81";

    private FakeSocrata newPortal;
    private FakeSocrata oldHost;

    @BeforeEach
    void start() {
        newPortal = FakeSocrata.start().serveDataSfCatalog();
        oldHost = FakeSocrata.movedTo(newPortal.baseUrl());
    }

    @AfterEach
    void stop() {
        oldHost.close();
        newPortal.close();
    }

    private Map<String, Object> settings(String discoveryUrl) {
        Map<String, Object> settings = new HashMap<>();
        settings.put("datasf.socrata.base-url", oldHost.baseUrl());
        settings.put("datasf.socrata.discovery-url", discoveryUrl);
        settings.put("datasf.app-token.value", TOKEN);
        return settings;
    }

    /** The old host plays the Discovery API too, as the fakes do on one port: every call meets the move. */
    @Test
    void everyToolAnswersAnApiErrorNamingTheNewOriginAndTheSettingWithOneWarning() {
        List<String> warnings;
        List<String> wrong = new ArrayList<>();
        try (CapturedLogs logs = CapturedLogs.of(PortalRedirects.class.getName(), Level.WARN);
                LambdaHarness lambda = new LambdaHarness(settings(oldHost.discoveryUrl()))) {
            Map<String, Map<String, Object>> tools = ToolExamples.of(lambda);
            for (int round = 0; round < 2; round++) {
                for (Map.Entry<String, Map<String, Object>> tool : tools.entrySet()) {
                    JsonNode err = error(lambda.callTool(tool.getKey(), tool.getValue()));
                    String message = err.path("error").asText();
                    if (!err.path("error_type").asText().equals("api_error")
                            || !message.contains("answers from " + newPortal.baseUrl() + " now")
                            || !message.contains("set DATASF_SOCRATA_BASE_URL to " + newPortal.baseUrl())) {
                        wrong.add(tool.getKey() + ": " + err);
                    }
                }
            }
            warnings = logs.warnings();
        }
        assertEquals(List.of(), wrong, "every tool names the new origin and the setting");
        assertEquals(1, warnings.size(), "one warning for the instance: " + warnings);
        assertTrue(
                warnings.get(0).contains(newPortal.baseUrl()) && warnings.get(0).contains("DATASF_SOCRATA_BASE_URL"));
        assertEquals(List.of(), newPortal.requests(), "no request reached the new origin");
        assertTrue(
                oldHost.requests().stream()
                        .allMatch(r -> r.header("X-App-Token") == null || TOKEN.equals(r.header("X-App-Token"))),
                "the configured host got the token it is configured with, and no other");
    }

    /**
     * The real arrangement: the Discovery API elsewhere (api.us.socrata.com), unmoved. Search
     * still answers; every call that needs the portal names only the portal's setting.
     */
    @Test
    void withTheDiscoveryApiElsewhereOnlyThePortalsSettingIsNamed() {
        try (CapturedLogs logs = CapturedLogs.of(PortalRedirects.class.getName(), Level.WARN);
                LambdaHarness lambda = new LambdaHarness(settings(newPortal.discoveryUrl()))) {
            ok(lambda.callTool("search_datasf", Map.of("query", "police incidents")));
            JsonNode err = error(lambda.callTool("get_schema", Map.of("dataset_id", "wg3w-h783")));
            String message = err.path("error").asText();
            assertEquals("api_error", err.path("error_type").asText());
            assertTrue(
                    message.startsWith("The portal answers from " + newPortal.baseUrl() + " now: " + oldHost.baseUrl()
                            + " answers with a redirect (HTTP 301)"),
                    message);
            assertTrue(message.endsWith("set DATASF_SOCRATA_BASE_URL to " + newPortal.baseUrl()), message);
            assertEquals(1, logs.warnings().size());
        }
        assertTrue(
                newPortal.requests().stream().allMatch(r -> r.path().startsWith("/api/catalog/v1")),
                "only the Discovery API was asked at the new origin's fake");
        assertTrue(newPortal.requests().stream()
                .allMatch(r -> r.header("X-App-Token") == null
                        || r.header("X-App-Token").equals(TOKEN)));
    }
}
