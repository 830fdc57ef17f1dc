package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A handler's result as the modern era sends it: {@code resultType: "complete"} (this server never
 * needs more input from a client), the caching hints of the cacheable methods, and the server's
 * name and version in {@code _meta}, since no handshake told the client who answers.
 */
public final class ModernResults {

    private ModernResults() {}

    /**
     * @param serverInfo {@code {"name": ..., "version": ...}}
     */
    public static void complete(String method, ObjectNode result, JsonNode serverInfo) {
        result.put("resultType", "complete");
        CacheHints.add(method, result);
        JsonNode meta = result.get("_meta");
        ObjectNode resultMeta = meta instanceof ObjectNode object ? object : result.putObject("_meta");
        resultMeta.set(RequestMeta.SERVER_INFO, serverInfo);
    }
}
