package datasf.mcp.soql;

/**
 * The longest SoQL the server takes from a caller (the soql argument, a where): longer text is
 * refused before anything is sent. Cursors carry a little more, for the ORDER BY the server adds.
 */
public final class SoqlLength {

    public static final int MAX = 4000;

    private SoqlLength() {}
}
