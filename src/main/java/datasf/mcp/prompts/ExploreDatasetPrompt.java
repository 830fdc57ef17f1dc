package datasf.mcp.prompts;

import datasf.mcp.socrata.DatasetId;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;

/** explore_dataset(dataset_id): a plan for getting to know a dataset in a few cheap calls. */
@Singleton
public class ExploreDatasetPrompt implements McpPrompt {

    @Override
    public McpStatelessServerFeatures.SyncPromptSpecification specification() {
        McpSchema.Prompt prompt = new McpSchema.Prompt(
                "explore_dataset",
                "Explore a DataSF dataset",
                "Get to know a dataset: its columns, size, freshness and typical values, in a few cheap calls",
                List.of(new McpSchema.PromptArgument("dataset_id", "dataset id, e.g. wg3w-h783", true)));
        return new McpStatelessServerFeatures.SyncPromptSpecification(prompt, (context, request) -> {
            Object id = request.arguments() == null ? null : request.arguments().get("dataset_id");
            if (!(id instanceof String datasetId) || !DatasetId.isValid(datasetId)) {
                throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS)
                        .message("Invalid dataset_id: " + DatasetId.RULE)
                        .build();
            }
            return new McpSchema.GetPromptResult(
                    "Explore dataset " + datasetId,
                    List.of(new McpSchema.PromptMessage(
                            McpSchema.Role.USER, new McpSchema.TextContent(text(datasetId)))));
        });
    }

    static String text(String datasetId) {
        return """
                Explore the DataSF dataset %1$s and summarize what it can answer.
                1. get_schema {"dataset_id": "%1$s"}: note the row count, when the data last changed, and the \
                columns (use fieldName values in SoQL; note which are dates, numbers, categories, locations).
                2. For the 2-3 most useful category columns, distinct_values to learn their exact spellings.
                3. query_datasf with "SELECT * LIMIT 3" and format "csv" to see real rows cheaply.
                4. If there is a date column, count rows per year with query_datasf: \
                SELECT date_extract_y(<date column>) AS year, count(*) AS n GROUP BY year ORDER BY year.
                Then describe the dataset in a few sentences, cite its permalink, and suggest three questions it answers. \
                If the person wants the data itself, count_rows {"dataset_id": "%1$s"} answers with export.csv_url, \
                every row as CSV, as every answer's export links its whole result.""".formatted(datasetId);
    }
}
