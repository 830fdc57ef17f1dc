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
 * @param initPass allowed because it carried the {@link InitPass}: one of the handler's own
 *     priming requests, which are not traffic (no request log line)
 */
public record AccessDecision(
        int status,
        String errorType,
        String message,
        Map<String, String> headers,
        String auditReason,
        String keyFingerprint,
        boolean initPass) {

    static final AccessDecision OPEN = new AccessDecision(0, null, null, Map.of(), null, null, false);

    static final AccessDecision INIT_PASS = new AccessDecision(0, null, null, Map.of(), null, null, true);

    static AccessDecision allowed(String keyFingerprint) {
        return new AccessDecision(0, null, null, Map.of(), null, keyFingerprint, false);
    }

    static AccessDecision refused(
            int status,
            String errorType,
            String message,
            Map<String, String> headers,
            String auditReason,
            String keyFingerprint) {
        return new AccessDecision(status, errorType, message, headers, auditReason, keyFingerprint, false);
    }

    public boolean isAllowed() {
        return status == 0;
    }
}
