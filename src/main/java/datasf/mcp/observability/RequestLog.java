package datasf.mcp.observability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import datasf.mcp.logging.LogbackConfigurator;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes the structured log: one JSON line per request ({@code "event":"request"}) and audit lines
 * for refused credentials ({@code "event":"auth_failure"}), on a dedicated logger whose pattern is
 * the bare message (see {@link LogbackConfigurator}), so CloudWatch Logs Insights can query the
 * fields directly. Only facts chosen here are written: never a header, a body, the App Token or an
 * access key.
 */
public final class RequestLog {

    private static final Logger LOG = LoggerFactory.getLogger(LogbackConfigurator.REQUEST_LOGGER);
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Client-chosen text (method and tool names) is cut to this length in the log. */
    static final int MAX_TEXT = 64;

    private RequestLog() {}

    /** The request's line: call once, when the response is ready. */
    public static void request(RequestMetrics metrics, int status) {
        ObjectNode line = start("request", metrics);
        line.put("http_method", metrics.httpMethod());
        line.put("path", clip(metrics.path())); // client-chosen on an unknown path
        line.put("status", status);
        putIfSet(line, "method", clip(metrics.rpcMethod()));
        putIfSet(line, "tool", clip(metrics.tool()));
        putIfSet(line, "dataset_id", metrics.datasetId());
        putIfSet(line, "key_fingerprint", metrics.keyFingerprint());
        line.put("upstream_calls", metrics.upstreamCalls());
        putIfSet(line, "cache", metrics.cache());
        line.put("duration_ms", metrics.elapsedMillis());
        Outcome outcome = outcome(status, metrics);
        line.put("outcome", outcome.wireName());
        putIfSet(line, "error_type", errorType(outcome, status, metrics));
        write(line);
    }

    /**
     * An audit line for a refused credential.
     *
     * @param reason {@code missing_key}, {@code malformed_authorization} or {@code wrong_key}
     * @param keyFingerprint first 8 hex digits of the SHA-256 of the presented key, or null
     */
    public static void authFailure(RequestMetrics metrics, String reason, String keyFingerprint) {
        ObjectNode line = start("auth_failure", metrics);
        line.put("http_method", metrics.httpMethod());
        line.put("path", metrics.path());
        line.put("reason", reason);
        putIfSet(line, "key_fingerprint", keyFingerprint);
        write(line);
    }

    static Outcome outcome(int status, RequestMetrics metrics) {
        if (status >= 300) {
            return Outcome.HTTP_ERROR;
        }
        if (metrics.rpcErrorCode() != null) {
            return Outcome.RPC_ERROR;
        }
        return metrics.toolErrorType() != null ? Outcome.TOOL_ERROR : Outcome.OK;
    }

    private static String errorType(Outcome outcome, int status, RequestMetrics metrics) {
        return switch (outcome) {
            case OK -> null;
            case TOOL_ERROR -> metrics.toolErrorType();
            case RPC_ERROR -> rpcErrorType(metrics.rpcErrorCode());
            case HTTP_ERROR -> metrics.httpErrorType() != null ? metrics.httpErrorType() : httpErrorType(status);
        };
    }

    static String rpcErrorType(int code) {
        return switch (code) {
            case -32700 -> "parse_error";
            case -32600 -> "invalid_request";
            case -32601 -> "method_not_found";
            case -32602 -> "invalid_params";
            case -32603 -> "internal_error";
            default -> "rpc_" + code;
        };
    }

    static String httpErrorType(int status) {
        return switch (status) {
            case 400 -> "bad_request";
            case 401 -> "unauthorized";
            case 403 -> "forbidden";
            case 404 -> "not_found";
            case 405 -> "method_not_allowed";
            case 406 -> "not_acceptable";
            case 413 -> "payload_too_large";
            case 415 -> "unsupported_media_type";
            case 429 -> "rate_limited";
            case 503 -> "unavailable";
            default -> "http_" + status;
        };
    }

    private static ObjectNode start(String event, RequestMetrics metrics) {
        ObjectNode line = MAPPER.createObjectNode();
        line.put("event", event);
        line.put("time", Instant.now().toString());
        putIfSet(line, "request_id", metrics.requestId());
        putIfSet(line, "lambda_request_id", metrics.lambdaRequestId());
        putIfSet(line, "source_ip", clip(metrics.sourceIp()));
        return line;
    }

    private static void putIfSet(ObjectNode line, String field, String value) {
        if (value != null) {
            line.put(field, value);
        }
    }

    private static String clip(String text) {
        return text == null || text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "...";
    }

    private static void write(ObjectNode line) {
        if (!LOG.isInfoEnabled()) {
            return;
        }
        try {
            LOG.info(MAPPER.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            // an ObjectNode of strings and numbers always serializes; nothing useful to do otherwise
        }
    }
}
