package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Which era's rules answer a message, decided from the message alone and its headers: no state
 * from earlier requests is consulted, so any instance can serve any request.
 *
 * <ul>
 *   <li>{@code _meta} names a protocol version that is not a legacy one: modern (its rules then
 *       check the version, the headers and the rest).</li>
 *   <li>Otherwise, no {@code MCP-Protocol-Version} header or a legacy one: legacy, served exactly
 *       as a 2025-11-25 server (a request without the header is 2025-03-26, as the 2025 revisions
 *       allow; a legacy version in {@code _meta} is a legacy request too).</li>
 *   <li>Otherwise, a header naming the modern revision: modern (and malformed: its _meta fields
 *       are missing).</li>
 *   <li>Otherwise, a header naming a revision this server does not speak: refused with -32022,
 *       listing the supported revisions.</li>
 * </ul>
 */
public final class EraSelector {

    /** The era chosen, and for an unsupported version the version requested. */
    public record Era(Kind kind, String requested) {

        public enum Kind {
            LEGACY,
            MODERN,
            UNSUPPORTED
        }

        static final Era LEGACY = new Era(Kind.LEGACY, null);
        static final Era MODERN = new Era(Kind.MODERN, null);
    }

    private EraSelector() {}

    public static Era choose(JsonNode message, McpHeaders headers) {
        if (RequestMeta.claimsVersion(message)
                && RequestMeta.version(message)
                        .filter(ProtocolVersions::isLegacy)
                        .isEmpty()) {
            return Era.MODERN;
        }
        String header = headers.get(McpHeaders.PROTOCOL_VERSION);
        if (header == null || ProtocolVersions.isLegacy(header)) {
            return Era.LEGACY;
        }
        if (header.equals(ProtocolVersions.MODERN)) {
            return Era.MODERN;
        }
        return new Era(Era.Kind.UNSUPPORTED, header);
    }
}
