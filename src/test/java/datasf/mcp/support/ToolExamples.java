package datasf.mcp.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.tools.McpTool;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The example map: every tool a context offers, by name, with its example arguments
 * ({@link McpTool#exampleArguments()}). The tests that must cover every tool (upstream
 * amplification, the App Token's wiring, the endpoint fuzz, validation) take their tools and base
 * arguments from here instead of a list of their own, so a new tool is covered as it is added;
 * {@code ToolExamplesTest} holds the map equal to tools/list and every example to its schema.
 */
public final class ToolExamples {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ToolExamples() {}

    /** Tool name -> example arguments, in name order (the order of tools/list). */
    public static Map<String, Map<String, Object>> of(LambdaHarness lambda) {
        Map<String, Map<String, Object>> examples = new LinkedHashMap<>();
        lambda.context().getBeansOfType(McpTool.class).stream()
                .sorted(Comparator.comparing(McpTool::name))
                .forEach(tool -> examples.put(tool.name(), parse(tool.name(), tool.exampleArguments())));
        return examples;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parse(String tool, String json) {
        try {
            return MAPPER.readValue(json, LinkedHashMap.class);
        } catch (JsonProcessingException e) {
            throw new AssertionError("the example of " + tool + " is no JSON object: " + json, e);
        }
    }

    /** The tools whose example names a dataset: the ones that read a dataset's metadata and rows. */
    public static Map<String, Map<String, Object>> datasetTools(LambdaHarness lambda) {
        Map<String, Map<String, Object>> examples = new LinkedHashMap<>(of(lambda));
        examples.values().removeIf(arguments -> !arguments.containsKey("dataset_id"));
        return examples;
    }

    /** The examples with {@code name} set to {@code value} (removed when {@code value} is null). */
    public static Map<String, Object> with(Map<String, Object> example, String name, Object value) {
        Map<String, Object> arguments = new LinkedHashMap<>(example);
        if (value == null) {
            arguments.remove(name);
        } else {
            arguments.put(name, value);
        }
        return arguments;
    }

    /** tools/list's argument names of each tool, in the server's order. */
    public static Map<String, List<String>> argumentNames(LambdaHarness lambda) {
        Map<String, List<String>> tools = new LinkedHashMap<>();
        for (JsonNode tool : lambda.rpc("tools/list", Map.of()).at("/result/tools")) {
            List<String> arguments = new ArrayList<>();
            tool.at("/inputSchema/properties").fieldNames().forEachRemaining(arguments::add);
            tools.put(tool.get("name").asText(), arguments);
        }
        return tools;
    }
}
