package datasf.mcp.transport;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The params of every method this server serves, checked before the SDK sees them. The SDK
 * deserializes params itself and answers a shape it does not expect with -32603 "Internal error"
 * (a null-pointer failure for missing params, a Jackson error for an array where it wants an
 * object), logging the client's mistake as a server fault, or silently coerces it (a number as a
 * URI). The client deserves -32602 naming the field; the operator's log stays quiet.
 */
final class JsonRpcParams {

    private static final Pattern PROTOCOL_VERSION = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");

    private JsonRpcParams() {}

    /** What is wrong with {@code params} (null when absent) for {@code method}, or empty. */
    static Optional<String> check(String method, JsonNode params) {
        if (params != null
                && !params.isNull()
                && params.has("_meta")
                && !params.get("_meta").isObject()) {
            return Optional.of("params._meta must be an object");
        }
        return switch (method) {
            case "initialize" -> initialize(params);
            case "tools/call" -> toolsCall(params);
            case "resources/read" -> resourcesRead(params);
            case "prompts/get" -> promptsGet(params);
            case "tools/list", "resources/list", "resources/templates/list", "prompts/list" ->
                optionalText(params, "cursor");
            default -> Optional.empty(); // ping takes no params; other methods are not served (-32601)
        };
    }

    private static Optional<String> resourcesRead(JsonNode params) {
        if (params == null || !params.isObject()) {
            return Optional.of("resources/read needs params {uri}");
        }
        JsonNode uri = params.path("uri");
        if (!uri.isTextual() || uri.textValue().isBlank()) {
            return Optional.of("params.uri must be a resource URI (a string), e.g. datasf://categories");
        }
        return Optional.empty();
    }

    /** MCP's GetPromptRequest: a name, and arguments as an object of string values. */
    private static Optional<String> promptsGet(JsonNode params) {
        if (params == null || !params.isObject()) {
            return Optional.of("prompts/get needs params {name, arguments}");
        }
        JsonNode name = params.path("name");
        if (!name.isTextual() || name.textValue().isBlank()) {
            return Optional.of("params.name must be the name of a prompt (a string)");
        }
        JsonNode arguments = params.get("arguments");
        if (arguments == null || arguments.isNull()) {
            return Optional.empty();
        }
        if (!arguments.isObject()) {
            return Optional.of("params.arguments must be an object of strings");
        }
        var fields = arguments.fields();
        while (fields.hasNext()) {
            var field = fields.next();
            if (!field.getValue().isTextual()) {
                // the argument's name is echoed only when it is a plain identifier
                return Optional.of(
                        PLAIN_NAME.matcher(field.getKey()).matches()
                                ? "params.arguments." + field.getKey() + " must be a string"
                                : "params.arguments values must be strings");
            }
        }
        return Optional.empty();
    }

    private static Optional<String> initialize(JsonNode params) {
        if (params == null || !params.isObject()) {
            return Optional.of("initialize needs params {protocolVersion, capabilities, clientInfo}");
        }
        JsonNode version = params.path("protocolVersion");
        if (!version.isTextual()
                || !PROTOCOL_VERSION.matcher(version.textValue()).matches()) {
            // any date is negotiable (the server answers with one it speaks); anything else is a mistake
            return Optional.of("params.protocolVersion must be a protocol revision date such as 2025-11-25");
        }
        if (!params.path("capabilities").isObject()) {
            return Optional.of("params.capabilities must be an object");
        }
        JsonNode client = params.path("clientInfo");
        if (!client.isObject()
                || !client.path("name").isTextual()
                || !client.path("version").isTextual()) {
            return Optional.of("params.clientInfo must be an object with string name and version");
        }
        return Optional.empty();
    }

    private static Optional<String> toolsCall(JsonNode params) {
        if (params == null || !params.isObject()) {
            return Optional.of("tools/call needs params {name, arguments}");
        }
        JsonNode name = params.path("name");
        if (!name.isTextual() || name.textValue().isBlank()) {
            return Optional.of("params.name must be the name of a tool (a string)");
        }
        JsonNode arguments = params.get("arguments");
        if (arguments != null && !arguments.isNull() && !arguments.isObject()) {
            return Optional.of("params.arguments must be an object");
        }
        return Optional.empty();
    }

    private static Optional<String> optionalText(JsonNode params, String field) {
        if (params == null || params.isNull()) {
            return Optional.empty();
        }
        JsonNode value = params.get(field);
        return value == null || value.isNull() || value.isTextual()
                ? Optional.empty()
                : Optional.of("params." + field + " must be a string");
    }
}
