package datasf.mcp.transport;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The params of the methods this server serves, checked before the SDK sees them. The SDK would
 * answer a wrong shape with an internal error (or a null-pointer failure) and log the client's
 * mistake as a server problem; the client deserves -32602 naming what is wrong.
 */
final class JsonRpcParams {

    private static final Pattern PROTOCOL_VERSION = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private JsonRpcParams() {}

    /** What is wrong with {@code params} (null when absent) for {@code method}, or empty. */
    static Optional<String> check(String method, JsonNode params) {
        if (params != null && !params.isNull() && params.has("_meta") && !params.get("_meta").isObject()) {
            return Optional.of("params._meta must be an object");
        }
        return switch (method) {
            case "initialize" -> initialize(params);
            case "tools/call" -> toolsCall(params);
            case "tools/list" -> optionalText(params, "cursor");
            default -> Optional.empty();
        };
    }

    private static Optional<String> initialize(JsonNode params) {
        if (params == null || !params.isObject()) {
            return Optional.of("initialize needs params {protocolVersion, capabilities, clientInfo}");
        }
        JsonNode version = params.path("protocolVersion");
        if (!version.isTextual() || !PROTOCOL_VERSION.matcher(version.textValue()).matches()) {
            // any date is negotiable (the server answers with one it speaks); anything else is a mistake
            return Optional.of("params.protocolVersion must be a protocol revision date such as 2025-11-25");
        }
        if (!params.path("capabilities").isObject()) {
            return Optional.of("params.capabilities must be an object");
        }
        JsonNode client = params.path("clientInfo");
        if (!client.isObject() || !client.path("name").isTextual() || !client.path("version").isTextual()) {
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
                ? Optional.empty() : Optional.of("params." + field + " must be a string");
    }
}
