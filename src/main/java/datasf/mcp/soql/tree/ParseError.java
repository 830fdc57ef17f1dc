package datasf.mcp.soql.tree;

/**
 * Why a text is not a SoQL query, and where: what the parser expected at {@code position} (a
 * character offset, 0-based) and what it found there, in Socrata's words ("Expected one of WHERE,
 * GROUP BY, ..., but got `n'").
 *
 * @param found the token there, quoted as Socrata quotes it ({@code `n'}), or {@code end of input}
 */
public record ParseError(int position, String expected, String found) {

    public String message() {
        return "Expected " + expected + ", but got " + found;
    }

    /** The message with the place as Socrata gives it: line and character, 1-based. */
    public String describe(String text) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < position && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return message() + " at line " + line + " character " + column;
    }
}
