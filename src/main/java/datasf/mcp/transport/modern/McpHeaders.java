package datasf.mcp.transport.modern;

import java.util.Locale;
import java.util.Map;

/**
 * The request headers a transport binding carries beside the message, as the era rules read them.
 * Streamable HTTP has them ({@link #of}); stdio has none ({@link #NONE}), and there the modern rules
 * that compare headers with the body do not apply.
 */
public final class McpHeaders {

    /** A binding without headers (stdio): only the message counts. */
    public static final McpHeaders NONE = new McpHeaders(null);

    public static final String PROTOCOL_VERSION = "mcp-protocol-version";
    public static final String METHOD = "mcp-method";
    public static final String NAME = "mcp-name";

    private final Map<String, String> lowerCased;

    private McpHeaders(Map<String, String> lowerCased) {
        this.lowerCased = lowerCased;
    }

    /** HTTP headers whose names are already lower-case (repeated headers joined with a comma). */
    public static McpHeaders of(Map<String, String> lowerCased) {
        return new McpHeaders(Map.copyOf(lowerCased));
    }

    /** Whether the binding carries headers at all. */
    public boolean bound() {
        return lowerCased != null;
    }

    /** A header's value without the whitespace around it (RFC 9110 field parsing), or null. */
    public String get(String name) {
        if (lowerCased == null) {
            return null;
        }
        String value = lowerCased.get(name.toLowerCase(Locale.ROOT));
        return value == null ? null : fieldValue(value);
    }

    /** A header's text without the spaces and tabs around it, which are not part of a field value (RFC 9110, 5.5). */
    private static String fieldValue(String value) {
        int start = 0;
        int end = value.length();
        while (start < end && isOptionalWhitespace(value.charAt(start))) {
            start++;
        }
        while (end > start && isOptionalWhitespace(value.charAt(end - 1))) {
            end--;
        }
        return value.substring(start, end);
    }

    private static boolean isOptionalWhitespace(char c) {
        return c == ' ' || c == '\t';
    }
}
