package datasf.mcp.query;

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
public record PageCursor(String datasetId, String soql, long offset, long end, int pageRows, String format) {}
