package datasf.mcp.tools;

import com.fasterxml.jackson.annotation.JsonProperty;
import datasf.mcp.json.Description;
import datasf.mcp.schema.ColumnInfo;
import datasf.mcp.schema.DatasetSchema;
import datasf.mcp.schema.SchemaCard;
import datasf.mcp.schema.SchemaService;
import io.micronaut.core.annotation.Introspected;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;

/** get_schema: a dataset's columns (field names for SoQL), row count and freshness; cached. */
@Singleton
public class GetSchemaTool extends AbstractTool<GetSchemaTool.Input, GetSchemaTool.Output> {

    @Introspected
    public record Input(
            @Description("dataset id, e.g. wg3w-h783")
            @JsonProperty("dataset_id") @NotNull
            @Pattern(regexp = Validation.DATASET_ID, message = Validation.DATASET_ID_MESSAGE) String datasetId) {}

    public record Output(
            @JsonProperty("dataset_id") String datasetId,
            @JsonProperty("dataset_name") String datasetName,
            String description,
            String category,
            String permalink,
            @Description("when the data last changed (ISO-8601)") @JsonProperty("data_updated_at") String dataUpdatedAt,
            @Description("number of rows (SoQL count(*))") @JsonProperty("row_count") long rowCount,
            @Description("true when served from the server's cache without asking Socrata") boolean cached,
            @Description("columns; use fieldName in SoQL") List<ColumnInfo> columns) {

        public static Output of(SchemaCard card) {
            DatasetSchema s = card.schema();
            return new Output(s.datasetId(), s.datasetName(), s.description(), s.category(), s.permalink(),
                    s.dataUpdatedAt(), card.rowCount(), card.cached(), s.columns());
        }
    }

    private final SchemaService schemas;

    public GetSchemaTool(SchemaService schemas) {
        super("get_schema", "Get a dataset's schema",
                "Columns of a DataSF dataset (display name, API fieldName to use in SoQL, data type, "
                + "description), its row count and last update. Call this before query_datasf.",
                Input.class, Output.class);
        this.schemas = schemas;
    }

    @Override
    public Output call(Input input) {
        return Output.of(schemas.card(input.datasetId()));
    }
}
