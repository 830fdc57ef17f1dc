package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Classifies Socrata's error answers so the LLM knows what to do next, carrying Socrata's own
 * message (it usually says exactly what is wrong with a SoQL query). Handles both error shapes
 * Socrata uses, {@code {code, message, data}} and {@code {errorCode, message, data}}, and bodies
 * that are not JSON at all (an HTML page from a proxy).
 */
public final class SocrataErrors {

    private static final Pattern HTML_TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private SocrataErrors() {}

    /**
     * @param subject what was asked for, e.g. "Dataset abcd-1234", used in not-found messages
     */
    public static SocrataException classify(int status, String body, String subject, ObjectMapper mapper) {
        SocrataError error = parse(body, mapper);
        String code = error.code() == null ? "" : error.code().toLowerCase(Locale.ROOT);
        if (status == 404 || code.equals("dataset.missing") || code.equals("not_found") || code.endsWith(".not-found")) {
            return new SocrataException(SocrataException.Kind.NOT_FOUND, subject + " not found",
                    join(error.code(), error.message()));
        }
        if (status == 429) {
            return new SocrataException(SocrataException.Kind.RATE_LIMIT,
                    "Rate limited by Socrata (HTTP 429). Wait a little and try again"
                            + (error.message() == null ? "" : ": " + error.message()),
                    error.code());
        }
        String message = error.message() != null ? error.message() : "HTTP " + status + " " + reason(status);
        return new SocrataException(SocrataException.Kind.API_ERROR, "Socrata error (HTTP " + status + "): " + message,
                join(error.code(), error.data()));
    }

    /** Socrata's error fields, whichever shape it used; all null for non-JSON bodies. */
    record SocrataError(String code, String message, String data) {}

    static SocrataError parse(String body, ObjectMapper mapper) {
        if (body == null || body.isBlank()) {
            return new SocrataError(null, null, null);
        }
        String trimmed = body.stripLeading();
        if (!trimmed.startsWith("{")) {
            Matcher title = HTML_TITLE.matcher(body);
            String summary = title.find() ? title.group(1).trim() : null;
            return new SocrataError(null, summary == null ? null : "non-JSON answer: " + summary, null);
        }
        try {
            JsonNode json = mapper.readTree(trimmed);
            String code = text(json, "errorCode", "code");
            String message = text(json, "message", "error");
            JsonNode data = json.get("data");
            return new SocrataError(code, message, data == null || data.isNull() ? null : data.toString());
        } catch (java.io.IOException e) {
            return new SocrataError(null, null, null);
        }
    }

    private static String text(JsonNode json, String... names) {
        for (String name : names) {
            JsonNode value = json.get(name);
            if (value != null && value.isTextual() && !value.asText().isBlank()) {
                return value.asText();
            }
        }
        return null;
    }

    private static String join(String first, String second) {
        if (first == null) {
            return second;
        }
        return second == null ? first : first + ": " + second;
    }

    private static String reason(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 500 -> "Internal Server Error";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            default -> "";
        };
    }
}
