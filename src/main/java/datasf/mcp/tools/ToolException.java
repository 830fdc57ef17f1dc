package datasf.mcp.tools;

/**
 * An expected, classified tool failure. Its message is shown to the LLM, so it must say what went
 * wrong and how to fix it, and must never contain a secret, a stack trace or a class name.
 */
public class ToolException extends RuntimeException {

    private final ErrorType type;
    private final String details;

    public ToolException(ErrorType type, String message) {
        this(type, message, null);
    }

    public ToolException(ErrorType type, String message, String details) {
        super(message, null, false, false);
        this.type = type;
        this.details = details;
    }

    public static ToolException validation(String message) {
        return new ToolException(ErrorType.VALIDATION, message);
    }

    public ErrorType type() {
        return type;
    }

    /** Extra context for the LLM (e.g. Socrata's error code, suggestions), or null. */
    public String details() {
        return details;
    }
}
