package datasf.mcp.query;

import com.fasterxml.jackson.databind.JsonNode;
import datasf.mcp.soql.SoqlAnalysis;
import java.util.List;
import java.util.Map;

/**
 * One page of rows, cut to the row and byte budgets.
 *
 * @param data the rows (JSON format), else null
 * @param csv the rows as CSV (CSV format), else null
 * @param truncatedReason "rows" (more rows than the page allows) or "bytes" (the byte budget), or null
 * @param nextCursor continues after this page, or null when nothing is left
 * @param message what to do when even one row did not fit the budget, else null
 * @param zeroCounts the answer is a single row whose every value is 0 or null: what an aggregate
 *     without GROUP BY gives when no row matched
 * @param rows the answered rows as Socrata sent them, whatever the format: what the checks on the
 *     answer read
 * @param export the whole result of the query the pages run, at the portal
 */
public record Page(
        List<Map<String, Object>> data,
        String csv,
        int count,
        boolean truncated,
        String truncatedReason,
        String nextCursor,
        String executedSoql,
        String message,
        boolean zeroCounts,
        List<JsonNode> rows,
        Export export) {

    public Page {
        rows = List.copyOf(rows);
    }

    /**
     * Whether the answer says nothing matched, the case the advisor explains: no rows, or the single
     * all-zero row of an aggregate without GROUP BY ({@code count(*)} of nothing is 0, not no row).
     * One rule for query_datasf and aggregate, whichever wrote the SoQL.
     */
    public boolean isEmpty() {
        if (count == 0 && !truncated) {
            return true;
        }
        if (!zeroCounts) {
            return false;
        }
        SoqlAnalysis analysis = SoqlAnalysis.analyze(executedSoql);
        return analysis.usesAggregates() && !analysis.hasGroupBy();
    }
}
