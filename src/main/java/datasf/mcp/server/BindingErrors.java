package datasf.mcp.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Says which argument a client sent with the wrong JSON shape and what the tool's input schema wants
 * there, without Jackson's class-laden message. The place is the whole path, so a wrong item of an
 * array argument is named as that item ({@code metrics[0]}: an object with fn and column), not as the
 * array it sits in, which is an array already.
 */
final class BindingErrors {

    private final Map<String, Object> inputSchema;
    private final Collection<String> argumentNames;

    BindingErrors(Map<String, Object> inputSchema, Collection<String> argumentNames) {
        this.inputSchema = inputSchema;
        this.argumentNames = argumentNames;
    }

    /** The validation message for arguments that did not bind to the tool's input record. */
    String describe(IllegalArgumentException e) {
        Throwable cause = e.getCause();
        List<JsonMappingException.Reference> path =
                cause instanceof JsonMappingException mapping ? mapping.getPath() : List.of();
        if (!(cause instanceof DatabindException || cause instanceof JsonProcessingException)
                || path.isEmpty()
                || path.get(0).getFieldName() == null) {
            return "Invalid arguments: expected an object with " + String.join(", ", argumentNames);
        }
        StringBuilder place = new StringBuilder();
        Object node = inputSchema;
        Object array = null;
        String arrayPlace = null;
        for (JsonMappingException.Reference step : path) {
            if (step.getFieldName() != null) {
                place.append(place.length() == 0 ? "" : ".").append(step.getFieldName());
                array = null;
                node = child(node, "properties", step.getFieldName());
            } else if (step.getIndex() >= 0) {
                array = node;
                arrayPlace = place.toString();
                place.append('[').append(step.getIndex()).append(']');
                node = child(node, "items", null);
            }
        }
        String message = "Invalid " + place + ": " + expected(node);
        // an item's own schema says what it holds; its array's description shows an example
        if (array instanceof Map<?, ?> arraySchema && arraySchema.get("description") instanceof String example) {
            message += "; " + arrayPlace + ": " + example;
        }
        return message;
    }

    private static Object child(Object node, String keyword, String name) {
        if (!(node instanceof Map<?, ?> schema)) {
            return null;
        }
        Object value = schema.get(keyword);
        return name == null ? value : value instanceof Map<?, ?> properties ? properties.get(name) : null;
    }

    private static String expected(Object node) {
        if (!(node instanceof Map<?, ?> schema)) {
            return "has the wrong type";
        }
        if (schema.get("enum") instanceof List<?> values) {
            return "must be one of " + values.stream().map(String::valueOf).collect(Collectors.joining(", "));
        }
        Object type = schema.get("type");
        if ("object".equals(type) && schema.get("properties") instanceof Map<?, ?> properties) {
            List<?> required = schema.get("required") instanceof List<?> names ? names : List.of();
            List<String> keys = new ArrayList<>();
            required.forEach(key -> keys.add(key + " (required)"));
            properties.keySet().stream()
                    .filter(key -> !required.contains(key))
                    .forEach(key -> keys.add(key.toString()));
            return "must be an object with " + String.join(", ", keys);
        }
        if (type != null) {
            return "must be " + ("array".equals(type) || "integer".equals(type) || "object".equals(type) ? "an " : "a ")
                    + type;
        }
        return "has the wrong type";
    }
}
