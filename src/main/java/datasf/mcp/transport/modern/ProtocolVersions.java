package datasf.mcp.transport.modern;

import java.util.List;

/**
 * The MCP revisions this server speaks. The modern era (2026-07-28: no handshake, every request
 * carries its version in {@code _meta}) and the legacy era (2025-11-25 and before: an
 * {@code initialize} handshake, the version in the {@code MCP-Protocol-Version} header) are both
 * served on the same endpoint, chosen per request by {@link EraSelector}.
 */
public final class ProtocolVersions {

    /** The modern revision served. */
    public static final String MODERN = "2026-07-28";

    /** The legacy revisions served, newest first; a request without a version header is 2025-03-26. */
    public static final List<String> LEGACY = List.of("2025-11-25", "2025-06-18", "2025-03-26");

    /** Every revision served, newest first: what {@code server/discover} and -32022 list. */
    public static final List<String> SUPPORTED = List.of(MODERN, "2025-11-25", "2025-06-18", "2025-03-26");

    private ProtocolVersions() {}

    public static boolean isLegacy(String version) {
        return version != null && LEGACY.contains(version);
    }
}
