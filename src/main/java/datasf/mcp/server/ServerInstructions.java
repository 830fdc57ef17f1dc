package datasf.mcp.server;

/** The {@code instructions} sent on initialize: how to answer a question in few calls. */
final class ServerInstructions {

    static final String TEXT = """
            San Francisco open data (DataSF, a Socrata portal). Workflow:
            1. Find a dataset: search_datasf {query} for keywords, or list_datasf {category?} to browse.
            2. Learn it: get_schema {dataset_id} (cached) for columns; use their fieldName values. \
            distinct_values {dataset_id, column} gives exact category spellings; count_rows sizes a filter.
            3. Answer: aggregate {dataset_id, group_by, metrics} for grouped counts/sums without SoQL, or \
            query_datasf {dataset_id, soql}, e.g. "SELECT incident_category, count(*) AS n \
            GROUP BY incident_category ORDER BY n DESC LIMIT 10". Aggregate instead of pulling raw rows; \
            format "csv" costs fewer tokens; when truncated, pass next_cursor as cursor. Near-miss \
            column names are auto-corrected and reported. Cite each answer's source.
            Errors carry error_type (validation, not_found, rate_limit, timeout, api_error) and Socrata's \
            own message: fix the argument it names and call again.""";

    private ServerInstructions() {}
}
