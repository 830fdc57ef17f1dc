package datasf.mcp.socrata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.exceptions.ReadTimeoutException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

/**
 * Classifies what went wrong with a Socrata request so the LLM knows what to do next: an error
 * answer carries Socrata's own message (it usually says exactly what is wrong with a SoQL query),
 * in either shape Socrata uses, {@code {code, message, data}} and {@code {errorCode, message,
 * data}}, or a body that is not JSON at all (an HTML page from a proxy; a 403 page is the portal
 * turning the request away); a body over the size cap, a timeout and a connection failure (with
 * its host and cause) each get their own words. A failure that was retried says so.
 */
final class SocrataErrors {

    /**
     * How much of a non-JSON error body is searched for its title: an HTML page's title is near
     * its start, and nothing after this is looked at.
     */
    static final int HTML_PREFIX = 8 * 1024;
    /** The longest title passed on from an HTML page. */
    static final int MAX_TITLE = 200;

    private SocrataErrors() {}

    /** Why the request {@code call} failed with {@code failure}, classified. */
    static SocrataException classify(
            Throwable failure, UpstreamCall call, SocrataProperties properties, ObjectMapper mapper) {
        if (failure instanceof SocrataException classified) {
            return classified;
        }
        if (RetryPolicy.tooLarge(failure)) {
            return new SocrataException(
                    SocrataException.Kind.API_ERROR,
                    "Socrata's response is too large (over "
                            + bytes(properties.maxResponseBytes()) + "); narrow the query: select fewer columns, "
                            + "add a WHERE filter or a lower LIMIT");
        }
        if (failure instanceof HttpClientResponseException http) {
            String body = http.getResponse().getBody(String.class).orElse(null);
            SocrataException classified = classify(http.getStatus().getCode(), body, call.subject, mapper);
            Optional<Duration> retryAfter = RetryPolicy.retryAfter(failure, Instant.now());
            String asked = http.getStatus().getCode() == 429 && retryAfter.isPresent()
                    ? " (Socrata asks to wait " + seconds(retryAfter.get()) + ")"
                    : "";
            return withAttempts(classified, asked, call);
        }
        if (failure instanceof ReadTimeoutException || failure instanceof TimeoutException) {
            Duration after = call.limitedByBudget() ? properties.timeout() : properties.attemptTimeout();
            return withAttempts(timedOut(after), "", call);
        }
        return withAttempts(
                new SocrataException(
                        SocrataException.Kind.API_ERROR,
                        "Could not reach Socrata at " + PortalRedirects.origin(call.uri) + " ("
                                + ConnectionFailures.describe(failure) + "); try again shortly"),
                "",
                call);
    }

    /** The classified timeout of a call (or an attempt) that ran out of its {@code budget}. */
    static SocrataException timedOut(Duration budget) {
        return new SocrataException(
                SocrataException.Kind.TIMEOUT,
                "Request timed out after " + seconds(budget)
                        + "; narrow the query (add a WHERE filter or a LIMIT) or try again");
    }

    /** Says how hard we tried, so the LLM does not hammer a struggling upstream at once. */
    private static SocrataException withAttempts(SocrataException error, String suffix, UpstreamCall call) {
        String attempts = call.attempts() > 1 ? " (gave up after " + call.attempts() + " attempts)" : "";
        if (suffix.isEmpty() && attempts.isEmpty()) {
            return error;
        }
        return new SocrataException(error.kind(), error.getMessage() + suffix + attempts, error.details());
    }

