package datasf.mcp.query;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.json.RawObject;
import java.util.List;

/**
 * One page of rows, cut to the row and byte budgets.
 *
 * @param data the rows (JSON format), each written once, else null
 * @param csv the rows as CSV (CSV format), else null
 * @param truncatedReason "rows" (more rows than the page allows) or "bytes" (the byte budget), or null
 * @param nextCursor continues after this page, or null when nothing is left
 * @param message what to do when even one row did not fit the budget, else null
 * @param zeroAggregate the answer is the single row of an aggregate without GROUP BY, every value
 *     0 or null: what {@code count(*)} gives when no row matched (0, not no row)
 * @param rows the answered rows as Socrata sent them, whatever the format: what the checks on the
 *     answer read
 * @param export the whole result of the query the pages run, at the portal
 */
public record Page(
        List<RawObject> data,
        String csv,
        int count,
        boolean truncated,
        String truncatedReason,
        String nextCursor,
        String executedSoql,
        String message,
        boolean zeroAggregate,
        List<JsonNode> rows,
        JsonNode pastLimit,
        Export export) {

    public Page {
        rows = List.copyOf(rows);
    }

    /**
     * Whether the answer says nothing matched, the case the advisor explains: no rows, or the single
     * all-zero row of an aggregate without GROUP BY. One rule for query_datasf and aggregate,
     * whichever wrote the SoQL.
     */
    public boolean isEmpty() {
        return count == 0 && !truncated || zeroAggregate;
    }
}
