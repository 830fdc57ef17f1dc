package datasf.mcp.transport;

import jakarta.inject.Singleton;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The HTTP-level checks the streamable HTTP transport requires before a body is even parsed:
 * DNS-rebinding protection (Origin, and Host in local mode), size, Accept and Content-Type. Each
 * failure names what was wrong, so a client author can fix it. The protocol version header is read
 * with the message, which decides the era it belongs to ({@link McpDispatcher}).
 */
@Singleton
public class RequestGuard {

    private static final Set<String> LOCAL_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]");

    private final TransportProperties properties;

    public RequestGuard(TransportProperties properties) {
        this.properties = properties;
    }

    /** The first rule the POST breaks, as the response to send; empty when it may proceed. */
    public Optional<McpHttpResponse> check(McpHttpRequest request) {
        Optional<McpHttpResponse> caller = checkCaller(request);
        if (caller.isPresent()) {
            return caller;
        }
        if (request.body() != null && tooLarge(request.body())) {
            return Optional.of(oversized(MessageFraming.HTTP_POST).overHttp());
        }
        Set<String> accepted = acceptedTypes(request.header("accept"));
        if (!accepted.contains("application/json") || !accepted.contains("text/event-stream")) {
            return Optional.of(JsonRpcErrors.http(
                    406, "Not Acceptable: the Accept header must list both application/json and text/event-stream"));
        }
        String contentType = lower(request.header("content-type"));
        if (!contentType.startsWith("application/json")) {
            return Optional.of(JsonRpcErrors.http(415, "Content-Type must be application/json"));
        }
        return Optional.empty();
    }

    /**
     * Who may call at all, from the headers alone: the Origin (DNS-rebinding protection), and in
     * local mode the Host. The local server asks this before it reads a body.
     */
    public Optional<McpHttpResponse> checkCaller(McpHttpRequest request) {
        String host = request.header("host");
        if (properties.localMode() && (host == null || !LOCAL_HOSTS.contains(hostName(host)))) {
            return Optional.of(
                    JsonRpcErrors.http(403, "Host header must be localhost or 127.0.0.1 for the local server"));
        }
        String origin = request.header("origin");
        if (origin != null && !originAllowed(origin)) {
            return Optional.of(JsonRpcErrors.http(403, "Origin not allowed: " + truncate(origin)));
        }
        return Optional.empty();
    }

    /** The answer to a message over {@link TransportProperties#maxBodyBytes()}. */
    McpReply oversized(MessageFraming framing) {
        String what = framing == MessageFraming.HTTP_POST ? "Request body" : "Message";
        return McpReply.refusal(
                413, JsonRpcErrors.SERVER_ERROR, what + " larger than " + properties.maxBodyBytes() + " bytes");
    }

    private boolean originAllowed(String origin) {
        if (properties.allowedOrigins().contains(origin)
                || properties.allowedOrigins().contains("*")) {
            return true;
        }
        if (properties.localMode()) {
            // a local server serves the browser on the same machine (e.g. the MCP Inspector UI)
            try {
                String originHost = URI.create(origin).getHost();
                return originHost != null && LOCAL_HOSTS.contains(originHost.toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        return false;
    }

    /**
     * The media types an Accept header lists, lower-cased, without parameters: a range whose
     * q-value is 0 (refused) or not a number (malformed) does not count. Wildcards are kept as
     * written, so {@code *}{@code /*} does not stand for the two types the transport requires
     * clients to list.
     */
    static Set<String> acceptedTypes(String accept) {
        if (accept == null) {
            return Set.of();
        }
        Set<String> types = new java.util.HashSet<>();
        for (String range : accept.split(",")) {
            String[] parts = range.split(";");
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            if (!type.isEmpty() && acceptable(parts)) {
                types.add(type);
            }
        }
        return types;
    }

    private static boolean acceptable(String[] rangeParts) {
        for (int i = 1; i < rangeParts.length; i++) {
            String parameter = rangeParts[i].trim();
            if (parameter.regionMatches(true, 0, "q=", 0, 2)) {
                try {
                    double q = Double.parseDouble(parameter.substring(2).trim());
                    return q > 0 && q <= 1;
                } catch (NumberFormatException e) {
                    return false;
                }
            }
        }
        return true;
    }

    /** "127.0.0.1:8080" -> "127.0.0.1", "[::1]:80" -> "[::1]". */
    static String hostName(String hostHeader) {
        String host = hostHeader.trim().toLowerCase(Locale.ROOT);
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(0, end + 1);
        }
        int colon = host.indexOf(':');
        return colon < 0 ? host : host.substring(0, colon);
    }

    private static String lower(String value) {
        return value == null ? "" : value.toLowerCase(Locale.ROOT);
    }

    private static String truncate(String value) {
        return value.length() > 100 ? value.substring(0, 100) + "..." : value;
    }

    private boolean tooLarge(String body) {
        // cheap bounds first: a char is 1 to 3 UTF-8 bytes, so most bodies need no encoding pass
        if ((long) body.length() * 3 <= properties.maxBodyBytes()) {
            return false;
        }
        if (body.length() > properties.maxBodyBytes()) {
            return true;
        }
        return body.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > properties.maxBodyBytes();
    }
}
