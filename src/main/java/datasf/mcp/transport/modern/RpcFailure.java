package datasf.mcp.transport.modern;

import java.util.List;
import java.util.Map;

/**
 * A modern request refused before it reaches a handler: the JSON-RPC error (code, message, data)
 * and the HTTP status the 2026-07-28 Streamable HTTP binding gives it.
 *
 * @param data the error's {@code data} member, or null for none
 */
public record RpcFailure(int code, String message, Map<String, Object> data, int httpStatus) {

    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_PARAMS = -32602;
    /** The HTTP headers do not match the body, or a required one is missing or malformed. */
    public static final int HEADER_MISMATCH = -32020;
    /** The request's protocol version is not one this server speaks. */
    public static final int UNSUPPORTED_PROTOCOL_VERSION = -32022;

    /** The request log's {@code error_type} for the refusal. */
    public String errorType() {
        return switch (code) {
            case METHOD_NOT_FOUND -> "method_not_found";
            case INVALID_PARAMS -> "invalid_params";
            case HEADER_MISMATCH -> "header_mismatch";
            case UNSUPPORTED_PROTOCOL_VERSION -> "unsupported_protocol_version";
            default -> "rpc_" + code;
        };
    }

    static RpcFailure headerMismatch(String message) {
        return new RpcFailure(HEADER_MISMATCH, "Header mismatch: " + message, null, 400);
    }

    static RpcFailure invalidMeta(String message) {
        return new RpcFailure(INVALID_PARAMS, "Invalid params: " + message, null, 400);
    }

    static RpcFailure methodNotFound(String message) {
        return new RpcFailure(METHOD_NOT_FOUND, "Method not found: " + message, null, 404);
    }

    /** -32022, listing every supported revision and echoing the one requested. */
    public static RpcFailure unsupportedVersion(String requested) {
        List<String> supported = ProtocolVersions.SUPPORTED;
        return new RpcFailure(
                UNSUPPORTED_PROTOCOL_VERSION,
                "Unsupported protocol version: " + Shown.of(requested) + "; supported: " + String.join(", ", supported),
                Map.of("supported", supported, "requested", requested),
                400);
    }
}
