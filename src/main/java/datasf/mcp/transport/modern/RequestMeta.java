package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * The per-request fields a modern request carries in {@code params._meta}: its protocol version
 * and the client's capabilities (required), who the client is and the log level it wants
 * (optional). A request missing a required field is malformed: -32602, HTTP 400.
 */
public final class RequestMeta {

    public static final String PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
    public static final String CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
    public static final String CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
    public static final String LOG_LEVEL = "io.modelcontextprotocol/logLevel";
    /** Where every modern result names this server. */
    public static final String SERVER_INFO = "io.modelcontextprotocol/serverInfo";

    /** MCP's log levels (syslog's severities), least severe first. */
    private static final List<String> LOG_LEVELS =
            List.of("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency");

    private RequestMeta() {}

    /** The message's {@code params._meta}, or a missing node. */
    static JsonNode of(JsonNode message) {
        return message.path("params").path("_meta");
    }

    /** Whether the message claims a protocol version in its _meta (whatever its value). */
    static boolean claimsVersion(JsonNode message) {
        JsonNode meta = of(message);
        return meta.isObject() && meta.has(PROTOCOL_VERSION);
    }

    /** The version the message's _meta names, if it is a string. */
    static Optional<String> version(JsonNode message) {
        JsonNode version = of(message).path(PROTOCOL_VERSION);
        return version.isTextual() ? Optional.of(version.textValue()) : Optional.empty();
    }

    /** What is wrong with the message's _meta for a modern request, or empty. */
    static Optional<String> problem(JsonNode message) {
        JsonNode meta = of(message);
        if (!meta.isObject()) {
            return Optional.of("params._meta is required: {\"" + PROTOCOL_VERSION + "\": \"" + ProtocolVersions.MODERN
                    + "\", \"" + CLIENT_CAPABILITIES + "\": {}}");
        }
        if (!meta.path(PROTOCOL_VERSION).isTextual()) {
            return Optional.of("params._meta[\"" + PROTOCOL_VERSION + "\"] is required: a protocol revision such as "
                    + ProtocolVersions.MODERN);
        }
        if (!meta.path(CLIENT_CAPABILITIES).isObject()) {
            return Optional.of("params._meta[\"" + CLIENT_CAPABILITIES
                    + "\"] is required: an object ({} when the client declares none)");
        }
        JsonNode client = meta.get(CLIENT_INFO);
        if (client != null
                && !(client.isObject()
                        && client.path("name").isTextual()
                        && client.path("version").isTextual())) {
            return Optional.of(
                    "params._meta[\"" + CLIENT_INFO + "\"], when sent, must be an object with string name and version");
        }
        JsonNode level = meta.get(LOG_LEVEL);
        if (level != null && !(level.isTextual() && LOG_LEVELS.contains(level.textValue()))) {
            return Optional.of(
                    "params._meta[\"" + LOG_LEVEL + "\"], when sent, must be one of " + String.join(", ", LOG_LEVELS));
        }
        return Optional.empty();
    }
}
