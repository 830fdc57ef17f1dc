package datasf.bench;

import datasf.mcp.tools.McpTool;
import io.micronaut.context.ApplicationContext;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The calls the benches measure: every tool's own example ({@link McpTool#exampleArguments()}),
 * in name order, as {@code tools/call} bodies. A new tool is measured as soon as it exists.
 */
final class ToolCalls {

    private ToolCalls() {}

    /** Tool name -> the JSON-RPC body calling it with its example. */
    static Map<String, String> examples(ApplicationContext context) {
        Map<String, String> calls = new LinkedHashMap<>();
        context.getBeansOfType(McpTool.class).stream()
                .sorted(Comparator.comparing(McpTool::name))
                .forEach(tool -> calls.put(tool.name(), call(tool.name(), tool.exampleArguments())));
        return calls;
    }

    static String call(String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }
}
