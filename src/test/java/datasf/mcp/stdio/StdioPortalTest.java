package datasf.mcp.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.CapturedLogs;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.MovedPortal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Where the portal is, over stdio: against DataSF's federated catalog a search finds the
 * federated datasets (the Discovery API asked with {@code search_context}); against a portal that
 * moved, a call answers an api_error naming the origin it answers from now and the variable to set,
 * and nothing reaches that origin.
 */
class StdioPortalTest {

    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";

    private static JsonNode call(StdioServer server, String tool, String arguments) throws Exception {
        try (StdioPipe pipe = new StdioPipe(server)) {
            pipe.send(INITIALIZE);
            pipe.next();
            pipe.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                    + "\",\"arguments\":" + arguments + "}}");
            return LambdaHarness.read(pipe.next()).get("result");
        }
    }

    @Test
    void aSearchFindsTheFederatedDatasets() throws Exception {
        try (FakeSocrata socrata = FakeSocrata.start().serveDataSfCatalog();
                StdioServer server = StdioServer.start(socrata.properties())) {
            JsonNode result = call(server, "search_datasf", "{\"query\":\"street trees\"}");
            assertFalse(result.path("isError").asBoolean(), result.toString());
            assertEquals(
                    "tkzw-k3nq", result.at("/structuredContent/results/0/id").asText(), result.toString());
            assertEquals("127.0.0.1", socrata.requests().get(0).query().get("search_context"));
        }
    }

    @Test
    void aMovedPortalIsNamedAndNotFollowed() throws Exception {
        try (FakeSocrata newPortal = FakeSocrata.start().serveDataSfCatalog();
                FakeSocrata oldHost = FakeSocrata.movedTo(newPortal.baseUrl());
                CapturedLogs logs = CapturedLogs.of("datasf.mcp.socrata", Level.WARN);
                StdioServer server = StdioServer.start(oldHost.properties())) {
            JsonNode result = call(server, "count_rows", "{\"dataset_id\":\"wg3w-h783\"}");
            assertTrue(result.path("isError").asBoolean(), result.toString());
            JsonNode error = LambdaHarness.read(result.at("/content/0/text").asText());
            assertEquals("api_error", error.get("error_type").asText());
            assertTrue(
                    error.get("error").asText().contains("answers from " + newPortal.baseUrl() + " now"),
                    error.toString());
            assertTrue(error.get("error").asText().contains("DATASF_SOCRATA_BASE_URL"), error.toString());
            assertEquals(List.of(), newPortal.requests());
            assertEquals(1, logs.warnings().size(), logs.warnings().toString());
        }
    }

    @Test
    void theMovedHostsForbiddenPageIsThePortalRefusing() throws Exception {
        try (FakeSocrata socrata = FakeSocrata.start()) {
            socrata.always("/resource/", MovedPortal.page(403, "403 Forbidden"));
            try (StdioServer server = StdioServer.start(socrata.properties())) {
                JsonNode result =
                        call(server, "query_datasf", "{\"dataset_id\":\"uczf-rk3c\",\"soql\":\"SELECT * LIMIT 1\"}");
                String error = LambdaHarness.read(result.at("/content/0/text").asText())
                        .get("error")
                        .asText();
                assertTrue(error.startsWith("The portal refused the request (HTTP 403) with a web page"), error);
            }
        }
    }
}
