package datasf.mcp.query;

import datasf.mcp.soql.SoqlLength;

/**
 * Where the next page of a query starts: everything needed to fetch it again on any Lambda
 * instance, so no server-side state is kept between pages.
 *
 * @param datasetId the dataset
 * @param soql the query, already corrected, with a stable ORDER BY and without paging clauses' values mattering
 * @param offset the first row of the next page
 * @param end one past the last row the original LIMIT allowed, or -1 when unbounded
 * @param pageRows rows per page the caller asked for
 * @param format "json" or "csv"
 * @param rowBytes about how many bytes one row takes in the answer, in this format: what the last
 *     rows of the page before took ({@link SizedRows#recentBytes}), or the schema's estimate for a
 *     first page ({@link RowBytes}); it sizes how many rows the page asks Socrata for
 *     ({@link PullSize}). {@link RowBytes#UNKNOWN} (0): no estimate, the page asks for
 *     {@code pageRows}
 */
public record PageCursor(
        String datasetId, String soql, long offset, long end, int pageRows, String format, int rowBytes) {

    /** A cursor without an estimate of its rows' size. */
    public PageCursor(String datasetId, String soql, long offset, long end, int pageRows, String format) {
        this(datasetId, soql, offset, end, pageRows, format, RowBytes.UNKNOWN);
    }

    /**
     * The longest SoQL a page runs and a cursor carries: twice the soql argument's limit, room for
     * what the server adds to a query near that limit (repairs such as {@code YEAR(x)} ->
     * {@code date_extract_y(x)}, the ORDER BY :id or tie-breakers of paging). Repairs have no fixed
     * bound ({@code ORDER BY 1, 1, ...} repeats an expression), so a longer query is refused before
     * it is sent ({@link PageRunner}), and every query that runs can be continued: its cursor is at
     * most {@link CursorCodec#MAX_LENGTH} characters, the cursor argument's limit.
     */
    public static final int MAX_SOQL = 2 * SoqlLength.MAX;

    /** The furthest row Socrata pages to: its $offset is an int. */
    public static final long MAX_OFFSET = Integer.MAX_VALUE;
}
