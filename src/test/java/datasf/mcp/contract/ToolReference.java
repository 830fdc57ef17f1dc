package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A tool's reference in Markdown, from its tools/list entry (the snapshot): title, what it does
 * (the description the LLM reads), its arguments with types and limits, and the fields of its
 * answer.
 */
final class ToolReference {

    private ToolReference() {}

    static String render(JsonNode tool) {
        StringBuilder out = new StringBuilder();
        out.append("### ").append(tool.get("name").asText()).append("\n\n");
        out.append("**")
                .append(tool.get("title").asText())
                .append("**: ")
                .append(tool.get("description").asText())
                .append("\n\n");
        out.append(traits(tool)).append("\n\n");
        JsonNode input = tool.get("inputSchema");
        if (input.path("properties").isEmpty()) {
            out.append("No arguments.\n\n");
        } else {
            out.append("| argument | type | required | limits | meaning |\n|---|---|---|---|---|\n");
            List<String> required = names(input.path("required"));
            input.get("properties")
                    .fields()
                    .forEachRemaining(argument -> out.append("| `")
                            .append(argument.getKey())
                            .append("` | ")
                            .append(type(argument.getValue()))
                            .append(" | ")
                            .append(required.contains(argument.getKey()) ? "yes" : "no")
                            .append(" | ")
                            .append(limits(argument.getValue()))
                            .append(" | ")
                            .append(cell(argument.getValue().path("description").asText()))
                            .append(" |\n"));
            if (input.path("additionalProperties").isBoolean()
                    && !input.get("additionalProperties").asBoolean()) {
                out.append("\nAny other argument is refused.\n");
            }
            out.append('\n');
        }
        JsonNode output = tool.get("outputSchema");
        out.append("Answer (`structuredContent`; the text content repeats it as JSON):\n\n");
        out.append("| field | type | meaning |\n|---|---|---|\n");
        List<String> always = names(output.path("required"));
        output.get("properties")
                .fields()
                .forEachRemaining(field -> out.append("| `")
                        .append(field.getKey())
                        .append("` | ")
                        .append(type(field.getValue()))
                        .append(always.contains(field.getKey()) ? ", always" : "")
                        .append(" | ")
                        .append(cell(field.getValue().path("description").asText()))
                        .append(" |\n"));
        return out.toString();
    }

    private static String traits(JsonNode tool) {
        JsonNode hints = tool.path("annotations");
        List<String> traits = new ArrayList<>();
        if (hints.path("readOnlyHint").asBoolean()) {
            traits.add("read-only");
        }
        if (hints.path("destructiveHint").asBoolean()) {
            traits.add("destructive");
        }
        if (hints.path("idempotentHint").asBoolean()) {
            traits.add("idempotent");
        }
        if (hints.path("openWorldHint").asBoolean()) {
            traits.add("reaches Socrata (open world)");
        }
        String view = tool.path("_meta").path("ui").path("resourceUri").asText("");
        if (!view.isEmpty()) {
            traits.add("answers shown in the results view (`" + view + "`)");
        }
        return "*" + String.join("; ", traits) + ".*";
    }

    static String type(JsonNode schema) {
        String type = schema.path("type").asText("any");
        if (type.equals("array")) {
            return "array of " + type(schema.path("items"));
        }
        if (type.equals("object") && schema.has("properties")) {
            List<String> fields = new ArrayList<>();
            schema.get("properties").fieldNames().forEachRemaining(fields::add);
            return "{" + String.join(", ", fields) + "}";
        }
        return type;
    }

    private static String limits(JsonNode schema) {
        List<String> limits = new ArrayList<>();
        if (schema.has("enum")) {
            limits.add("one of "
                    + String.join(
                            ", ",
                            names(schema.get("enum")).stream()
                                    .map(v -> "`" + v + "`")
                                    .toList()));
        }
        if (schema.has("pattern")) {
            limits.add("matches `" + schema.get("pattern").asText() + "`");
        }
        range(limits, schema, "minLength", "maxLength", " characters");
        range(limits, schema, "minimum", "maximum", "");
        range(limits, schema, "minItems", "maxItems", " items");
        return limits.isEmpty() ? "" : String.join("; ", limits);
    }

    private static void range(List<String> limits, JsonNode schema, String min, String max, String unit) {
        if (schema.has(min) && schema.has(max)) {
            limits.add(schema.get(min).asText() + "-" + schema.get(max).asText() + unit);
        } else if (schema.has(max)) {
            limits.add("at most " + schema.get(max).asText() + unit);
        } else if (schema.has(min)) {
            limits.add("at least " + schema.get(min).asText() + unit);
        }
    }

    private static List<String> names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(node -> names.add(node.asText()));
        return names;
    }

    /** Text for a table cell: on one line, pipes escaped. */
    static String cell(String text) {
        return text.replace("\n", " ").replace("|", "\\|");
    }
}
