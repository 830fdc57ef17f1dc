package datasf.mcp.soql;

/**
 * SoQL string literals: the value a literal token holds, and the literal that holds a value. The
 * server rewrites literals only through these, so quotes and escapes are read and written one way.
 */
public final class SoqlStrings {

    private SoqlStrings() {}

    /** The value of a string literal token: quotes removed, escapes resolved. */
    public static String value(SoqlToken token) {
        String text = token.text();
        if (text.length() < 2) {
            return "";
        }
        char quote = text.charAt(0);
        boolean closed = text.charAt(text.length() - 1) == quote;
        String inner = text.substring(1, closed ? text.length() - 1 : text.length());
        return quote == '\'' ? inner.replace("''", "'") : inner.replaceAll("\\\\(.)", "$1");
    }

    /** A SoQL string literal holding {@code value}, single-quoted. */
    public static String literal(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
