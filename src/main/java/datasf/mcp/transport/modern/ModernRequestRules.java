package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a modern (2026-07-28) request must satisfy before a handler sees it, checked in this order,
 * the first broken rule answering:
 * <ol>
 *   <li>{@code Mcp-Method} repeats the body's method, and {@code Mcp-Name} the body's
 *       {@code params.name} (tools/call, prompts/get) or {@code params.uri} (resources/read):
 *       -32020, HTTP 400;</li>
 *   <li>the method is one this server serves in the modern era (the handshake, {@code ping},
 *       {@code logging/setLevel} and subscriptions are gone from it): -32601, HTTP 404;</li>
 *   <li>{@code _meta} carries the protocol version and the client capabilities: -32602, HTTP 400;</li>
 *   <li>{@code MCP-Protocol-Version} repeats {@code _meta}'s version: -32020, HTTP 400;</li>
 *   <li>that version is one this server speaks: -32022 with the supported list, HTTP 400.</li>
 * </ol>
 * Header rules apply only where the binding has headers (HTTP, not stdio).
 */
public final class ModernRequestRules {

    /** What this server answers in the modern era. */
    public static final Set<String> METHODS = Set.of(
            "server/discover",
            "tools/list",
            "tools/call",
            "resources/list",
            "resources/read",
            "resources/templates/list",
            "prompts/list",
            "prompts/get");

    /** Methods of the 2025 revisions that 2026-07-28 removed, and what replaced each. */
    private static final Map<String, String> REMOVED = Map.of(
            "initialize",
            "there is no handshake in " + ProtocolVersions.MODERN
                    + ": every request carries its version in _meta; server/discover describes the server",
            "ping",
            "removed in " + ProtocolVersions.MODERN,
            "logging/setLevel",
            "removed in " + ProtocolVersions.MODERN + ": a request asks for log messages in _meta",
            "resources/subscribe",
            "removed in " + ProtocolVersions.MODERN,
            "resources/unsubscribe",
            "removed in " + ProtocolVersions.MODERN);

    private ModernRequestRules() {}

    /** The first rule the request breaks, or empty when a handler may answer it. */
    public static Optional<RpcFailure> check(JsonNode message, McpHeaders headers) {
        String method = message.get("method").textValue();
        Optional<RpcFailure> failure = RequestHeaderRules.methodAndName(message, headers);
        if (failure.isPresent()) {
            return failure;
        }
        if (!METHODS.contains(method)) {
            String why = REMOVED.getOrDefault(method, "this server does not serve it");
            return Optional.of(RpcFailure.methodNotFound(Shown.of(method) + " (" + why + ")"));
        }
        Optional<String> metaProblem = RequestMeta.problem(message);
        if (metaProblem.isPresent()) {
            return Optional.of(RpcFailure.invalidMeta(metaProblem.get()));
        }
        String version = RequestMeta.version(message).orElseThrow();
        failure = RequestHeaderRules.protocolVersion(version, headers);
        if (failure.isPresent()) {
            return failure;
        }
        if (!version.equals(ProtocolVersions.MODERN)) {
            return Optional.of(RpcFailure.unsupportedVersion(version));
        }
        return Optional.empty();
    }
}
