package datasf.mcp.soql;

/**
 * The longest SoQL the server takes from a caller (the soql argument, a where): longer text is
 * refused before anything is sent. What runs may be longer after the server's repairs and paging
 * clauses, up to twice this ({@code query.PageCursor.MAX_SOQL}), which cursors carry.
 */
public final class SoqlLength {

    public static final int MAX = 4000;

    private SoqlLength() {}
}
