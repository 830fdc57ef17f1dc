package datasf.mcp.observability;

/**
 * Client-supplied text made safe for a plain-text log line: control characters (a newline would
 * forge a second log line) are escaped, and length is capped.
 */
public final class LogText {

    static final int MAX = 200;

    private LogText() {}

    public static String safe(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX) + 8);
        for (int i = 0; i < text.length() && out.length() < MAX; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c)) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.length() >= MAX && text.length() > MAX ? out + "..." : out.toString();
    }
}
