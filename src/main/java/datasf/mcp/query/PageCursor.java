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
 */
public record PageCursor(String datasetId, String soql, long offset, long end, int pageRows, String format) {

    /**
     * The longest SoQL a cursor carries: the soql argument's limit plus room for the ORDER BY :id
     * the server adds to raw-row queries. A longer query gets no cursor.
     */
    public static final int MAX_SOQL = SoqlLength.MAX + 64;

    /** The furthest row Socrata pages to: its $offset is an int. */
    public static final long MAX_OFFSET = Integer.MAX_VALUE;
}
