package datasf.mcp.access;

import java.util.Map;

/**
 * Whether a request may reach {@code /mcp}, and if not, what to answer.
 *
 * @param status 0 when allowed, else the HTTP status to answer (401, 429, 503)
 * @param errorType the request log's error_type for a refusal
 * @param message the client-facing reason (never a key)
 * @param headers extra response headers ({@code WWW-Authenticate}, {@code Retry-After})
 * @param auditReason set when the refusal is an authentication failure to audit
 * @param keyFingerprint fingerprint of the presented key, when one was presented
 */
public record AccessDecision(int status, String errorType, String message, Map<String, String> headers,
                             String auditReason, String keyFingerprint) {

    static final AccessDecision OPEN = new AccessDecision(0, null, null, Map.of(), null, null);

    static AccessDecision allowed(String keyFingerprint) {
        return new AccessDecision(0, null, null, Map.of(), null, keyFingerprint);
    }

    public boolean isAllowed() {
        return status == 0;
    }
}
