package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code server/discover}'s result before {@link ModernResults} completes it: every revision served
 * (so a dual-era client learns the legacy ones too), the capabilities and the instructions, the
 * same ones {@code initialize} answers a legacy client with.
 */
public final class Discovery {

    private Discovery() {}

    public static ObjectNode result(JsonNode capabilities, String instructions) {
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        ProtocolVersions.SUPPORTED.forEach(result.putArray("supportedVersions")::add);
        result.set("capabilities", capabilities);
        if (instructions != null) {
            result.put("instructions", instructions);
        }
        return result;
    }
}
