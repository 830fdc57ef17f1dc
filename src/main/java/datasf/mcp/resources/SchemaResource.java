package datasf.mcp.resources;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import datasf.mcp.errors.ToolException;
import datasf.mcp.schema.SchemaService;
import datasf.mcp.socrata.DatasetId;
import datasf.mcp.socrata.SocrataException;
import datasf.mcp.tools.GetSchemaTool;
import io.modelcontextprotocol.server.McpStatelessServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code datasf://datasets/{dataset_id}/schema}: a dataset's schema card, the get_schema answer. */
@Singleton
public class SchemaResource implements McpResourceTemplate {

    static final String TEMPLATE = "datasf://datasets/{dataset_id}/schema";
    private static final Pattern URI = Pattern.compile("^datasf://datasets/(" + DatasetId.ID + ")/schema$");

    private final SchemaService schemas;
    private final ObjectMapper mapper;

    public SchemaResource(SchemaService schemas, ObjectMapper mapper) {
        this.schemas = schemas;
        this.mapper = mapper;
    }

    @Override
    public McpStatelessServerFeatures.SyncResourceTemplateSpecification specification() {
        McpSchema.ResourceTemplate template = McpSchema.ResourceTemplate.builder()
                .uriTemplate(TEMPLATE)
                .name("dataset-schema")
                .title("DataSF dataset schema")
                .description("Columns (name, fieldName for SoQL, dataType), row count and freshness of a dataset; "
                        + "its rows as CSV: the export.csv_url of count_rows or of any query's answer")
                .mimeType("application/json")
                .build();
        return new McpStatelessServerFeatures.SyncResourceTemplateSpecification(
                template, (context, request) -> read(request.uri()));
    }

    McpSchema.ReadResourceResult read(String uri) {
        Matcher m = URI.matcher(uri);
        if (!m.matches()) {
            throw ResourceErrors.of(
                    ToolException.validation(
                            "Invalid uri: expected datasf://datasets/{dataset_id}/schema with a dataset id like wg3w-h783"),
                    uri);
        }
        try {
            GetSchemaTool.Output card = GetSchemaTool.Output.of(schemas.card(m.group(1)));
            String json = mapper.writeValueAsString(card);
            return new McpSchema.ReadResourceResult(
                    List.of(new McpSchema.TextResourceContents(uri, "application/json", json)));
        } catch (SocrataException e) {
            throw ResourceErrors.of(ToolException.of(e), uri);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("schema card could not be written", e);
        }
    }
}
