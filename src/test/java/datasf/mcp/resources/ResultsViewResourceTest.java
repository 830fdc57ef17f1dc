package datasf.mcp.resources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.LambdaTest;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The MCP Apps results view through the Lambda handler: the capability, the tools that link the
 * view, the resource itself, and answers left exactly as text-only clients know them.
 * (The view's behaviour in a browser is tested by ui/test/browser.mjs, run by .ci/run.)
 */
@LambdaTest
class ResultsViewResourceTest {

    private static final String URI = "ui://datasf/results.html";
    private static final String MIME = "text/html;profile=mcp-app";
    private static final Set<String> VIEW_TOOLS = Set.of("query_datasf", "aggregate", "distinct_values");

    private final LambdaHarness lambda;

    ResultsViewResourceTest(LambdaHarness lambda) {
        this.lambda = lambda;
    }

    private JsonNode initialize(Map<String, Object> capabilities) {
        return lambda.initialize(capabilities);
    }

    @Test
    void initializeDeclaresTheExtensionWithTheHtmlViewType() {
        JsonNode extension = initialize(Map.of()).at("/capabilities/extensions");
        assertEquals(1, extension.size(), extension.toString());
        assertEquals(
                List.of(MIME),
                List.of(extension
                        .path("io.modelcontextprotocol/ui")
                        .path("mimeTypes")
                        .get(0)
                        .asText()));
        assertEquals(
                1,
                extension.path("io.modelcontextprotocol/ui").path("mimeTypes").size());
    }

    @Test
    void exactlyTheTabularToolsLinkTheViewInTheirMeta() {
        Set<String> linked = new HashSet<>();
        for (JsonNode tool : lambda.rpc("tools/list", Map.of()).at("/result/tools")) {
            String name = tool.get("name").asText();
            if (tool.has("_meta")) {
                assertEquals(Set.of("ui"), fieldNames(tool.get("_meta")), name);
                assertEquals(URI, tool.at("/_meta/ui/resourceUri").asText(), name);
                linked.add(name);
            }
        }
        assertEquals(VIEW_TOOLS, linked);
    }

    @Test
    void resourcesListNamesTheViewWithItsMimeType() {
        JsonNode view = null;
        for (JsonNode resource : lambda.rpc("resources/list", Map.of()).at("/result/resources")) {
            if (URI.equals(resource.get("uri").asText())) {
                view = resource;
            }
        }
        assertTrue(view != null, "resources/list lacks " + URI);
        assertEquals(MIME, view.get("mimeType").asText());
        assertFalse(view.get("description").asText().isBlank());
    }

    @Test
    void readingTheViewGivesOneSelfContainedHtmlDocumentUnderAMegabyte() {
        JsonNode contents = lambda.rpc("resources/read", Map.of("uri", URI)).at("/result/contents");
        assertEquals(1, contents.size());
        JsonNode view = contents.get(0);
        assertEquals(URI, view.get("uri").asText());
        assertEquals(MIME, view.get("mimeType").asText());
        assertTrue(
                view.at("/_meta/ui/prefersBorder").asBoolean(),
                view.path("_meta").toString());
        String html = view.get("text").asText();
        assertTrue(html.startsWith("<!doctype html>"), html.substring(0, 40));
        assertTrue(html.getBytes(StandardCharsets.UTF_8).length < 1_000_000, "view is " + html.length() + " chars");
        // everything inline: no script, stylesheet, image or frame is fetched from anywhere
        assertFalse(Pattern.compile("(?i)<(script|img|iframe|link)[^>]*\\s(src|href)\\s*=")
                .matcher(html)
                .find());
        assertFalse(Pattern.compile("(?i)@import\\s+url").matcher(html).find());
        assertTrue(html.contains("<script>") && html.contains("</html>"));
    }

    @Test
    void everyLinkedViewCanBeRead() {
        for (JsonNode tool : lambda.rpc("tools/list", Map.of()).at("/result/tools")) {
            String uri = tool.at("/_meta/ui/resourceUri").asText("");
            if (!uri.isEmpty()) {
                JsonNode read = lambda.rpc("resources/read", Map.of("uri", uri));
                assertEquals(
                        MIME,
                        read.at("/result/contents/0/mimeType").asText(),
                        tool.get("name").asText());
            }
        }
    }

    @Test
    void toolAnswersAreTheSameForTextOnlyClientsAndHostsWithTheExtension() {
        List<Map<String, Object>> calls = List.of(
                Map.of(
                        "name",
                        "query_datasf",
                        "arguments",
                        Map.of("dataset_id", "uczf-rk3c", "soql", "SELECT * LIMIT 3")),
                Map.of(
                        "name",
                        "aggregate",
                        "arguments",
                        Map.of("dataset_id", "uczf-rk3c", "group_by", List.of("status"))),
                Map.of("name", "distinct_values", "arguments", Map.of("dataset_id", "uczf-rk3c", "column", "status")));
        for (Map<String, Object> call : calls) {
            initialize(Map.of());
            JsonNode textOnly = lambda.rpc("tools/call", call).get("result");
            initialize(Map.of("extensions", Map.of("io.modelcontextprotocol/ui", Map.of("mimeTypes", List.of(MIME)))));
            JsonNode withView = lambda.rpc("tools/call", call).get("result");
            assertEquals(textOnly, withView, call.get("name").toString());
            // the answer is what it was before the view existed: the JSON as text plus the same
            // structuredContent, nothing added for the view
            assertEquals(Set.of("content", "structuredContent", "isError"), fieldNames(textOnly), textOnly.toString());
            assertFalse(textOnly.get("isError").asBoolean());
            assertEquals(1, textOnly.get("content").size());
            assertEquals(
                    textOnly.get("structuredContent"),
                    LambdaHarness.read(textOnly.at("/content/0/text").asText()));
        }
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
