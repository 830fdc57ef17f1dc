package datasf.mcp.socrata;

/**
 * A Socrata request that failed, classified so the caller knows whether and how to go on, with
 * Socrata's own message in {@link #getMessage()} (it usually says exactly what is wrong with a SoQL
 * query) and its error code and data in {@link #details()}. Thrown by this package for every
 * upstream failure (and by the services above it for an answer they cannot read); the tool layer
 * turns it into the tool's error in one place ({@code errors.ToolException#of}).
 *
 * <p>The message reaches the LLM: it never holds the App Token (see {@link TokenRedaction}), a stack
 * trace or a class name.
 */
public class SocrataException extends RuntimeException {

    /** What kind of failure: the tool error's {@code error_type} follows from it. */
    public enum Kind {
        /** Refused before sending: the request itself breaks a rule (e.g. a malformed dataset id). */
        INVALID_REQUEST,
        /** The dataset (or page) does not exist. */
        NOT_FOUND,
        /** Socrata throttled the request. */
        RATE_LIMIT,
        /** No answer within the call's time budget. */
        TIMEOUT,
        /** Any other failure: an error answer, an unreadable body, no connection. */
        API_ERROR
    }

    private final Kind kind;
    private final String details;

    public SocrataException(Kind kind, String message) {
        this(kind, message, null);
    }

    /** @param details Socrata's error code and data, when it sent them */
    public SocrataException(Kind kind, String message, String details) {
        super(message, null, false, false);
        this.kind = kind;
        this.details = details;
    }

    public Kind kind() {
        return kind;
    }

    /** Socrata's error code and data (e.g. {@code query.soql.no-such-column: ...}), or null. */
    public String details() {
        return details;
    }
}
