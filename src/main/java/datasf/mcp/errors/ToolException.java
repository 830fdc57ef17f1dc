package datasf.mcp.errors;

import datasf.mcp.socrata.SocrataException;
import datasf.mcp.soql.Correction;
import datasf.mcp.soql.Hint;
import java.util.List;

/**
 * An expected, classified tool failure. Its message is shown to the LLM, so it must say what went
 * wrong and how to fix it, and must never contain a secret, a stack trace or a class name.
 */
public class ToolException extends RuntimeException {

    private final ErrorType type;
    private final String details;
    private final List<Correction> corrections;
    private final List<Hint> hints;

    public ToolException(ErrorType type, String message) {
        this(type, message, null);
    }

    public ToolException(ErrorType type, String message, String details) {
        this(type, message, details, List.of(), List.of());
    }

    private ToolException(
            ErrorType type, String message, String details, List<Correction> corrections, List<Hint> hints) {
        super(message, null, false, false);
        this.type = type;
        this.details = details;
        this.corrections = List.copyOf(corrections);
        this.hints = List.copyOf(hints);
    }

    /**
     * This error with what the server changed in the query before it failed and how to fix it,
     * so the LLM's next call starts from the query that ran, not from the one it wrote.
     */
    public ToolException withAdvice(List<Correction> corrections, List<Hint> hints) {
        return new ToolException(type, getMessage(), details, corrections, hints);
    }

    public static ToolException validation(String message) {
        return new ToolException(ErrorType.VALIDATION, message);
    }

    /**
     * A failed Socrata request as the tool's error: the one place Socrata's classification becomes
     * an {@code error_type}; the message and details (Socrata's own text and code) pass unchanged.
     */
    public static ToolException of(SocrataException failure) {
        ErrorType type = switch (failure.kind()) {
            case INVALID_REQUEST -> ErrorType.VALIDATION;
            case NOT_FOUND -> ErrorType.NOT_FOUND;
            case RATE_LIMIT -> ErrorType.RATE_LIMIT;
            case TIMEOUT -> ErrorType.TIMEOUT;
            case API_ERROR -> ErrorType.API_ERROR;
        };
        return new ToolException(type, failure.getMessage(), failure.details());
    }

    public ErrorType type() {
        return type;
    }

    /** Extra context for the LLM (e.g. Socrata's error code, suggestions), or null. */
    public String details() {
        return details;
    }

    /** Changes made to the query before it failed; empty when none. */
    public List<Correction> corrections() {
        return corrections;
    }

    /** How to fix the query; empty when there is no advice. */
    public List<Hint> hints() {
        return hints;
    }
}
