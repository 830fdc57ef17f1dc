package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The 2026-07-28 Streamable HTTP rule that the standard headers repeat the body: so that a gateway
 * routing or rate-limiting on a header and this server acting on the body cannot be told two
 * different things. Values are compared case-sensitively after the binding strips the optional
 * whitespace around them; an {@code Mcp-Name} may be Base64-encoded as {@code =?base64?...?=}.
 *
 * <p>A modern request must carry {@code Mcp-Method} and, where its method names something,
 * {@code Mcp-Name} ({@link #methodAndName}). A request of the earlier revisions needs neither, but
 * one that carries them is held to the same rule ({@link #whereSent}): a gateway reads the
 * headers whatever the revision, so a legacy request must not say one thing there and another in
 * its body either.
 */
public final class RequestHeaderRules {

    /** The body field each named method's {@code Mcp-Name} repeats. */
    private static final Map<String, String> NAME_SOURCE =
            Map.of("tools/call", "name", "prompts/get", "name", "resources/read", "uri");

    private static final String BASE64_PREFIX = "=?base64?";
    private static final String BASE64_SUFFIX = "?=";
    private static final Pattern STRICT_BASE64 =
            Pattern.compile("(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?");

    private RequestHeaderRules() {}

    /** A modern request's headers: both there (the name where the method names something), both repeating the body. */
    static Optional<RpcFailure> methodAndName(JsonNode message, McpHeaders headers) {
        return methodAndName(message, headers, true);
    }

    /**
     * A request of any revision: {@code Mcp-Method} and {@code Mcp-Name}, where sent, repeat the
     * body; neither is required. Nothing to check on a binding without headers (stdio).
     *
     * @param message a JSON-RPC request (it has a method)
     */
    public static Optional<RpcFailure> whereSent(JsonNode message, McpHeaders headers) {
        return methodAndName(message, headers, false);
    }

    private static Optional<RpcFailure> methodAndName(JsonNode message, McpHeaders headers, boolean required) {
        if (!headers.bound()) {
            return Optional.empty();
        }
        String method = message.get("method").textValue();
        String methodHeader = headers.get(McpHeaders.METHOD);
        Optional<RpcFailure> failure = required || methodHeader != null
                ? readable("Mcp-Method", methodHeader, "method", method)
                        .or(() -> same("Mcp-Method", methodHeader, "method", method))
                : Optional.empty();
        if (failure.isPresent()) {
            return failure;
        }
        String field = NAME_SOURCE.get(method);
        JsonNode value = field == null ? null : message.path("params").get(field);
        if (value == null || !value.isTextual()) {
            return Optional.empty(); // nothing to repeat; the params check names what is missing
        }
        String nameHeader = headers.get(McpHeaders.NAME);
        if (!required && nameHeader == null) {
            return Optional.empty();
        }
        String source = "params." + field;
        failure = readable("Mcp-Name", nameHeader, source, value.textValue());
        if (failure.isPresent()) {
            return failure;
        }
        if (nameHeader.startsWith(BASE64_PREFIX) && nameHeader.endsWith(BASE64_SUFFIX)) {
            Optional<String> decoded =
                    decode(nameHeader.substring(BASE64_PREFIX.length(), nameHeader.length() - BASE64_SUFFIX.length()));
            if (decoded.isEmpty()) {
                return Optional.of(RpcFailure.headerMismatch(
                        "Mcp-Name header is not valid Base64 between =?base64? and ?= (padded, of UTF-8 text)"));
            }
            return same("Mcp-Name", decoded.get(), source, value.textValue());
        }
        return same("Mcp-Name", nameHeader, source, value.textValue());
    }

    static Optional<RpcFailure> protocolVersion(String metaVersion, McpHeaders headers) {
        if (!headers.bound()) {
            return Optional.empty();
        }
        String header = headers.get(McpHeaders.PROTOCOL_VERSION);
        String source = "params._meta[\"" + RequestMeta.PROTOCOL_VERSION + "\"]";
        return readable("MCP-Protocol-Version", header, source, metaVersion)
                .or(() -> same("MCP-Protocol-Version", header, source, metaVersion));
    }

    /** A header that is there and holds only what a header value may hold. */
    private static Optional<RpcFailure> readable(String header, String headerValue, String field, String bodyValue) {
        if (headerValue == null) {
            return Optional.of(RpcFailure.headerMismatch(
                    header + " header is missing; it must repeat " + field + ", '" + Shown.of(bodyValue) + "'"));
        }
        if (!headerSafe(headerValue)) {
            return Optional.of(RpcFailure.headerMismatch(header
                    + " header carries characters a header value may not (only visible ASCII, space and tab);"
                    + " send such a value Base64-encoded as =?base64?...?="));
        }
        return Optional.empty();
    }

    private static Optional<RpcFailure> same(String header, String headerValue, String field, String bodyValue) {
        if (!headerValue.equals(bodyValue)) {
            return Optional.of(RpcFailure.headerMismatch(header + " header value '" + Shown.of(headerValue)
                    + "' does not match " + field + ", '" + Shown.of(bodyValue) + "'"));
        }
        return Optional.empty();
    }

    /** Visible ASCII, space and horizontal tab: what RFC 9110 lets a field value hold. */
    private static boolean headerSafe(String value) {
        return value.chars().allMatch(c -> c == '\t' || (c >= 0x20 && c <= 0x7e));
    }

    /** Standard Base64 with its padding, of UTF-8 text; anything else is malformed. */
    private static Optional<String> decode(String encoded) {
        if (!STRICT_BASE64.matcher(encoded).matches()) {
            return Optional.empty();
        }
        try {
            byte[] bytes = Base64.getDecoder().decode(encoded);
            return Optional.of(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString());
        } catch (IllegalArgumentException | CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
