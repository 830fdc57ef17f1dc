package datasf.mcp.transport.modern;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Set;

/**
 * How long a client may reuse a cacheable modern result ({@code ttlMs}) and who may share it
 * ({@code cacheScope}). Every one is {@code public}: nothing this server answers depends on who
 * asks (access keys decide whether a caller is served, never what it is served).
 */
public final class CacheHints {

    /**
     * The lists and {@code server/discover}: fixed for a deployment (tools, resources, prompts and
     * their descriptions change only with a new version), so the hour only bounds how long a client
     * works from the previous version's lists after a deploy.
     */
    public static final Duration LISTS = Duration.ofHours(1);

    /**
     * {@code resources/read}: the shortest freshness of what a read returns, a dataset's schema
     * card, which the server itself reuses for 5 minutes (the category list for an hour, the
     * results view until the next deploy).
     */
    public static final Duration READS = Duration.ofMinutes(5);

    private static final Set<String> LIST_METHODS =
            Set.of("server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list");

    private CacheHints() {}

    /** Adds the hints to a complete result of {@code method}, if its results are cacheable. */
    static void add(String method, ObjectNode result) {
        Duration ttl = LIST_METHODS.contains(method) ? LISTS : "resources/read".equals(method) ? READS : null;
        if (ttl != null) {
            result.put("ttlMs", ttl.toMillis());
            result.put("cacheScope", "public");
        }
    }
}
