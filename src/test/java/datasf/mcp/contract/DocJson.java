package datasf.mcp.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * JSON as the docs show it: in the server's key order, short objects and arrays on one line,
 * longer ones one member per line, and abridged (long lists cut to their first items, long texts
 * cut) with the cut said in place.
 */
final class DocJson {

    static final int LIST_ITEMS = 3;
    static final int TEXT_CHARS = 200;
    private static final int LINE = 100;

    private DocJson() {}

    /** Lists cut to {@value #LIST_ITEMS} items plus a "… N more" marker, texts to {@value #TEXT_CHARS} characters. */
    static JsonNode abridged(JsonNode node) {
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            int i = 0;
            for (JsonNode item : node) {
                if (i++ == LIST_ITEMS) {
                    out.add("… " + (node.size() - LIST_ITEMS) + " more");
                    break;
                }
                out.add(abridged(item));
            }
            return out;
        }
        if (node.isObject()) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            node.fields().forEachRemaining(field -> out.set(field.getKey(), abridged(field.getValue())));
            return out;
        }
        if (node.isTextual() && node.asText().length() > TEXT_CHARS) {
            return JsonNodeFactory.instance.textNode(node.asText().substring(0, TEXT_CHARS) + "…");
        }
        return node;
    }

    static String render(JsonNode node) {
        StringBuilder out = new StringBuilder();
        render(node, "", out);
        return out.toString();
    }

    private static void render(JsonNode node, String indent, StringBuilder out) {
        String flat = compact(node);
        if (!node.isContainerNode() || node.isEmpty() || indent.length() + flat.length() <= LINE) {
            out.append(flat);
            return;
        }
        String inner = indent + "  ";
        boolean object = node.isObject();
        out.append(object ? "{\n" : "[\n");
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        Iterator<JsonNode> items = node.elements();
        boolean first = true;
        while (object ? fields.hasNext() : items.hasNext()) {
            if (!first) {
                out.append(",\n");
            }
            first = false;
            out.append(inner);
            if (object) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append(JsonNodeFactory.instance.textNode(field.getKey())).append(": ");
                render(field.getValue(), inner, out);
            } else {
                render(items.next(), inner, out);
            }
        }
        out.append('\n').append(indent).append(object ? '}' : ']');
    }

    /** One line, with a space after each colon and comma (outside strings). */
    private static String compact(JsonNode node) {
        if (!node.isContainerNode()) {
            return node.toString();
        }
        StringBuilder out = new StringBuilder(node.isObject() ? "{" : "[");
        boolean first = true;
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                out.append(first ? "" : ", ")
                        .append(JsonNodeFactory.instance.textNode(field.getKey()))
                        .append(": ")
                        .append(compact(field.getValue()));
                first = false;
            }
        } else {
            for (JsonNode item : node) {
                out.append(first ? "" : ", ").append(compact(item));
                first = false;
            }
        }
        return out.append(node.isObject() ? "}" : "]").toString();
    }
}
