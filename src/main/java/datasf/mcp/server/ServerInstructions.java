package datasf.mcp.server;

import datasf.mcp.tools.McpTool;
import java.util.Collection;
import java.util.Comparator;
import java.util.regex.Pattern;

/**
 * The {@code instructions} sent on initialize: how to answer a question in few calls. The workflow
 * is written by hand; a tool it does not name yet is listed after it by name and title, so no tool
 * is left out of them (a new tool appears there until the workflow gives it its place).
 */
final class ServerInstructions {

    static final String WORKFLOW = """
            San Francisco open data (DataSF, a Socrata portal). Workflow:
            1. Find a dataset: search_datasf {query} for keywords, or list_datasf {category?} to browse. \
            Results list their columns (field_name:type): often enough to query next.
            2. Learn more when needed: get_schema {dataset_id} (cached) for every column, with descriptions. \
            distinct_values {dataset_id, column} gives exact category spellings; count_rows sizes a filter.
            3. Answer: aggregate {dataset_id, group_by, metrics} for grouped counts/sums without SoQL, or \
            query_datasf {dataset_id, soql}, e.g. "SELECT incident_category, count(*) AS n \
            GROUP BY incident_category ORDER BY n DESC LIMIT 10". Aggregate instead of pulling raw rows; \
            format "csv" costs fewer tokens; when truncated, pass next_cursor as cursor. Cite each answer's source. \
            Pass the person's question as question: notes then say where the rows do not answer it. \
            When a person wants every row (a download, a spreadsheet), give them the answer's export.csv_url, \
            the whole result at the portal, instead of paging through it.
            SoQL: no FROM; ISO dates ('2024-01-31'); text matching is case-sensitive (upper(x) = 'ABC'); \
            date_extract_y(x) for years; conditions on aggregates go in HAVING. SQL-isms, near-miss columns and \
            wrong-typed literals are fixed and listed in corrections; read them. An empty answer comes with \
            hints: act on them before saying there is no data.
            Errors carry error_type (validation, not_found, rate_limit, timeout, api_error), Socrata's \
            own message and hints: fix what they name and call again.""";

    private ServerInstructions() {}

    static String text(Collection<? extends McpTool<?, ?>> tools) {
        StringBuilder text = new StringBuilder(WORKFLOW);
        String separator = "\nMore tools: ";
        for (McpTool<?, ?> tool :
                tools.stream().sorted(Comparator.comparing(McpTool::name)).toList()) {
            if (!Pattern.compile("\\b" + Pattern.quote(tool.name()) + "\\b")
                    .matcher(WORKFLOW)
                    .find()) {
                text.append(separator)
                        .append(tool.name())
                        .append(" (")
                        .append(tool.title())
                        .append(')');
                separator = "; ";
            }
        }
        return text.toString();
    }
}
