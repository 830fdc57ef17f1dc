package datasf.mcp.server;

/** The {@code instructions} sent on initialize: how to answer a question in few calls. */
final class ServerInstructions {

    static final String TEXT = """
            San Francisco open data (DataSF, a Socrata portal). Workflow:
            1. Find a dataset: search_datasf {query} for keywords, or list_datasf {category?} to browse.
            2. Learn its columns: get_schema {dataset_id} (cached); use the fieldName values in SoQL.
            3. Query: query_datasf {dataset_id, soql}, e.g. "SELECT incident_category, count(*) AS n \
            GROUP BY incident_category ORDER BY n DESC LIMIT 10". Aggregate in SoQL instead of pulling \
            raw rows; near-miss column names are auto-corrected and reported.
            Errors carry error_type (validation, not_found, rate_limit, timeout, api_error) and Socrata's \
            own message: fix the argument it names and call again.""";

    private ServerInstructions() {}
}
