package datasf.mcp.prompts;

import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;

/** soql_guide: the SoQL essentials LLMs most often get wrong, short and accurate. */
@Singleton
public class SoqlGuidePrompt implements McpPrompt {

    static final String GUIDE = """
            SoQL essentials for query_datasf (a full $query; the dataset is dataset_id, so no FROM):
            - Clause order: SELECT ... WHERE ... GROUP BY ... HAVING ... ORDER BY ... LIMIT n OFFSET m. No JOIN, TOP, ILIKE, CAST, ';'.
            - Use column fieldName values from get_schema (snake_case), not display names. Quote odd names with backticks.
            - Text in single quotes; double a quote inside: 'O''Farrell St'. An alias is a bare name: AS total_cases.
            - Text comparison is case-sensitive: WHERE upper(police_district) = 'MISSION', caseless_contains(x, 'theft'),
              or check spellings with distinct_values. LIKE needs %: x LIKE '%Theft%'.
            - Compare like with like: quote values of text columns ('2024'); checkboxes are true/false; casts are x::number.
            - Dates are floating timestamps in ISO form, '2024-01-31' or '2024-01-31T13:00:00' (no NOW(), no INTERVAL):
              WHERE incident_date >= '2024-01-01' AND incident_date < '2025-01-01'. A day: date_trunc_ymd(x) = '2024-01-31'.
              Parts: date_extract_y, _m, _d, _hh, _dow (not YEAR() or EXTRACT); buckets: date_trunc_y, date_trunc_ym, _ymd.
            - Aggregate in SoQL: SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC.
              Every selected non-aggregate column must be in GROUP BY; filter aggregates with HAVING n > 100, not WHERE.
            - Text search across all text columns: SEARCH 'tenderloin'.
            - NULL tests: IS NULL / IS NOT NULL (never = NULL). Lists: IN ('A', 'B'). Ranges: BETWEEN 1 AND 5.
            - Geography: WHERE within_circle(point_column, 37.7749, -122.4194, 500) (latitude, longitude, meters).
            - Add LIMIT; answers are paged anyway (next_cursor). Use count_rows first for big tables.
            - Every answer's export.csv_url is its whole result as CSV: give it to a person who wants all the rows.
            - The server rewrites SQL-isms and reports them in corrections; an empty answer comes with hints.""";

    @Override
    public McpStatelessServerFeatures.SyncPromptSpecification specification() {
        McpSchema.Prompt prompt = new McpSchema.Prompt(
                "soql_guide",
                "SoQL guide",
                "SoQL essentials that LLMs get wrong: quoting, dates, GROUP BY/HAVING, LIMIT, search, case",
                List.of());
        return new McpStatelessServerFeatures.SyncPromptSpecification(
                prompt,
                (context, request) -> new McpSchema.GetPromptResult(
                        "SoQL essentials",
                        List.of(new McpSchema.PromptMessage(
                                McpSchema.Role.USER, new McpSchema.TextContent(GUIDE.replace("%%", "%"))))));
    }
}
