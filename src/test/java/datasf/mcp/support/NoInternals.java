package datasf.mcp.support;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.regex.Pattern;

/** Asserts a response body shows a client no Java internals: no stack frame, no class name. */
public final class NoInternals {

    private static final Pattern CLASS_NAME = Pattern.compile(
            "\\b(?:java|javax|jakarta|com\\.fasterxml|io\\.micronaut|io\\.modelcontextprotocol|reactor|datasf|org)\\.[a-z]\\w*\\.");
    private static final Pattern STACK_FRAME = Pattern.compile("\\bat [\\w$.]+\\([\\w$]+\\.java:\\d+\\)");
    /** An exception's class name, not a word of the data ("Exceptional Adult" is a police resolution). */
    private static final Pattern EXCEPTION = Pattern.compile("\\w*Exception\\b");

    private NoInternals() {}

    public static void assertNoInternals(String body) {
        if (body == null) {
            return;
        }
        assertFalse(CLASS_NAME.matcher(body).find(), () -> "class name in body: " + body);
        assertFalse(STACK_FRAME.matcher(body).find(), () -> "stack frame in body: " + body);
        assertFalse(EXCEPTION.matcher(body).find(), () -> "exception name in body: " + body);
    }
}
