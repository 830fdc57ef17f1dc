package datasf.mcp.support;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Requests of MCP 2026-07-28 as a conforming client sends them over Streamable HTTP: the
 * per-request {@code _meta} (protocol version, capabilities, client info) and the standard headers
 * that repeat the body ({@code MCP-Protocol-Version}, {@code Mcp-Method}, {@code Mcp-Name}).
 * Tests take these and break one thing at a time.
 */
public final class ModernMcp {

    public static final String VERSION = "2026-07-28";
    public static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
    public static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
    public static final String CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
    public static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

    private ModernMcp() {}

    /** The _meta a conforming client sends. */
    public static Map<String, Object> meta() {
        Map<String, Object> meta = new LinkedHashMap<>();
        meta.put(PROTOCOL_VERSION, VERSION);
        meta.put(CLIENT_CAPABILITIES, Map.of());
        meta.put(CLIENT_INFO, Map.of("name", "modern-test", "version", "1"));
        return meta;
    }

    /** The request's JSON text: {@code params} with {@code _meta} added (null params: only _meta). */
    public static String body(Object id, String method, Map<String, Object> params) {
        Map<String, Object> withMeta = new LinkedHashMap<>(params == null ? Map.of() : params);
        withMeta.putIfAbsent("_meta", meta());
        return LambdaHarness.write(Map.of("jsonrpc", "2.0", "id", id, "method", method, "params", withMeta));
    }

    /** The headers a conforming client sends with such a request. */
    public static Map<String, String> headers(String method, Map<String, Object> params) {
        Map<String, String> headers = new HashMap<>();
        headers.put("Accept", LambdaHarness.ACCEPT_BOTH);
        headers.put("Content-Type", "application/json");
        headers.put("MCP-Protocol-Version", VERSION);
        headers.put("Mcp-Method", method);
        String field = switch (method) {
            case "tools/call", "prompts/get" -> "name";
            case "resources/read" -> "uri";
            default -> null;
        };
        if (field != null && params != null && params.get(field) instanceof String name) {
            headers.put("Mcp-Name", name);
        }
        return headers;
    }

    /** A well-formed modern request through the Lambda handler. */
    public static APIGatewayV2HTTPResponse post(
            LambdaHarness lambda, Object id, String method, Map<String, Object> params) {
        return lambda.send("POST", "/mcp", headers(method, params), body(id, method, params));
    }

    /** The same, asserting HTTP 200; the parsed JSON-RPC response. */
    public static JsonNode rpc(LambdaHarness lambda, String method, Map<String, Object> params) {
        APIGatewayV2HTTPResponse response = post(lambda, 1, method, params);
        if (response.getStatusCode() != 200) {
            throw new AssertionError("HTTP " + response.getStatusCode() + ": " + response.getBody());
        }
        return LambdaHarness.read(response.getBody());
    }
}
