package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.support.DataSfDatasets;
import datasf.mcp.support.FakeSocrata;
import datasf.mcp.support.LambdaHarness;
import datasf.mcp.support.ModernMcp;
import datasf.mcp.tools.McpTool;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What an LLM's client reads from the server, taken live through the Lambda handler against the
 * test fake Socrata: initialize's capabilities and instructions (server/discover's for MCP
 * 2026-07-28), every list, each prompt's text, and tool calls for the docs' examples.
 */
final class LiveContract implements AutoCloseable {

    /** Cursors signed with a fixed key, so the examples' next_cursor is the same on every run. */
    private static final String CURSOR_KEY = "docs-examples-cursor-key-0123456789abcdef";
    /** The real portal, shown in the examples in place of the fake's loopback address. */
    static final String PORTAL = "https://data.sf.gov";

    private final FakeSocrata socrata;
    private final LambdaHarness lambda;

    LiveContract() {
        socrata = FakeSocrata.start().serveDataSfCatalog();
        Map<String, Object> properties = new LinkedHashMap<>(socrata.properties());
        properties.put("datasf.cursor.secret", CURSOR_KEY);
        lambda = new LambdaHarness(properties);
    }

    /** initialize's answer, without the build's version. */
    JsonNode initialize() {
        ObjectNode result = (ObjectNode) lambda.initialize();
        ((ObjectNode) result.get("serverInfo")).remove("version");
        return result;
    }

    /** server/discover's answer (MCP 2026-07-28), without the build's version. */
    JsonNode discover() {
        ObjectNode result = (ObjectNode) result(ModernMcp.rpc(lambda, "server/discover", null));
        ((ObjectNode) result.at("/_meta/" + ModernMcp.SERVER_INFO.replace("/", "~1"))).remove("version");
        return result;
    }

    /** Each tool of tools/list by name, in the server's order. */
    Map<String, JsonNode> tools() {
        Map<String, JsonNode> tools = new LinkedHashMap<>();
        for (JsonNode tool : result(lambda.rpc("tools/list", Map.of())).get("tools")) {
            tools.put(tool.get("name").asText(), tool);
        }
        return tools;
    }

    /** tools/list's HTTP body, as a client receives it (its size is stated in the docs). */
    String toolsListBody() {
        return lambda.post("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")
                .getBody();
    }

    /** A tool's own example arguments as one line of JSON. */
    String exampleArguments(String tool) {
        return lambda.context().getBeansOfType(McpTool.class).stream()
                .filter(t -> t.name().equals(tool))
                .findFirst()
                .map(t -> CanonicalJson.read(t.exampleArguments()).toString())
                .orElseThrow(() -> new AssertionError("no tool " + tool));
    }

    JsonNode resources() {
        return result(lambda.rpc("resources/list", Map.of()));
    }

    JsonNode resourceTemplates() {
        return result(lambda.rpc("resources/templates/list", Map.of()));
    }

    JsonNode prompts() {
        return result(lambda.rpc("prompts/list", Map.of()));
    }

    /** prompts/get for each prompt, its required arguments filled with a real dataset. */
    Map<String, JsonNode> promptTexts() {
        Map<String, JsonNode> texts = new LinkedHashMap<>();
        for (JsonNode prompt : prompts().get("prompts")) {
            Map<String, Object> arguments = new LinkedHashMap<>();
            for (JsonNode argument : prompt.path("arguments")) {
                if (!argument.get("name").asText().equals("dataset_id")) {
                    throw new IllegalStateException("no sample value for argument " + argument.get("name")
                            + " of prompt " + prompt.get("name") + ": add one in LiveContract.promptTexts");
                }
                arguments.put("dataset_id", DataSfDatasets.POLICE_INCIDENTS);
            }
            String name = prompt.get("name").asText();
            texts.put(name, result(lambda.rpc("prompts/get", Map.of("name", name, "arguments", arguments))));
        }
        return texts;
    }

    /**
     * A tool call as a fresh instance answers it (empty caches), with the fake's address replaced
     * by the real portal's: the structured content, or an error's body.
     */
    JsonNode call(String tool, Map<String, Object> arguments) {
        lambda.clearCaches();
        JsonNode result = lambda.callTool(tool, arguments);
        JsonNode answer = result.has("structuredContent")
                ? result.get("structuredContent")
                : CanonicalJson.read(result.at("/content/0/text").asText());
        return CanonicalJson.read(answer.toString().replace(socrata.baseUrl(), PORTAL));
    }

    static boolean isError(JsonNode answer) {
        return answer.has("error") && answer.has("error_type");
    }

    private static JsonNode result(JsonNode response) {
        if (!response.has("result")) {
            throw new AssertionError("JSON-RPC error: " + response);
        }
        return response.get("result");
    }

    @Override
    public void close() {
        lambda.close();
        socrata.close();
    }
}
