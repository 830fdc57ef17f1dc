package datasf.mcp.query;

/**
 * How many rows a page asks Socrata for: about as many as the answer's byte budget holds at the
 * estimated size of a row, an eighth more (so that rows a little smaller than the estimate still
 * fill the page), never more than the page's row limit, and at least one, so that every page moves
 * on, however large its rows. Then one row more, which is not answered but tells whether more
 * exist, unless the query's own LIMIT ends the rows there.
 *
 * <p>So a page pulls about what it answers: with rows as large as the estimate, about 1.2 times
 * its bytes (and at most twice, for a page of one row and the one after it). Without an estimate
 * ({@link RowBytes#UNKNOWN}) a page asks for its whole row limit.
 *
 * @param rows the rows the page may answer
 * @param sentinel whether one more row is asked for, to know whether more exist
 */
record PullSize(int rows, boolean sentinel) {

    /** The LIMIT to send. */
    int limit() {
        return sentinel ? rows + 1 : rows;
    }

    /**
     * @param want the page's row limit, within what the query's LIMIT leaves
     * @param remaining the rows the query's LIMIT leaves from here on (Long.MAX_VALUE without one)
     * @param budget the bytes the answer leaves for its rows
     * @param rowBytes the estimated bytes of one row in the answer's format, or {@link RowBytes#UNKNOWN}
     * @param csv whether the answer is CSV, whose header takes about a row's bytes
     */
    static PullSize of(int want, long remaining, long budget, int rowBytes, boolean csv) {
        int rows = want;
        if (rowBytes > 0) {
            long fit = Math.max(1, budget / rowBytes - (csv ? 1 : 0));
            rows = (int) Math.min(want, fit + fit / 8);
        }
        return new PullSize(rows, rows < remaining);
    }
}
