package datasf.mcp.soql.syntax;

/**
 * SoQL string literals: the value a literal token holds, and the literal that holds a value. The
 * server rewrites literals only through these, so quotes and escapes are read and written one way.
 */
public final class SoqlStrings {

    private SoqlStrings() {}

    /** The value of a string literal token: quotes removed, escapes resolved. */
    public static String value(SoqlToken token) {
        return value(token.text());
    }

    /** The value of a string literal as written: quotes removed, escapes resolved. */
    public static String value(String text) {
        if (text.length() < 2) {
            return "";
        }
        char quote = text.charAt(0);
        boolean closed = text.charAt(text.length() - 1) == quote;
        String inner = text.substring(1, closed ? text.length() - 1 : text.length());
        return quote == '\'' ? inner.replace("''", "'") : inner.replaceAll("\\\\(.)", "$1");
    }

    /**
     * Whether a string literal as written is closed: {@code 'it''s'} and {@code "say \"hi\""} are,
     * {@code 'it''} and {@code "say \"} are not.
     */
    public static boolean isTerminated(String text) {
        if (text.length() < 2) {
            return false;
        }
        if (text.startsWith("'")) {
            // the opening and closing quotes plus doubled ones inside: an even count when closed
            return text.endsWith("'") && text.chars().filter(c -> c == '\'').count() % 2 == 0;
        }
        int backslashes = 0;
        for (int i = text.length() - 2; i > 0 && text.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return text.endsWith("\"") && backslashes % 2 == 0;
    }

    /** A SoQL string literal holding {@code value}, single-quoted. */
    public static String literal(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
