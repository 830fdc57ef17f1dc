package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;

/** The resources, resource templates and prompts of docs/tools.md, from the live lists. */
final class ResourcesReference {

    private ResourcesReference() {}

    static String render(LiveContract live) {
        StringBuilder out = new StringBuilder("| resource | type | what |\n|---|---|---|\n");
        for (JsonNode resource : live.resources().get("resources")) {
            row(
                    out,
                    "`" + resource.get("uri").asText() + "`",
                    resource.path("mimeType").asText(),
                    resource);
        }
        for (JsonNode template : live.resourceTemplates().get("resourceTemplates")) {
            row(
                    out,
                    "`" + template.get("uriTemplate").asText() + "` (template)",
                    template.path("mimeType").asText(),
                    template);
        }
        out.append("\n| prompt | arguments | what |\n|---|---|---|\n");
        for (JsonNode prompt : live.prompts().get("prompts")) {
            StringBuilder arguments = new StringBuilder();
            for (JsonNode argument : prompt.path("arguments")) {
                arguments
                        .append(arguments.isEmpty() ? "" : ", ")
                        .append('`')
                        .append(argument.get("name").asText())
                        .append('`')
                        .append(argument.path("required").asBoolean() ? "" : " (optional)");
            }
            out.append("| `")
                    .append(prompt.get("name").asText())
                    .append("` | ")
                    .append(arguments.isEmpty() ? "none" : arguments)
                    .append(" | ")
                    .append(ToolReference.cell(prompt.path("title").asText() + ": "
                            + prompt.path("description").asText()))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static void row(StringBuilder out, String uri, String mimeType, JsonNode entry) {
        out.append("| ")
                .append(uri)
                .append(" | `")
                .append(mimeType)
                .append("` | ")
                .append(ToolReference.cell(entry.path("title").asText() + ": "
                        + entry.path("description").asText()))
                .append(" |\n");
    }
}
