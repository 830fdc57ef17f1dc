package datasf.mcp.query;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.json.Description;

/**
 * The whole result of an answer's query at the portal's own URLs, for a person who wants every
 * row (a spreadsheet) rather than the pages an answer holds: the query that ran, after the
 * server's repairs, in the order its pages come in, without the paging clauses the server adds
 * and with a LIMIT that keeps the portal's default of 1,000 rows from cutting it ({@link ExportLinks}).
 *
 * @param csvUrl the result as CSV, or null when the query is too long for a link ({@code note} says why)
 * @param jsonUrl the same rows as JSON, or null with {@code csvUrl}
 * @param rows how many rows the result has, when the server knows without asking again, else null
 * @param note why a link or the number of rows is missing, else null
 */
public record Export(
        @JsonProperty("csv_url") String csvUrl,
        @JsonProperty("json_url") String jsonUrl,
        @Description("rows in the whole result, when known") Long rows,
        @Description("why a link or rows is missing") String note) {}