    /** "30s", "2.5s": whole seconds unless the timeout has a fraction. */
    static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0
                ? millis / 1000 + "s"
                : BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString() + "s";
    }

    /** "8 MiB", "64 KiB", "1500 bytes". */
    static String bytes(int count) {
        if (count % (1024 * 1024) == 0) {
            return count / (1024 * 1024) + " MiB";
        }
        return count % 1024 == 0 ? count / 1024 + " KiB" : count + " bytes";
    }

    /**
     * @param subject what was asked for, e.g. "Dataset abcd-1234", used in not-found messages
     */
    static SocrataException classify(int status, String body, String subject, ObjectMapper mapper) {
        SocrataError error = parse(body, mapper);
        String code = error.code() == null ? "" : error.code().toLowerCase(Locale.ROOT);
        if (status == 404
                || code.equals("dataset.missing")
                || code.equals("not_found")
                || code.endsWith(".not-found")) {
            return new SocrataException(
                    SocrataException.Kind.NOT_FOUND, subject + " not found", join(error.code(), error.message()));
        }
        if (status == 403 && isWebPage(body)) {
            // a proxy's or a front end's page, not Socrata's JSON: the portal itself turns the
            // request away (a moved portal's old host does so), and nothing in the query will help
            String title = htmlTitle(prefix(body, HTML_PREFIX));
            return new SocrataException(
                    SocrataException.Kind.API_ERROR,
                    "The portal refused the request (HTTP 403) with a web page"
                            + (title == null ? "" : " saying \"" + title + "\"")
                            + ", not a Socrata answer: it may have moved or be turning this server away; the"
                            + " operator can check DATASF_SOCRATA_BASE_URL with datasf-mcp --check");
        }
        if (status == 429) {
            return new SocrataException(
                    SocrataException.Kind.RATE_LIMIT,
                    "Rate limited by Socrata (HTTP 429). Wait a little and try again"
                            + (error.message() == null ? "" : ": " + error.message()),
                    error.code());
        }
        String message = error.message() != null ? error.message() : "HTTP " + status + " " + reason(status);
        return new SocrataException(
                SocrataException.Kind.API_ERROR,
                "Socrata error (HTTP " + status + "): " + message,
                join(error.code(), error.data()));
    }

    /** Whether a body is an HTML page (or some other markup) rather than JSON. */
    static boolean isWebPage(String body) {
        return body != null && prefix(body, HTML_PREFIX).stripLeading().startsWith("<");
    }

    /** Socrata's error fields, whichever shape it used; all null for non-JSON bodies. */
    record SocrataError(String code, String message, String data) {}

    static SocrataError parse(String body, ObjectMapper mapper) {
        if (body == null || body.isBlank()) {
            return new SocrataError(null, null, null);
        }
        String start = prefix(body, HTML_PREFIX).stripLeading();
        if (!start.startsWith("{")) {
            String summary = htmlTitle(start);
            return new SocrataError(null, summary == null ? null : "non-JSON answer: " + summary, null);
        }
        try {
            // a JSON parse is linear (and runs on a worker): the message is kept whole, for the
            // answer's budget to cut, and the advice reads only its start (SocrataErrorText)
            JsonNode json = mapper.readTree(body);
            String code = text(json, "errorCode", "code");
            String message = text(json, "message", "error");
            JsonNode data = json.get("data");
            return new SocrataError(code, message, data == null || data.isNull() ? null : data.toString());
        } catch (java.io.IOException e) {
            return new SocrataError(null, null, null);
        }
    }

    /** The first {@code max} chars of {@code text} (never half a surrogate pair); null stays null. */
    private static String prefix(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        return text.substring(0, Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max);
    }

    /**
     * The text of an HTML page's {@code <title>}, found by plain string search (a regex such as
     * {@code <title>(.*?)</title>} is quadratic on a page of unclosed titles), or null when the
     * prefix holds no whole title. Whitespace runs become one space; at most {@link #MAX_TITLE} chars.
     */
    static String htmlTitle(String page) {
        String lower = asciiLowerCase(page);
        int open = lower.indexOf("<title");
        while (open >= 0 && !isTitleTagEnd(lower, open + "<title".length())) {
            open = lower.indexOf("<title", open + 1);
        }
        if (open < 0) {
            return null;
        }
        int start = lower.indexOf('>', open);
        int end = start < 0 ? -1 : lower.indexOf("</title", start);
        if (end < 0) {
            return null;
        }
        String title = page.substring(start + 1, end).replaceAll("\\s+", " ").strip();
        if (title.isEmpty()) {
            return null;
        }
        return title.length() <= MAX_TITLE ? title : prefix(title, MAX_TITLE) + "...";
    }

    /** Only A-Z lowered: every index stays that of the same char in {@code text}. */
    private static String asciiLowerCase(String text) {
        char[] chars = text.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'A' && chars[i] <= 'Z') {
                chars[i] = (char) (chars[i] + ('a' - 'A'));
            }
        }
        return new String(chars);
    }

    /** {@code <title>} or {@code <title lang=...>}, not {@code <titles>}. */
    private static boolean isTitleTagEnd(String lower, int after) {
        return after < lower.length() && (lower.charAt(after) == '>' || Character.isWhitespace(lower.charAt(after)));
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
