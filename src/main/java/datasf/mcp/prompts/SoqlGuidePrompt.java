package datasf.mcp.prompts;

import datasf.mcp.server.McpFeatures;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;

/** soql_guide: the SoQL essentials LLMs most often get wrong, short and accurate. */
@Singleton
public class SoqlGuidePrompt implements McpFeatures.Prompt {

    static final String GUIDE = """
            SoQL essentials for query_datasf (a full $query, no FROM clause):
            - Clause order: SELECT ... WHERE ... GROUP BY ... HAVING ... ORDER BY ... LIMIT n OFFSET m.
            - Use column fieldName values from get_schema (snake_case), not display names. Quote odd names with backticks.
            - Strings use single quotes; double a quote inside: 'O''Farrell St'. Socrata returns numbers as strings.
            - Text comparison is case-sensitive: WHERE upper(police_district) = 'MISSION', or check spellings with distinct_values.
            - Dates are floating timestamps without time zone, written '2024-01-31' or '2024-01-31T13:00:00':
              WHERE incident_date >= '2024-01-01' AND incident_date < '2025-01-01'.
              Bucket with date_trunc_y / date_trunc_ym / date_trunc_ymd, or date_extract_y / date_extract_m / date_extract_dow.
            - Aggregate in SoQL: SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC.
              Every selected non-aggregate column must be in GROUP BY; alias aggregates with AS and order by the alias.
            - Text search across all text columns: SEARCH 'tenderloin' (or WHERE ... LIKE '%%TENDERLOIN%%' on one column).
            - NULL tests: IS NULL / IS NOT NULL. Lists: IN ('A', 'B'). Ranges: BETWEEN 1 AND 5.
            - Geography: WHERE within_circle(point_column, 37.7749, -122.4194, 500) (latitude, longitude, meters).
            - Add LIMIT; answers are paged anyway (next_cursor). Use count_rows first for big tables.""";

    @Override
    public McpStatelessServerFeatures.SyncPromptSpecification specification() {
        McpSchema.Prompt prompt = new McpSchema.Prompt("soql_guide", "SoQL guide",
                "SoQL essentials that LLMs get wrong: quoting, dates, GROUP BY, LIMIT, search, case", List.of());
        return new McpStatelessServerFeatures.SyncPromptSpecification(prompt, (context, request) ->
                new McpSchema.GetPromptResult("SoQL essentials",
                        List.of(new McpSchema.PromptMessage(McpSchema.Role.USER, new McpSchema.TextContent(GUIDE.replace("%%", "%"))))));
    }
}
